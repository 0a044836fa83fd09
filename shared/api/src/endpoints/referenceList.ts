import type { ReferenceItem } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { getList } from './common';

/** Reads a public reference list (v1/activity, v1/iwi, ...); an empty response is an empty list. */
export function fetchReferenceList(path: string, api: ApiClient = getApi()): Promise<ReferenceItem[]> {
  return getList<ReferenceItem>(api, path);
}

/** The hook of a reference list; its SWR key is its path. */
export function useReferenceList(path: string): ApiResource<ReferenceItem[]> {
  return useApiResource(path, (api) => fetchReferenceList(path, api));
}
