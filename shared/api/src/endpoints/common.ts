/** Small helpers the endpoint files share: path building and list reads. */
import type { ApiClient } from '../client';

/** One path segment or query value, encoded. */
export const part = (value: string | number | boolean): string => encodeURIComponent(String(value));

export type QueryValue = string | number | boolean | null | undefined;

/** `path` with the given query parameters; empty values (undefined, null, '') are left out. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${part(name)}=${part(value as string | number | boolean)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** GET a list; an empty answer (no body, null) is an empty list. */
export const getList = <T>(api: ApiClient, path: string): Promise<T[]> =>
  api.get<T[] | null | undefined>(path).then((list) => list ?? []);
