import { render, screen } from '@testing-library/react';
import { formatMoney } from '../logic';
import { CurrencyDisplay } from './CurrencyDisplay';
import '../fields/testing/setup';
import { TestProviders } from '../fields/testing/renderInForm';

it('shows an amount in AUD by default, as formatMoney formats it', () => {
  render(<CurrencyDisplay amount={1234.5} />, { wrapper: TestProviders });
  expect(screen.getByText(formatMoney(1234.5, 'AUD'))).toBeInTheDocument();
  expect(formatMoney(1234.5, 'AUD')).toContain('1,234.50');
});

it('shows another currency with its own symbol', () => {
  render(<CurrencyDisplay amount={-89.9} currency="NZD" />, { wrapper: TestProviders });
  expect(screen.getByText(formatMoney(-89.9, 'NZD'))).toHaveTextContent(/^-.*89\.90$/);
});

it('shows an amount due without the plus sign when told (signDisplay auto), in the currency’s digits', () => {
  render(<CurrencyDisplay amount={1200} currency="JPY" signDisplay="auto" />, { wrapper: TestProviders });
  expect(screen.getByText('¥1,200')).toBeInTheDocument();
  expect(formatMoney(1200, 'AUD')).toBe('+$1,200.00');
  expect(formatMoney(1200, 'AUD', 'auto')).toBe('$1,200.00');
});
