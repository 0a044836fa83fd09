import { paymentOf } from './applicationPayment';
import type { StoredRecord } from '../types';

const application = (payment: unknown) => ({ id: 'A-1', payment }) as unknown as StoredRecord;

describe("an application's payment", () => {
  it('is read as it is stored', () => {
    const payment = { method: 'card', status: 'paid', checkoutId: 'C-1', updatedAt: '2026-11-27T00:00:00Z' };
    expect(paymentOf(application(payment))).toBe(payment);
    expect(paymentOf(application(undefined))).toBeUndefined();
  });

  it('stored before the rename (way, and method for the instalment plan), is read in the names of today', () => {
    expect(
      paymentOf(
        application({ way: 'instalments', status: 'set up', method: 'Bank Account', updatedAt: 'T' }),
      ),
    ).toEqual({ method: 'instalments', status: 'set up', instalmentMethod: 'Bank Account', updatedAt: 'T' });
    expect(
      paymentOf(application({ way: 'zip', status: 'approved', checkoutId: 'C-2', updatedAt: 'T' })),
    ).toEqual({ method: 'zip', status: 'approved', checkoutId: 'C-2', updatedAt: 'T' });
  });
});
