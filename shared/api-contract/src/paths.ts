/** How the contract's paths are written: relative to the API base address, segments and query values
 * URI-encoded, empty query values left out. Plain functions: safe in the browser and in Node. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One path segment or query value, encoded. */
export const part = (value: string | number | boolean): string => encodeURIComponent(String(value));

/** A query value: left out when undefined, null or ''; a list is sent comma-separated. */
export type QueryValue = string | number | boolean | null | undefined | readonly number[];

/** `path` with the given query parameters, in the given order; empty values are left out. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => {
      const text = Array.isArray(value)
        ? value.map(part).join(',')
        : part(value as string | number | boolean);
      return `${part(name)}=${text}`;
    })
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** True when a path has a `secure` segment: such calls carry the bearer access token, and the API
 * answers them only with one. */
export function isSecurePath(path: string): boolean {
  return (path.split(/[?#]/)[0] ?? '').split('/').includes('secure');
}
