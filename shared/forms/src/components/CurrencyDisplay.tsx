import { Text, type TextProps } from '@portal/ui';
import { formatMoney } from '../logic';

export interface CurrencyDisplayProps extends Omit<TextProps, 'children'> {
  amount: number;
  /** ISO 4217 code; AUD by default. */
  currency?: string;
  /** The sign: shown except for zero by default; 'auto' for an amount due (no plus). */
  signDisplay?: Intl.NumberFormatOptions['signDisplay'];
}

/** An amount of money in the currency's own fraction digits and narrow symbol. */
export function CurrencyDisplay({ amount, currency, signDisplay, ...rest }: CurrencyDisplayProps) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" {...rest}>
      {formatMoney(amount, currency, signDisplay)}
    </Text>
  );
}
