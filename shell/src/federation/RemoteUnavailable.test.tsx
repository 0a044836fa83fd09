import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import { RemoteUnavailable } from './RemoteUnavailable';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

it('names the unavailable part and retries on request', async () => {
  let finish: () => void = () => undefined;
  const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="yoobee">
        <RemoteUnavailable title="Payments" onRetry={onRetry} />
      </PortalUiProvider>
    </I18nProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Payments is unavailable');
  const retry = screen.getByRole('button', { name: 'Retry' });
  await userEvent.click(retry);
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(retry).toBeDisabled(); // busy while retrying
  finish();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
});
