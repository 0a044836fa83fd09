import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, loadCatalog } from '@portal/i18n';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '../theme';
import { NOTIFICATION_AUTO_HIDE_MS, NotificationBar, type NotificationVariant } from './index';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <PortalUiProvider provider="up-online">{children}</PortalUiProvider>
  </I18nProvider>
);

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it('waits 6000 ms before hiding', () => {
  expect(NOTIFICATION_AUTO_HIDE_MS).toBe(6000);
});

describe.each<NotificationVariant>(['info', 'success', 'warning'])('a %s bar', (variant) => {
  it('is a polite status that hides itself after 6000 ms and says so', () => {
    const onClose = jest.fn();
    render(<NotificationBar variant={variant} message="Saved your details." onClose={onClose} />, {
      wrapper,
    });
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent('Saved your details.');
    expect(bar).toHaveAttribute('aria-live', 'polite');

    act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by its button before the timer', async () => {
    const onClose = jest.fn();
    render(<NotificationBar variant={variant} message="Heads up" onClose={onClose} />, { wrapper });
    await user().click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('an error bar', () => {
  it('is an alert with a title that stays open until closed', async () => {
    const onClose = jest.fn();
    render(
      <NotificationBar variant="error" title="Payment" message="The card was declined." onClose={onClose} />,
      { wrapper },
    );
    act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS * 10));
    const bar = screen.getByRole('alert');
    expect(bar).toHaveTextContent('Payment');
    expect(bar).toHaveTextContent('The card was declined.');
    expect(onClose).not.toHaveBeenCalled();

    await user().click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('a busy bar', () => {
  it('has a spinner, no close button, and stays open', () => {
    const { container } = render(<NotificationBar variant="busy" message="Submitting..." />, { wrapper });
    act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS * 10));
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent('Submitting...');
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.chakra-spinner')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

it('keeps its timer when the caller re-renders with a new onClose', () => {
  const first = jest.fn();
  const second = jest.fn();
  const { rerender } = render(<NotificationBar variant="info" message="Hi" onClose={first} />, { wrapper });
  act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS / 2));
  rerender(<NotificationBar variant="info" message="Hi" onClose={second} />);
  act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS / 2));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
});
