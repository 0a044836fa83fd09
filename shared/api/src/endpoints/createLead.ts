import { type WriteAnswer, type LeadPayload, createLeadCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { validatePayload } from '../schemas';

/** POST v1/lead (public): someone asks about a course. */
export const createLeadPath = (): string => createLeadCall.path();

/** Records a lead; the payload is schema-checked first ('Application data validation error'). */
export async function createLead(lead: LeadPayload, api: ApiClient = getApi()): Promise<WriteAnswer> {
  await validatePayload('lead', lead);
  return api.post<WriteAnswer>(createLeadPath(), lead);
}
