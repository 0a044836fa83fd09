import { DEFAULT_CURRENCY, formatCurrency } from '@portal/i18n';

/** Paid and due are amounts, not movements: shown without the plus sign, in the invoice's currency (the
 * portal's default where the invoice names none). */
export const amount = (value: number, currency: string = DEFAULT_CURRENCY): string =>
  formatCurrency(value, currency, { signDisplay: 'auto' });
