import type { ApiRecord } from '@portal/api';
import type { InstalmentPlan } from './schedule';

/** The application's pricing (v2/secure/application/{id}/pricing), as far as the step reads it. */
export interface Pricing {
  currency: string;
  fees: { name: string; amount: number }[];
  totalAmount: number;
  deposit: number;
  instalmentPlans: InstalmentPlan[];
  bankTransfer?: {
    accountName: string;
    bankName: string;
    bsb?: string;
    accountNumber: string;
    reference: string;
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The pricing answer, checked; undefined when it lacks what the step needs. */
export function pricingOf(answer: ApiRecord | undefined): Pricing | undefined {
  const a = answer as Partial<Pricing> | undefined;
  if (!a || typeof a.currency !== 'string' || !isNumber(a.totalAmount) || !Array.isArray(a.fees))
    return undefined;
  return {
    currency: a.currency,
    fees: a.fees.filter((f) => typeof f?.name === 'string' && isNumber(f.amount)),
    totalAmount: a.totalAmount,
    deposit: isNumber(a.deposit) ? a.deposit : 0,
    instalmentPlans: Array.isArray(a.instalmentPlans)
      ? a.instalmentPlans.filter(
          (p) => typeof p?.frequency === 'string' && isNumber(p.count) && isNumber(p.amount),
        )
      : [],
    ...(a.bankTransfer && typeof a.bankTransfer.reference === 'string'
      ? { bankTransfer: a.bankTransfer }
      : {}),
  };
}
