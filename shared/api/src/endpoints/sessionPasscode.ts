import { type ApiRecord, sendSessionPasscodeCall, sessionPasscodeCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** v1/session/passcode/{a}/{b} (public; read by GET, sent by POST). The API names the two segments
 * only {a} and {b}; callers pass them in that order. */
export const sessionPasscodePath = (a: string, b: string): string => sessionPasscodeCall.path({ a, b });

export const sessionPasscodeKey = (
  a: string | null | undefined,
  b: string | null | undefined,
): string | null => (a && b ? sessionPasscodePath(a, b) : null);

export function fetchSessionPasscode(a: string, b: string, api: ApiClient = getApi()): Promise<ApiRecord> {
  return api.get<ApiRecord>(sessionPasscodePath(a, b));
}

export function useSessionPasscode(
  a: string | null | undefined,
  b: string | null | undefined,
): ApiResource<ApiRecord> {
  return useApiResource(sessionPasscodeKey(a, b), (api) =>
    fetchSessionPasscode(a as string, b as string, api),
  );
}

/** POST v1/session/passcode/{a}/{b}: sends the passcode (body shape not fixed: any JSON record). */
export function sendSessionPasscode(
  a: string,
  b: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<ApiRecord | undefined> {
  return api.post<ApiRecord | undefined>(sendSessionPasscodeCall.path({ a, b }), body);
}
