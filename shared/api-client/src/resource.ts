import { useDeferredValue } from 'react';
import useSWR from 'swr';
import { useApi, type ApiClient } from './client';
import type { ApiError } from './errors';
import { LOAD_ONCE, type ApiResource } from './swr';

/**
 * The SWR hook behind every read endpoint: loads `key` once with `load` and hands out
 * data, error, loading state and `mutate`. A null key loads nothing (e.g. no student id yet).
 *
 * A key's first response is handed out in a background render: SWR's store updates render at once, in one task, and
 * the render that shows a page's data for the first time is often its largest (a list of invoices, every subject).
 * So the urgent render keeps the state before the response (loading, as shown: a busy message, cheap to render
 * again), and the render with the response follows in React's background lane (useDeferredValue), in slices of a
 * few milliseconds, the browser free to paint and take input between them. Everything else is handed out as SWR
 * has it, at once: a new key (its loading state, never the previous key's data), a refresh of data already shown
 * (`mutate()` after a save: rendered once, not twice), a response after an error (a retry).
 */
export function useApiResource<T>(key: string | null, load: (api: ApiClient) => Promise<T>): ApiResource<T> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<T, ApiError>(key, () => load(api), LOAD_ONCE);
  const answered = data !== undefined || error !== undefined;
  // Changes only when the key gets its first response (or loses it: a new key, the cache cleared).
  const answeredInBackground = useDeferredValue(answered);
  if (answered && !answeredInBackground && error === undefined)
    return { data: undefined, error: undefined, isLoading: true, mutate };
  return { data, error, isLoading, mutate };
}
