/**
 * A sign-in step that failed, as the student is told it: 'start' (the IdP's discovery or the way to its
 * sign-in page: unreachable, or no response within the time limit) or 'return' (back from the IdP, the code
 * could not be exchanged for the session). `message` is the reason ('No answer in time', 'Failed to fetch',
 * the IdP's error); `returnTo` is where the student was going, to try again from there.
 */
export class SignInError extends Error {
  override name = 'SignInError';
  readonly returnTo?: string;
  constructor(
    readonly step: 'start' | 'return',
    message: string,
    { cause, returnTo }: { cause?: unknown; returnTo?: string } = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    if (returnTo) this.returnTo = returnTo;
  }
}
