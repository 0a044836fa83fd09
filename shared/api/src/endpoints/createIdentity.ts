import { getApi, type ApiClient } from '../client';
import type { IdentityRequest, WriteAnswer } from '../answers';

/** POST v1/identity (public) with {username, email}: creates a sign-in identity. */
export const createIdentityPath = (): string => 'v1/identity';

export function createIdentity(identity: IdentityRequest, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(createIdentityPath(), identity);
}
