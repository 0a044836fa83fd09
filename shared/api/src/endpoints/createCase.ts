import { getApi, type ApiClient } from '../client';
import { validatePayload, type CasePayload } from '../schemas';
import type { WriteAnswer } from '../answers';

/** POST v1/secure/case: a support or withdrawal case (used for ichm, soe, colab and withdrawals). */
export const createCasePath = (): string => 'v1/secure/case';

/** Opens a case; the payload is schema-checked first ('Application data validation error'). */
export async function createCase(supportCase: CasePayload, api: ApiClient = getApi()): Promise<WriteAnswer> {
  await validatePayload('case', supportCase);
  return api.post<WriteAnswer>(createCasePath(), supportCase);
}
