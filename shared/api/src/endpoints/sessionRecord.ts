import { type ApiRecord, sessionRecordCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/session/{id} (public): a saved application session (not the sign-in session of useSession). */
export const sessionRecordPath = (sessionId: string): string => sessionRecordCall.path({ sessionId });

export const sessionRecordKey = (sessionId: string | null | undefined): string | null =>
  sessionId ? sessionRecordPath(sessionId) : null;

export function fetchSessionRecord(sessionId: string, api: ApiClient = getApi()): Promise<ApiRecord> {
  return api.get<ApiRecord>(sessionRecordPath(sessionId));
}

export function useSessionRecord(sessionId: string | null | undefined): ApiResource<ApiRecord> {
  return useApiResource(sessionRecordKey(sessionId), (api) => fetchSessionRecord(sessionId as string, api));
}
