import { screen } from '@testing-library/react';
import { getProvider } from '@portal/config';
import { renderPage } from '@portal/testing';
import PoliciesPage from './PoliciesPage';

it.each(['nzma', 'nz-institute-of-sport'] as const)(
  '%s: the policies text and the student handbook link',
  (slug) => {
    renderPage(<PoliciesPage />, { provider: slug });
    expect(screen.getByRole('heading', { level: 1, name: 'Policies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Withdrawals and refunds' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Read the student handbook (opens in a new tab)' }),
    ).toHaveAttribute('href', getProvider(slug).links.studentHandbook);
  },
);

it('other providers show no policies text; ichm points to its own address', () => {
  const { unmount } = renderPage(<PoliciesPage />, { provider: 'ichm' });
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'policies and procedures (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.ichm.edu.au/policies-and-procedures',
  );
  unmount();
  renderPage(<PoliciesPage />, { provider: 'yoobee' });
  expect(screen.getByText('Yoobee Colleges does not show its policies in the portal.')).toBeInTheDocument();
});
