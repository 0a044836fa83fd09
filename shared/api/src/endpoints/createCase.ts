import { type WriteResponse, type CasePayload, createCaseCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { validatePayload } from '../schemas';

/** POST v1/secure/case: a support or withdrawal case (used for ichm, soe, colab and withdrawals). */
export const createCasePath = (): string => createCaseCall.path();

/** Opens a case; the payload is schema-checked first ('Application data validation error'). */
export async function createCase(
  supportCase: CasePayload,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  await validatePayload('case', supportCase);
  return api.post<WriteResponse>(createCasePath(), supportCase);
}
