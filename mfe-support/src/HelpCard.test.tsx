// The home page's help card for each kind of provider, rendered as the shell would (renderPage): the provider's
// phone and hours, its email, and the link to the support page. It reads nothing from the API.
import { screen } from '@testing-library/react';
import { getProvider, type ProviderSlug } from '@portal/config';
import { renderPage } from '@portal/testing';
import contract from './contract';
import HelpCard from './HelpCard';
import { HelpContacts } from './support/HelpContacts';

const open = (provider: ProviderSlug) => renderPage(<HelpCard />, { provider, remotes: [contract] });

it.each<ProviderSlug>(['nzma', 'soe', 'colab'])(
  "%s: the provider's phone as a tel: link with the hours, its email, and the support page",
  (slug) => {
    const { phone, email } = getProvider(slug).contact;
    const { api } = open(slug);
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.getByText('9am to 5pm Monday to Friday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByRole('link', { name: 'Go to Support' })).toHaveAttribute(
      'href',
      '/case/support/general',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(api.requests).toHaveLength(0);
  },
);

it.each<ProviderSlug>(['iahealth', 'yoobee', 'up-online'])(
  '%s has no support page: its phone, hours and email, and no link to one',
  (slug) => {
    const { phone, email } = getProvider(slug).contact;
    open(slug);
    expect(screen.getByRole('link', { name: phone })).toBeInTheDocument();
    expect(screen.getByText('9am to 5pm Monday to Friday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Support' })).toBeNull();
  },
);

it('a provider without a phone shows its email only, and one without an email its phone and hours only', () => {
  const { unmount } = renderPage(<HelpContacts contact={{ phone: '', email: 'help@example.edu' }} />);
  expect(screen.getByRole('link', { name: 'help@example.edu' })).toHaveAttribute(
    'href',
    'mailto:help@example.edu',
  );
  expect(screen.queryByText(/Call us/)).toBeNull();
  expect(screen.queryByText('9am to 5pm Monday to Friday')).toBeNull();
  unmount();
  renderPage(<HelpContacts contact={{ phone: '+64 9 123 4567', email: ' ' }} />);
  expect(screen.getByRole('link', { name: '+64 9 123 4567' })).toHaveAttribute('href', 'tel:+6491234567');
  expect(screen.getByText('9am to 5pm Monday to Friday')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
});
