/** Lists about paying: payment methods, instalment frequencies, and the instalment methods and
 * payment providers the spec names (enrolment §3: 'Credit Card', 'Bank Account'; 'Credit Card',
 * 'Zip', 'Bank Account'). */
import { PAYMENT_INSTALLMENT_METHODS, PAYMENT_PROVIDERS } from '@portal/api-contract';
import { numbered, type LookupItem } from './types';

export const PAYMENT_METHODS: readonly LookupItem[] = numbered([
  'Pay in full now',
  'Pay by instalments',
  'Student loan (StudyLink / FEE-HELP / VET Student Loan)',
  'Employer or sponsor invoice',
]);

export const PAYMENT_FREQUENCIES: readonly LookupItem[] = numbered(['Weekly', 'Fortnightly', 'Monthly']);

export const PAYMENT_INSTALLMENT_METHOD_ITEMS: readonly LookupItem[] = numbered(PAYMENT_INSTALLMENT_METHODS);

export const PAYMENT_PROVIDER_ITEMS: readonly LookupItem[] = numbered(PAYMENT_PROVIDERS);
