/** Small helpers the endpoint files share. */
import type { ApiClient } from '@portal/api-client';

/** GET a list; an empty response (no body, null) is an empty list. */
export const getList = <T>(api: ApiClient, path: string): Promise<T[]> =>
  api.get<T[] | null | undefined>(path).then((list) => list ?? []);
