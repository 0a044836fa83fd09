import { useDeferredValue, useMemo } from 'react';
import useSWR from 'swr';
import { useApi, type ApiClient } from './client';
import type { ApiError } from './errors';
import { LOAD_ONCE, type ApiResource } from './swr';

/**
 * The SWR hook behind every read endpoint: loads `key` once with `load` and hands out
 * data, error, loading state and `mutate`. A null key loads nothing (e.g. no student id yet).
 *
 * What it hands out is a deferred value (React's useDeferredValue): SWR's store updates render at once, in one
 * task, and the render that shows a page's data is often its largest (a list of invoices, every subject). So the
 * urgent render keeps the state before the answer (still loading), and the render with the answer follows in
 * React's background lane, in slices of a few milliseconds, the browser free to paint and take input between
 * them. The three values change together: never data with the loading state of before.
 */
export function useApiResource<T>(key: string | null, load: (api: ApiClient) => Promise<T>): ApiResource<T> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<T, ApiError>(key, () => load(api), LOAD_ONCE);
  const state = useDeferredValue(useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]));
  return { ...state, mutate };
}
