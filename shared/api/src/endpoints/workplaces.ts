import { type ApiRecord, workplacesCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { getList } from './common';

/** GET v1/workplace?accountType={type} (public). */
export const workplacesPath = (accountType: string): string => workplacesCall.path({ accountType });

export const workplacesKey = (accountType: string | null | undefined): string | null =>
  accountType ? workplacesPath(accountType) : null;

/** The workplaces (employers of students at work) of an account type. */
export function fetchWorkplaces(accountType: string, api: ApiClient = getApi()): Promise<ApiRecord[]> {
  return getList<ApiRecord>(api, workplacesPath(accountType));
}

export function useWorkplaces(accountType: string | null | undefined): ApiResource<ApiRecord[]> {
  return useApiResource(workplacesKey(accountType), (api) => fetchWorkplaces(accountType as string, api));
}
