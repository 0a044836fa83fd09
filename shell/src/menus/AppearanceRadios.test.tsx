// The appearance choice of the burger drawer (jsdom): a named group of three radio buttons, the current choice
// checked, a choice stored on this device and put in force at once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import { AppearanceRadios } from './AppearanceRadios';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
  window.matchMedia = jest.fn(
    () => ({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as never,
  );
});

const renderRadios = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="soe">
        <AppearanceRadios />
      </PortalUiProvider>
    </I18nProvider>,
  );

it('offers Light, Dark and Device as a named choice, Device checked when nothing is stored', () => {
  renderRadios();
  const group = screen.getByRole('group', { name: 'Appearance' });
  expect(group).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
    'light',
    'dark',
    'system',
  ]);
  expect(screen.getByRole('radio', { name: 'Device' })).toBeChecked();
});

it('stores a choice and puts it in force at once; the arrow keys move it', async () => {
  const user = userEvent.setup();
  renderRadios();
  await user.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(window.localStorage.getItem('portal.colorScheme')).toBe('dark');
  expect(document.documentElement).toHaveClass('dark');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(document.documentElement).not.toHaveClass('dark');
});
