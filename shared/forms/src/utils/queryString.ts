/**
 * The query string as a key/value map: keys and values decoded ('+' and %20 are
 * spaces), a key without a value maps to ''. A key given more than once keeps its last value, as the
 * readers of this map expect one value per key. Works with or without the leading '?'.
 */
export function readQueryString(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
