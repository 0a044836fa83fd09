/** What is paid for an application is kept on it as `payment` (the fees step reads it back to confirm an
 * outcome; the client cannot write it): the checkout opened ('open'), its outcome on the checkout page
 * ('paid', 'cancelled', 'declined'; a Zip checkout is 'approved' until it is charged), the Zip charge ('paid',
 * once per checkout: charging again answers the same charge) and an instalment plan ('set up'). */
import type { Store, StoredRecord } from '../types';
import { ApiError } from './define';
import { updateRecord } from './records';

/** What an application's `payment` says. */
export type ApplicationPayment = {
  method: 'card' | 'zip' | 'instalments';
  status: 'open' | 'paid' | 'cancelled' | 'declined' | 'approved' | 'set up';
  checkoutId?: string;
  chargeId?: string;
  amount?: number;
  currency?: string;
  /** An instalment plan's: what it is debited from ('Credit Card', 'Bank Account'). */
  instalmentMethod?: string;
  frequency?: string;
  reference?: string;
  recordId?: string;
  updatedAt: string;
};

/** An application's payment. One stored before the fields were renamed says `way` for the method and `method`
 * for an instalment plan's; it is read in today's names. */
export function paymentOf(application: StoredRecord): ApplicationPayment | undefined {
  const stored = application.payment;
  if (!stored || typeof stored !== 'object') return undefined;
  if (!('way' in stored)) return stored as ApplicationPayment;
  const { way, method: instalmentMethod, ...rest } = stored as Record<string, unknown>;
  return {
    ...rest,
    method: way,
    ...(instalmentMethod === undefined ? {} : { instalmentMethod }),
  } as ApplicationPayment;
}

/** Keeps what happened to the payment on the application (its `payment`). */
export function recordPayment(
  store: Store,
  application: StoredRecord,
  fields: Omit<ApplicationPayment, 'updatedAt'>,
): StoredRecord {
  return updateRecord(store, 'applications', application, {
    payment: { ...fields, updatedAt: new Date().toISOString() },
  });
}

/** 409 when the application's fees are already settled: nothing is charged twice. */
export function refuseSettled(application: StoredRecord): void {
  const status = paymentOf(application)?.status;
  if (status === 'paid' || status === 'set up')
    throw new ApiError(409, 'The fees of this application are already paid or planned');
}
