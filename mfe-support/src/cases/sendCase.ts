import { createCase, createEmailSupportCase, type CasePayload, type WriteResponse } from '@portal/api';
import type { Provider } from '@portal/config';

/** Sends a support case the way the provider's registry entry says: create case (ichm,
 * soe, colab) or create email case (nzma, nz-institute-of-sport). Both check the payload first. */
export function sendSupportCase(provider: Provider, payload: CasePayload): Promise<WriteResponse> {
  return provider.features.caseChannel === 'emailCase'
    ? createEmailSupportCase(payload)
    : createCase(payload);
}

/** A withdrawal always goes by create case. */
export const sendWithdrawalCase = (payload: CasePayload): Promise<WriteResponse> => createCase(payload);
