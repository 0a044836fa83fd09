/** An attempt at a payment, as a card processor's idempotency names it: a key the client makes per attempt and
 * sends as the standard `Idempotency-Key` request header on the call that opens a checkout. The same key sent
 * again (a retry of a call that got no response) gets the same checkout, never a second one; the API
 * refuses the key for another request (422). */
export interface PaymentAttempt {
  /** The attempt's key: 1 to 255 visible ASCII characters (a random UUID from newIdempotencyKey). */
  idempotencyKey?: string;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A new attempt's key: a random UUID (122 random bits). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request headers of an attempt (none without a key). */
export const attemptHeaders = ({ idempotencyKey }: PaymentAttempt = {}): Record<string, string> =>
  idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {};
