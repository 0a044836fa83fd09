/** Attempt limits: failures are counted per key (what is tried, with the caller's address) in a sliding
 * window; once a key has `max` failures in the window, every further attempt is refused until the
 * oldest failure leaves it. In memory only: a restart forgets the failures. */
import type { IncomingMessage } from 'node:http';

/** Keys kept at most; past that the keys without a failure in the window go first, then the oldest. */
const MAX_KEYS = 50_000;

export class AttemptLimiter {
  /** Times of the failures in the window, oldest first, per key (Map order: least recently failed first). */
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const since = this.now() - this.windowMs;
    while (list.length && (list[0] as number) <= since) list.shift();
    if (!list.length) this.failures.delete(key);
    return list;
  }

  /** Seconds to wait before `key` may be tried again; 0 when it may be tried now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.max) return 0;
    const oldest = list[list.length - this.max] as number;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** Counts a failed attempt of `key`. */
  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    // Only the last `max` failures matter for the answer.
    if (list.length > this.max) list.splice(0, list.length - this.max);
    this.failures.delete(key);
    this.failures.set(key, list);
    if (this.failures.size > MAX_KEYS) this.prune();
  }

  /** A successful attempt forgets the key's failures. */
  succeed(key: string): void {
    this.failures.delete(key);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS) break;
      this.failures.delete(key);
    }
  }
}

/** The caller's address (the socket's: a forwarded-for header is not trusted). */
export const callerAddress = (req: IncomingMessage): string => req.socket.remoteAddress ?? 'unknown';
