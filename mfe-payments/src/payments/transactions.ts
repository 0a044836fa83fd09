import { POSITIVE_PAYMENT_TYPES } from '@portal/config';
import type { Invoice, Payment } from '@portal/api';

/** ACCRECPAYMENT and ACCPAYPAYMENT count as positive, every other type as negative. */
export function signedAmount(payment: Pick<Payment, 'paymentType' | 'amount'>): number {
  const size = Math.abs(payment.amount);
  return (POSITIVE_PAYMENT_TYPES as readonly string[]).includes(payment.paymentType) ? size : -size;
}

export interface Transaction {
  paymentID: string;
  date: string;
  paymentType: string;
  accountCode: string;
  /** The amount with the sign rule applied. */
  amount: number;
}

/** The payments an invoice refers to (by paymentID), oldest first; unknown references are left out. */
export function invoiceTransactions(
  invoice: Invoice,
  paymentsById: ReadonlyMap<string, Payment>,
): Transaction[] {
  const rows = invoice.payments.flatMap((ref) => {
    const payment = paymentsById.get(ref.paymentID);
    if (!payment) return [];
    return [
      {
        paymentID: payment.paymentID,
        date: payment.date,
        paymentType: payment.paymentType,
        accountCode: payment.account?.code ?? '',
        amount: signedAmount(payment),
      },
    ];
  });
  const time = (row: Transaction) => {
    const t = Date.parse(row.date);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => time(a.row) - time(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

export const paymentsById = (payments: readonly Payment[]): Map<string, Payment> =>
  new Map(payments.map((payment) => [payment.paymentID, payment]));
