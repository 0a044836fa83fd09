/** Lower camel case of one key: the leading capital (or leading acronym) is lowered, the rest kept:
 * InvoiceNumber -> invoiceNumber, PaymentID -> paymentID, Code -> code, ID -> id, URLPath -> urlPath. */
export function lowerCamelKey(key: string): string {
  const lead = /^[A-Z]+/.exec(key)?.[0];
  if (!lead) return key;
  // A run of capitals followed by a lower-case letter keeps its last capital as the next word's start.
  const keepLast = lead.length > 1 && lead.length < key.length && /[a-z]/.test(key.charAt(lead.length));
  const lowered = keepLast ? lead.slice(0, -1).toLowerCase() + lead.slice(-1) : lead.toLowerCase();
  return lowered + key.slice(lead.length);
}

/** A deep copy of `value` with every object key in lower camel case (Xero-style PascalCase records). */
export function camelCaseKeys<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => camelCaseKeys(item)) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[lowerCamelKey(key)] = camelCaseKeys(item);
    return out as T;
  }
  return value as T;
}
