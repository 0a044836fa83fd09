/** A student's seeded invoices and how each was settled (Xero's shapes). */
import type { PaymentType } from '@portal/api-contract';
import type { Enrolment, PaymentRecord, XeroInvoice, XeroPayment } from '../types';
import type { CourseSpec } from './data';
import { Random, hashString } from './random';
import type { StudentContext } from './context';

/** The account a payment goes to: the receivables account 090, but for these types. */
const ACCOUNT_CODES: Partial<Record<PaymentType, string>> = { ACCPAYPAYMENT: '091', ACCRECCREDIT: '200' };

/** How an invoice is settled: [type, share of the total] (the last part takes the remainder). */
const SETTLEMENTS: readonly (readonly (readonly [PaymentType, number])[])[] = [
  [
    ['ACCRECPAYMENT', 0.5],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ACCRECCREDIT', 0.1],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ARPREPAYMENTPAYMENT', 0.25],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ACCRECPAYMENT', 0.4],
    ['ARCREDITPAYMENT', 0.2],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ACCPAYPAYMENT', 0.3],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['AROVERPAYMENTPAYMENT', 0.05],
    ['ACCRECPAYMENT', 0.45],
    ['ACCRECPAYMENT', 1],
  ],
];

const money = (cents: number): number => Math.round(cents) / 100;

export function buildPayments(
  ctx: StudentContext,
  enrolments: Enrolment[],
  courses: CourseSpec[],
  currentStartDay: number,
): PaymentRecord | null {
  const { account, provider, clock } = ctx;
  const count = account.plan.invoices;
  if (count === 0) return null;
  const rng = new Random(`payments:${account.studentUPId}`);
  const currency = provider.currency;
  const firstDay = account.plan.enrolments > 1 ? -700 : Math.max(-700, currentStartDay - 20);
  const lastDay = -5;
  const feeCents = courses.reduce((sum, c) => sum + c.fee * 100, 0);
  const resourceInvoices = new Set<number>();
  for (let i = 0; i < count; i += 1) if (i > 0 && rng.chance(0.2)) resourceInvoices.add(i);
  const tuitionCount = count - resourceInvoices.size;
  const instalmentCents = Math.round(feeCents / tuitionCount / 100) * 100;
  const invoiceBase = 10000 + (hashString(account.studentUPId) % 80000);
  const patternOffset = rng.int(0, SETTLEMENTS.length - 1);
  const code = enrolments[0]?.courseCode ?? 'FEES';

  const invoices: XeroInvoice[] = [];
  const payments: XeroPayment[] = [];
  let tuitionNo = 0;
  for (let i = 0; i < count; i += 1) {
    const day = count === 1 ? lastDay : Math.round(firstDay + (i * (lastDay - firstDay)) / (count - 1));
    const isResource = resourceInvoices.has(i);
    if (!isResource) tuitionNo += 1;
    const totalCents = isResource
      ? rng.int(15, 60) * 1000 + rng.pick([0, 500])
      : instalmentCents + rng.int(-3, 3) * 2500;
    const invoiceNumber = `INV-${invoiceBase + i}`;
    const reference = isResource
      ? `${code} Resource and materials fee`
      : `${code} Tuition fee instalment ${tuitionNo} of ${tuitionCount}`;
    const newest = i === count - 1;
    const settlement = SETTLEMENTS[(i + patternOffset) % SETTLEMENTS.length] ?? SETTLEMENTS[0]!;
    const parts = newest ? settlement.slice(0, Math.max(1, settlement.length - 1)) : settlement;

    let remaining = totalCents;
    let paid = 0;
    let credited = 0;
    let payDay = day + rng.int(1, 10);
    const refs: { PaymentID: string }[] = [];
    parts.forEach(([type, share], p) => {
      const lastPart = !newest && p === parts.length - 1;
      const cents = lastPart ? remaining : Math.min(remaining, Math.round((totalCents * share) / 100) * 100);
      if (cents <= 0) return;
      remaining -= cents;
      if (type === 'ACCRECCREDIT') credited += cents;
      else paid += cents;
      const id = rng.uuid();
      refs.push({ PaymentID: id });
      payments.push({
        PaymentID: id,
        PaymentType: type,
        Status: 'AUTHORISED',
        Amount: money(cents),
        Date: clock.time(Math.min(payDay, -1), rng.int(9, 16) + rng.int(0, 3) * 0.25),
        Reference:
          type === 'ACCRECCREDIT'
            ? `Credit note ${invoiceNumber}`
            : `${account.familyName.toUpperCase()} ${invoiceNumber}`,
        CurrencyCode: currency,
        Account: { Code: ACCOUNT_CODES[type] ?? '090' },
        Invoice: { InvoiceNumber: invoiceNumber },
      });
      payDay += rng.int(7, 30);
    });

    invoices.push({
      InvoiceID: rng.uuid(),
      InvoiceNumber: invoiceNumber,
      Reference: reference,
      Type: 'ACCREC',
      Status: remaining === 0 ? 'PAID' : 'AUTHORISED',
      CurrencyCode: currency,
      Date: clock.date(day),
      DueDate: clock.date(day + 20),
      Total: money(totalCents),
      AmountPaid: money(paid),
      AmountCredited: money(credited),
      AmountDue: money(remaining),
      Payments: refs,
    });
  }

  const byDateDesc = <T extends { Date: string }>(a: T, b: T) => b.Date.localeCompare(a.Date);
  return { invoices: invoices.sort(byDateDesc), payments: payments.sort(byDateDesc) };
}
