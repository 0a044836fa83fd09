/**
 * A sign-out that could not end the session at the sign-in service: it did not answer (or the way to its sign-out
 * failed). The portal's session has ended on this device all the same, and the IdP's sign-out is pending: the next
 * visit finishes it before anything signs in. `reason` is why, as the student is told it ('Failed to fetch',
 * 'No answer in time').
 */
export class SignOutError extends Error {
  override name = 'SignOutError';
  constructor(
    readonly reason: string,
    { cause }: { cause?: unknown } = {},
  ) {
    super(`The sign-in service could not be reached: ${reason}`, cause === undefined ? undefined : { cause });
  }
}
