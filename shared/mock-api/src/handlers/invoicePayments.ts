/** What a student owes on their invoices, in cents, and the card payments a paid student checkout becomes. */
import type { Store, StoredRecord, XeroPayment } from '../types';

export const cents = (amount: unknown): number => Math.round(Number(amount ?? 0) * 100);

/** What is due now, in cents, on a student checkout's invoice (or on all the student's invoices). */
export function dueOf(store: Store, target: { [field: string]: unknown }): number {
  const invoices = store.get('payments', String(target.studentUPId ?? ''))?.invoices ?? [];
  return typeof target.invoiceId === 'string'
    ? cents(invoices.find((i) => i.InvoiceID === target.invoiceId)?.AmountDue)
    : invoices.reduce((sum, i) => sum + cents(i.AmountDue), 0);
}

/** A paid student checkout becomes card payments in the student's record (what GET v1/secure/payment
 * answers): one per invoice it pays (the checkout's invoice, or the invoices with something due, oldest first),
 * each reducing its invoice's amount due. Called once per checkout (the page refuses a second Pay). */
export function recordStudentPayment(store: Store, checkout: StoredRecord, now = new Date()): string[] {
  const studentUPId = typeof checkout.studentUPId === 'string' ? checkout.studentUPId : undefined;
  const record = studentUPId ? store.get('payments', studentUPId) : undefined;
  if (!studentUPId || !record) return [];
  const invoices = record.invoices.map((invoice) => ({ ...invoice, Payments: [...invoice.Payments] }));
  const targets = (
    typeof checkout.invoiceId === 'string'
      ? invoices.filter((i) => i.InvoiceID === checkout.invoiceId)
      : [...invoices].sort((a, b) => a.Date.localeCompare(b.Date))
  ).filter((i) => cents(i.AmountDue) > 0);
  let left = cents(Number(checkout.amount ?? 0));
  const added: XeroPayment[] = [];
  for (const invoice of targets) {
    if (left <= 0) break;
    const paid = Math.min(left, cents(invoice.AmountDue));
    left -= paid;
    const payment: XeroPayment = {
      PaymentID: crypto.randomUUID(),
      PaymentType: 'ACCRECPAYMENT',
      Status: 'AUTHORISED',
      Amount: paid / 100,
      Date: now.toISOString(),
      Reference: `Card payment ${invoice.InvoiceNumber}`,
      CurrencyCode: invoice.CurrencyCode,
      Account: { Code: '090' },
      Invoice: { InvoiceNumber: invoice.InvoiceNumber },
    };
    added.push(payment);
    invoice.AmountDue = (cents(invoice.AmountDue) - paid) / 100;
    invoice.AmountPaid = (cents(invoice.AmountPaid) + paid) / 100;
    invoice.Payments.push({ PaymentID: payment.PaymentID });
    if (cents(invoice.AmountDue) === 0) invoice.Status = 'PAID';
  }
  if (!added.length) return [];
  store.put('payments', studentUPId, { ...record, invoices, payments: [...added, ...record.payments] });
  return added.map((p) => p.PaymentID);
}
