import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, loadCatalog } from '@portal/i18n';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '../theme';
import { ContactFooter, PagedList, telHref } from './index';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <PortalUiProvider provider="nzma">{children}</PortalUiProvider>
  </I18nProvider>
);

const files = Array.from({ length: 19 }, (_, i) => `File ${i + 1}`);

describe('PagedList', () => {
  const renderList = (items = files, pageSize = 8) =>
    render(
      <PagedList<string, HTMLHeadingElement>
        items={items}
        pageSize={pageSize}
        summary={(shown, total) => `Showing ${shown} of ${total} files`}
        renderItem={(name, _i, focusRef) => (
          <h3 ref={focusRef} tabIndex={-1}>
            {name}
          </h3>
        )}
      />,
      { wrapper },
    );

  it('shows a page, then one more page per "Load more", focusing the first new item', async () => {
    renderList();
    expect(screen.getAllByRole('heading')).toHaveLength(8);
    expect(screen.getByText('Showing 8 of 19 files')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getAllByRole('heading')).toHaveLength(16);
    expect(screen.getByRole('heading', { name: 'File 9' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(files);
    expect(screen.getByRole('heading', { name: 'File 17' })).toHaveFocus();
    expect(screen.getByText('Showing 19 of 19 files')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('has no count and no button when everything fits on one page', () => {
    renderList(files.slice(0, 8));
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ContactFooter', () => {
  it('links the phone number (dialable) and the email address under its heading', () => {
    render(
      <ContactFooter
        heading="Questions about your files?"
        contact={{ phone: '0800 696 962', email: 'help@nzma.ac.nz' }}
      />,
      { wrapper },
    );
    const footer = screen.getByRole('contentinfo', { name: 'Questions about your files?' });
    expect(within(footer).getByRole('link', { name: '0800 696 962' })).toHaveAttribute(
      'href',
      'tel:0800696962',
    );
    expect(within(footer).getByRole('link', { name: 'help@nzma.ac.nz' })).toHaveAttribute(
      'href',
      'mailto:help@nzma.ac.nz',
    );
    expect(telHref('+61 (03) 9000 1234')).toBe('tel:+610390001234');
  });
});
