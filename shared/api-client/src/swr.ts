import type { KeyedMutator, SWRConfiguration } from 'swr';
import type { ApiError } from './errors';

/** Data requests are loaded once unless forced: no revalidation on focus, reconnect
 * or staleness, and no automatic retry; `mutate()` forces a reload. */
export const LOAD_ONCE: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

/** What every data hook of @portal/api returns. */
export interface ApiResource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<T>;
}
