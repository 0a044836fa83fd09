import { type IdentityRequest, type WriteResponse, createIdentityCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/identity (public) with {username, email}: creates a sign-in identity. */
export const createIdentityPath = (): string => createIdentityCall.path();

export function createIdentity(identity: IdentityRequest, api: ApiClient = getApi()): Promise<WriteResponse> {
  return api.post<WriteResponse>(createIdentityPath(), identity);
}
