import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@portal/i18n';
import { BusyMessage, PortalUiProvider } from '@portal/ui';
import { PageBusy } from './PageBusy';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

const renderBusy = (heading?: Parameters<typeof PageBusy>[0]['heading']) =>
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="yoobee">
        <PageBusy heading={heading}>
          <BusyMessage>Loading Support…</BusyMessage>
        </PageBusy>
      </PortalUiProvider>
    </I18nProvider>,
  );

it("shows the route's heading, one h1, with the busy state below it, announced", () => {
  renderBusy({ text: { id: 'support.h1', message: 'Support' }, width: '4xl' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support');
  expect(screen.getByRole('status')).toHaveTextContent('Loading Support…');
  expect(
    screen.getByRole('heading', { level: 1 }).compareDocumentPosition(screen.getByRole('status')) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

it('writes a hostile heading as text', () => {
  const message = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  const { container } = renderBusy({ text: { id: 'x.h1', message }, width: '3xl' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(message);
  expect(container.querySelectorAll('img, script')).toHaveLength(0);
});

it('shows the busy state alone for a route without a heading', () => {
  renderBusy();
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Loading Support…');
});
