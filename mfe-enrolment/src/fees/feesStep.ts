import { msg } from '@lingui/core/macro';
import { type ApplicationPayload } from '@portal/api';
import { i18n } from '@portal/i18n';
import type { ApplicationStepDef } from '../form/step';
import type { FeesValues, PaymentMethod } from '../form/values';
import { lazyFields } from '../steps/lazyFields';
import { compact, idOf, labelOf } from '../steps/sectionMapping';
import { paymentOfApplication } from './feesFlow';
import { METHOD_LABELS } from './methodLabels';

/** The payment provider the way is saved as (Credit Card, Zip, Bank Account). */
const providerOf = (
  fees: FeesValues,
): ApplicationPayload['paymentDetails'] extends infer D
  ? D extends { paymentProvider?: infer P }
    ? P | undefined
    : never
  : never => {
  switch (fees.method) {
    case 'card':
      return 'Credit Card';
    case 'zip':
      return 'Zip';
    case 'bank':
      return 'Bank Account';
    case 'instalments':
      return fees.instalmentMethod;
    default:
      return undefined;
  }
};

const PAY_IN_FULL = 'Pay in full now';
const PAY_BY_INSTALMENTS = 'Pay by instalments';

/** Whether the fees step can be left: the chosen way is settled. */
export const feesSettled = (fees: FeesValues | undefined): boolean => !!fees?.method && fees.settled === true;

/**
 * The fees step: the application's pricing in its currency, fees-free eligibility (NZ), and a way to
 * pay settled before Next: card paid on the checkout page, Zip approved and charged, an instalment plan set up
 * (card subscription or direct debit) after its schedule, or a bank transfer with its reference and account.
 * Saves `paymentDetails` {paymentMethodId, paymentProvider, paymentInstallmentMethod, paymentFrequencyId}.
 */
export const feesStep: ApplicationStepDef<'fees'> = {
  name: 'fees',
  title: msg`Fees and payment`,
  section: 'fees',
  Fields: lazyFields(() => import('./FeesFields')),
  canSubmit: ({ fees }) => feesSettled(fees),
  toPayload: ({ fees = {} }, { metadata }) => {
    const instalments = fees.method === 'instalments';
    return {
      paymentDetails: compact({
        paymentMethodId: idOf(metadata, 'paymentMethods', instalments ? PAY_BY_INSTALMENTS : PAY_IN_FULL),
        paymentProvider: providerOf(fees),
        ...(instalments
          ? {
              paymentInstallmentMethod: fees.instalmentMethod,
              paymentFrequencyId: idOf(metadata, 'paymentFrequencies', fees.frequency),
            }
          : {}),
      }),
    };
  },
  fromPayload: (application, { metadata }) => {
    const details = application.paymentDetails;
    const provider = details?.paymentProvider;
    if (!provider) return undefined;
    // The API's payment method: in full, or by instalments.
    const plan = labelOf(metadata, 'paymentMethods', details.paymentMethodId);
    const instalments = plan ? plan === PAY_BY_INSTALMENTS : !!details.paymentInstallmentMethod;
    const payment = paymentOfApplication(application);
    if (instalments)
      return compact<FeesValues>({
        method: 'instalments',
        instalmentMethod: details.paymentInstallmentMethod,
        frequency: labelOf(metadata, 'paymentFrequencies', details.paymentFrequencyId),
        settled: payment?.method === 'instalments' && payment.status === 'set up',
      });
    const method: PaymentMethod = provider === 'Zip' ? 'zip' : provider === 'Bank Account' ? 'bank' : 'card';
    return {
      method,
      settled: method === 'bank' || (payment?.method === method && payment.status === 'paid'),
    };
  },
  summary: ({ fees = {} }) => [
    { label: msg`How you pay`, value: fees.method ? i18n._(METHOD_LABELS[fees.method]) : undefined },
    ...(fees.method === 'instalments'
      ? [
          { label: msg`How often`, value: fees.frequency },
          { label: msg`Instalments paid by`, value: fees.instalmentMethod },
        ]
      : []),
  ],
};
