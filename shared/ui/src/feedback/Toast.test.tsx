import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, loadCatalog } from '@portal/i18n';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '../theme';
import { Toast } from './index';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <PortalUiProvider provider="soe">{children}</PortalUiProvider>
  </I18nProvider>
);

it('shows nothing without a toast', () => {
  const { container } = render(<Toast toast={null} onClose={() => undefined} />, { wrapper });
  expect(container).toBeEmptyDOMElement();
});

it.each(['success', 'error'] as const)('shows a %s result for 6 seconds, then hides', (variant) => {
  const onClose = jest.fn();
  render(<Toast toast={{ id: 1, variant, message: 'Result' }} onClose={onClose} />, { wrapper });
  const role = variant === 'error' ? 'alert' : 'status';
  expect(screen.getByRole(role)).toHaveTextContent('Result');
  act(() => jest.advanceTimersByTime(5999));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole(role)).not.toBeInTheDocument();
});

it('starts again, for its full time, with a new toast of the same text', () => {
  const onClose = jest.fn();
  const { rerender } = render(
    <Toast toast={{ id: 1, variant: 'error', message: 'Failed' }} onClose={onClose} />,
    { wrapper },
  );
  act(() => jest.advanceTimersByTime(4000));
  rerender(<Toast toast={{ id: 2, variant: 'error', message: 'Failed' }} onClose={onClose} />);
  act(() => jest.advanceTimersByTime(4000));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
