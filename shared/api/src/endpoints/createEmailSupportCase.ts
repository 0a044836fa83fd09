import { type WriteResponse, type CasePayload, createEmailSupportCaseCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { validatePayload } from '../schemas';

/** POST v1/secure/emailsupportcase: a support case sent by email (used for nzma and nz-institute-of-sport). */
export const createEmailSupportCasePath = (): string => createEmailSupportCaseCall.path();

/** Sends an email case; the payload is schema-checked first ('Application data validation error'). */
export async function createEmailSupportCase(
  supportCase: CasePayload,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  await validatePayload('case', supportCase);
  return api.post<WriteResponse>(createEmailSupportCasePath(), supportCase);
}
