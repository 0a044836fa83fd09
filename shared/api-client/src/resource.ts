import useSWR from 'swr';
import { useApi, type ApiClient } from './client';
import type { ApiError } from './errors';
import { LOAD_ONCE, type ApiResource } from './swr';

/**
 * The SWR hook behind every read endpoint: loads `key` once with `load` and hands out
 * data, error, loading state and `mutate`. A null key loads nothing (e.g. no student id yet).
 */
export function useApiResource<T>(key: string | null, load: (api: ApiClient) => Promise<T>): ApiResource<T> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<T, ApiError>(key, () => load(api), LOAD_ONCE);
  return { data, error, isLoading, mutate };
}
