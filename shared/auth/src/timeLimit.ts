/** What the student is told when a sign-in request got no response within the time limit. */
export const TIMED_OUT = 'No answer in time';

/** The reason a sign-in step failed, as the student is told it: a time limit that ran out says so. */
export function reasonOf(error: unknown): string {
  const { name, message } =
    typeof error === 'object' && error !== null ? (error as { name?: unknown; message?: unknown }) : {};
  if (name === 'ErrorTimeout' || name === 'TimeoutError') return TIMED_OUT;
  return typeof message === 'string' && message ? message : String(error);
}

/** Rejects with a time-out when `promise` has not settled within `ms`; `late` gets a result that comes
 * after that (oidc-client-ts's own limit stops at the response's headers, not its body). */
export function withinTimeLimit<T>(promise: Promise<T>, ms: number, late?: (value: T) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(Object.assign(new Error(TIMED_OUT), { name: 'TimeoutError' }));
    }, ms);
  });
  promise.then(
    (value) => {
      if (expired) late?.(value);
    },
    () => undefined,
  );
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
