import type { Invoice } from '@portal/api';
import { DEFAULT_CURRENCY } from '@portal/i18n';
import { canPay } from './paying/payInvoice';

export interface DueTotal {
  currency: string;
  total: number;
}

export interface DueSummary {
  /** What is due across all invoices, one total per currency (one in practice). */
  totals: DueTotal[];
  /** The invoice to pay first: the earliest due date, invoices without one last, else in the list's order. */
  next: Invoice | undefined;
}

const MS_JSON_DATE = /^\/Date\((-?\d+)/;

/** An invoice's due date as a time to sort by (Xero's '/Date(ms)/' or ISO); none sorts last. */
export function dueTime(invoice: Invoice): number {
  const text = invoice.dueDate?.trim();
  if (!text) return Number.POSITIVE_INFINITY;
  const ms = MS_JSON_DATE.exec(text);
  const time = ms ? Number(ms[1]) : Date.parse(text);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** What the student owes: the due invoices' totals and the one to pay next. */
export function dueSummary(invoices: readonly Invoice[]): DueSummary {
  const due = invoices.filter(canPay);
  const totals = new Map<string, number>();
  for (const invoice of due) {
    const currency = invoice.currencyCode || DEFAULT_CURRENCY;
    totals.set(currency, (totals.get(currency) ?? 0) + invoice.amountDue);
  }
  const next = due
    .map((invoice, index) => ({ invoice, index }))
    .sort((a, b) => dueTime(a.invoice) - dueTime(b.invoice) || a.index - b.index)[0]?.invoice;
  return { totals: [...totals].map(([currency, total]) => ({ currency, total })), next };
}
