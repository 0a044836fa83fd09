import { screen, within } from '@testing-library/react';
import { PROVIDER_SLUGS } from '@portal/config';
import { PROVIDERS } from '@portal/config/providers';
import { renderPage } from '@portal/testing';
import LibraryPage from './LibraryPage';

it('shows a section per registry section, each with its external links', () => {
  renderPage(<LibraryPage />, { provider: 'ichm' });
  const sections = screen.getAllByRole('region');
  expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Journals and databases',
    'E-books',
    'Industry resources',
    'Referencing',
  ]);
  const link = screen.getByRole('link', { name: 'Statista (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://www.statista.com');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it.each(PROVIDER_SLUGS.filter((slug) => !PROVIDERS[slug]!.library))('%s has no library: says so', (slug) => {
  renderPage(<LibraryPage />, { provider: slug });
  expect(screen.getByText(/does not have a library page in the portal/)).toBeInTheDocument();
  expect(screen.queryAllByRole('link')).toHaveLength(0);
});
