import { type ContactPayload, contactCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/contact/{id} (public). */
export const contactPath = (contactId: string): string => contactCall.path({ contactId });

export const contactKey = (contactId: string | null | undefined): string | null =>
  contactId ? contactPath(contactId) : null;

export function fetchContact(contactId: string, api: ApiClient = getApi()): Promise<ContactPayload> {
  return api.get<ContactPayload>(contactPath(contactId));
}

export function useContact(contactId: string | null | undefined): ApiResource<ContactPayload> {
  return useApiResource(contactKey(contactId), (api) => fetchContact(contactId as string, api));
}
