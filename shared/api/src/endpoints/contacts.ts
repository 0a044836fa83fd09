import { getApi, type ApiClient } from '../client';
import { validatePayload, type ContactPayload } from '../schemas';
import type { WriteAnswer } from '../answers';

/** v1/contact (public): POST creates a contact, PUT updates one. */
export const contactsPath = (): string => 'v1/contact';

/** Creates a contact; the payload is schema-checked first ('Application data validation error'). */
export async function createContact(
  contact: ContactPayload,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  await validatePayload('contact', contact);
  return api.post<WriteAnswer>(contactsPath(), contact);
}

/** Updates a contact (PUT; the spec checks no schema before it). */
export function updateContact(contact: ContactPayload, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.put<WriteAnswer>(contactsPath(), contact);
}
