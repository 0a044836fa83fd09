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
