// The frame's offline state (jsdom): the browser's online state and its online/offline events.
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import { OfflineNotice } from './OfflineNotice';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => setOnline(true));

it('says the device is offline and what still works, politely, and goes once the connection is back', () => {
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="yoobee">
        <OfflineNotice />
      </PortalUiProvider>
    </I18nProvider>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  setOnline(false);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('You are offline');
  expect(status).toHaveTextContent('what you had typed in a form is kept on this device');
  expect(status).toHaveAttribute('aria-live', 'polite');
  setOnline(true);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
