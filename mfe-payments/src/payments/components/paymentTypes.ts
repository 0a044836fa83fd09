import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Readable names of the Xero payment types; an unknown type is shown by its code alone. */
export const PAYMENT_TYPE_LABELS: Record<string, MessageDescriptor> = {
  ACCRECPAYMENT: msg`Payment received`,
  ACCPAYPAYMENT: msg`Payment`,
  ARCREDITPAYMENT: msg`Credit note refund`,
  AROVERPAYMENTPAYMENT: msg`Overpayment refund`,
  ARPREPAYMENTPAYMENT: msg`Prepayment refund`,
  APCREDITPAYMENT: msg`Credit note payment`,
  APOVERPAYMENTPAYMENT: msg`Overpayment`,
  APPREPAYMENTPAYMENT: msg`Prepayment`,
};
