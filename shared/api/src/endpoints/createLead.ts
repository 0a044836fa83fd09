import { type WriteResponse, type LeadPayload, createLeadCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { validatePayload } from '../schemas';

/** POST v1/lead (public): someone asks about a course. */
export const createLeadPath = (): string => createLeadCall.path();

/** Records a lead; the payload is schema-checked first ('Application data validation error'). */
export async function createLead(lead: LeadPayload, api: ApiClient = getApi()): Promise<WriteResponse> {
  await validatePayload('lead', lead);
  return api.post<WriteResponse>(createLeadPath(), lead);
}
