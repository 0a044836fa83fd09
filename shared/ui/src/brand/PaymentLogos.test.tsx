import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@portal/i18n';
import { PortalUiProvider } from '../theme';
import {
  AmexLogo,
  BankIcon,
  CalendarIcon,
  CardBrandLogos,
  MastercardLogo,
  VisaLogo,
  ZipLogo,
} from './PaymentLogos';

activateLocale();

it.each([
  ['Visa', VisaLogo],
  ['Mastercard', MastercardLogo],
  ['American Express', AmexLogo],
  ['Zip', ZipLogo],
  ['Bank transfer', BankIcon],
  ['Instalments', CalendarIcon],
])('%s: an image with its name, drawn inline', (name, Logo) => {
  const { container } = render(<Logo label={name} height={20} />);
  const image = screen.getByRole('img', { name });
  expect(image.tagName.toLowerCase()).toBe('svg');
  expect(image).toHaveAttribute('height', '20');
  expect(image).not.toHaveAttribute('aria-hidden');
  expect(within(image).getByText(name, { selector: 'title' })).toBeInTheDocument();
  // Nothing fetched, no style attribute (the strict CSP).
  expect(container.querySelector('image, use, [href], [style]')).toBeNull();
});

it('is hidden from screen readers without a name (beside a visible text)', () => {
  const { container } = render(<ZipLogo />);
  expect(screen.queryByRole('img')).toBeNull();
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('focusable', 'false');
  expect(svg?.querySelector('title')).toBeNull();
});

it('lists the card brands accepted, each named', () => {
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="ichm">
        <CardBrandLogos />
      </PortalUiProvider>
    </I18nProvider>,
  );
  const list = screen.getByRole('list', { name: 'Cards accepted' });
  expect(
    within(list)
      .getAllByRole('img')
      .map((img) => img.getAttribute('aria-label')),
  ).toEqual(['Visa', 'Mastercard', 'American Express']);
});
