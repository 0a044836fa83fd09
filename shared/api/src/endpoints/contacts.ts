import {
  type WriteResponse,
  type ContactPayload,
  createContactCall,
  updateContactCall,
} from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { validatePayload } from '../schemas';

/** v1/contact (public): POST creates a contact, PUT updates one. */

/** Creates a contact; the payload is schema-checked first ('Application data validation error'). */
export async function createContact(
  contact: ContactPayload,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  await validatePayload('contact', contact);
  return api.post<WriteResponse>(createContactCall.path(), contact);
}

/** Updates a contact (PUT; unlike the POST, not checked against a schema before it is sent). */
export function updateContact(contact: ContactPayload, api: ApiClient = getApi()): Promise<WriteResponse> {
  return api.put<WriteResponse>(updateContactCall.path(), contact);
}
