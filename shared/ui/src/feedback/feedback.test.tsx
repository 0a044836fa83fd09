import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, loadCatalog } from '@portal/i18n';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '../theme';
import { BusyMessage, ErrorBar, LoadMoreButton, StatusTag } from './index';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <PortalUiProvider provider="yoobee">{children}</PortalUiProvider>
  </I18nProvider>
);

describe('ErrorBar', () => {
  it('is an alert with the message', () => {
    render(<ErrorBar message="Internal Server Error: Up API GET v1/secure/payment?studentupid=1" />, {
      wrapper,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Internal Server Error: Up API GET v1/secure/payment?studentupid=1',
    );
  });

  it('shows a title and falls back to a general text', () => {
    render(<ErrorBar title="Courses" />, { wrapper });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Courses');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
  });
});

describe('BusyMessage', () => {
  it('is a polite status with a spinner hidden from screen readers', () => {
    render(<BusyMessage>Loading your payments...</BusyMessage>, { wrapper });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading your payments...');
  });

  it('says "Loading..." by default', () => {
    render(<BusyMessage />, { wrapper });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('LoadMoreButton', () => {
  it('is a button labelled "Load more" by default that calls onClick', async () => {
    const onClick = jest.fn();
    render(<LoadMoreButton onClick={onClick} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes its own label and a ref', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <LoadMoreButton onClick={() => undefined} ref={ref}>
        Show more invoices
      </LoadMoreButton>,
      { wrapper },
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Show more invoices' }));
  });
});

describe('StatusTag', () => {
  it('shows the status in words, with an icon hidden from screen readers and a tone', () => {
    render(<StatusTag tone="fail">Fail Level 1</StatusTag>, { wrapper });
    const tag = screen.getByText('Fail Level 1');
    expect(tag).toHaveAttribute('data-tone', 'fail');
    expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
