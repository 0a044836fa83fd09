import type { Invoice, Payment } from '@portal/api';
import { invoiceTransactions, paymentsById, signedAmount } from './transactions';

const payment = (paymentID: string, paymentType: string, amount: number, date: string): Payment => ({
  paymentID,
  paymentType,
  amount,
  date,
  account: { code: '200' },
});

describe('signedAmount', () => {
  it('counts ACCRECPAYMENT and ACCPAYPAYMENT positive and every other type negative', () => {
    expect(signedAmount({ paymentType: 'ACCRECPAYMENT', amount: 100 })).toBe(100);
    expect(signedAmount({ paymentType: 'ACCPAYPAYMENT', amount: 25.5 })).toBe(25.5);
    expect(signedAmount({ paymentType: 'ARCREDITPAYMENT', amount: 40 })).toBe(-40);
    expect(signedAmount({ paymentType: 'AROVERPAYMENTPAYMENT', amount: 10 })).toBe(-10);
    expect(signedAmount({ paymentType: 'SOMETHINGNEW', amount: -3 })).toBe(-3);
    expect(signedAmount({ paymentType: 'ACCRECPAYMENT', amount: -3 })).toBe(3);
  });
});

describe('invoiceTransactions', () => {
  it('looks the referenced payments up by paymentID, oldest first, skipping unknown ones', () => {
    const payments = [
      payment('P1', 'ACCRECPAYMENT', 50, '2025-03-02T00:00:00Z'),
      payment('P2', 'ARCREDITPAYMENT', 5, '2025-03-01T00:00:00Z'),
      payment('P3', 'ACCRECPAYMENT', 70, '2025-03-03T00:00:00Z'),
    ];
    const invoice: Invoice = {
      invoiceNumber: 'INV-1',
      amountDue: 0,
      amountPaid: 45,
      payments: [{ paymentID: 'P1' }, { paymentID: 'P2' }, { paymentID: 'GONE' }],
    };
    expect(invoiceTransactions(invoice, paymentsById(payments))).toEqual([
      {
        paymentID: 'P2',
        paymentType: 'ARCREDITPAYMENT',
        amount: -5,
        accountCode: '200',
        date: '2025-03-01T00:00:00Z',
      },
      {
        paymentID: 'P1',
        paymentType: 'ACCRECPAYMENT',
        amount: 50,
        accountCode: '200',
        date: '2025-03-02T00:00:00Z',
      },
    ]);
  });
});
