import type { Invoice } from '@portal/api';
import { dueSummary, dueTime } from './dueSummary';

const invoice = (invoiceNumber: string, amountDue: number, more: Partial<Invoice> = {}): Invoice => ({
  invoiceNumber,
  amountDue,
  amountPaid: 0,
  payments: [],
  ...more,
});

it('totals what is due per currency and picks the invoice due first, undated ones last', () => {
  const { totals, next } = dueSummary([
    invoice('A', 10),
    invoice('B', 0, { dueDate: '2026-01-01' }),
    invoice('C', 20, { dueDate: '/Date(1780000000000+0000)/', currencyCode: 'NZD' }),
    invoice('D', 30, { dueDate: '2026-03-01', currencyCode: 'NZD' }),
  ]);
  expect(totals).toEqual([
    { currency: 'AUD', total: 10 },
    { currency: 'NZD', total: 50 },
  ]);
  expect(next?.invoiceNumber).toBe('D');
  expect(dueTime(invoice('X', 1, { dueDate: 'soon' }))).toBe(Number.POSITIVE_INFINITY);
});

it('has nothing next when nothing is due', () => {
  expect(dueSummary([invoice('A', 0)])).toEqual({ totals: [], next: undefined });
  expect(dueSummary([])).toEqual({ totals: [], next: undefined });
});
