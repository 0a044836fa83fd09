import { type GraduateFilters, type ApiRecord, graduatesCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { getList } from './common';

/** GET v1/secure/graduateDestination/graduates?{filters} (empty filters are left out). */
export const graduatesPath = (filters: GraduateFilters = {}): string => graduatesCall.path({ filters });

export const graduatesKey = (filters?: GraduateFilters): string => graduatesPath(filters);

/** Graduates for the graduate destination survey. */
export function fetchGraduates(
  filters: GraduateFilters = {},
  api: ApiClient = getApi(),
): Promise<ApiRecord[]> {
  return getList<ApiRecord>(api, graduatesPath(filters));
}

export function useGraduates(filters?: GraduateFilters): ApiResource<ApiRecord[]> {
  return useApiResource(graduatesKey(filters), (api) => fetchGraduates(filters, api));
}
