// An overlay rendered ahead (RENDERED_AHEAD): its content is built before it first opens and kept when it closes,
// hidden from everyone until it opens; opening and closing behave as an overlay built when opened.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '../theme';
import { Drawer, Menu, Portal, preloadOverlayParts } from '../chakra';
import { RENDERED_AHEAD } from './index';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PortalUiProvider provider="soe">{children}</PortalUiProvider>
);

beforeAll(() => preloadOverlayParts());

function AheadMenu() {
  return (
    <Menu.Root {...RENDERED_AHEAD}>
      <Menu.Trigger>Your menu</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="payments">Payments</Menu.Item>
            <Menu.Item value="grades">Grades</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function AheadDrawer() {
  return (
    <Drawer.Root {...RENDERED_AHEAD}>
      <Drawer.Trigger>Open menu</Drawer.Trigger>
      <Portal>
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Title>Menu</Drawer.Title>
            <a href="/payments">Payments</a>
            <Drawer.CloseTrigger>Close menu</Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

it('builds a menu before it opens, hidden; it opens with the focus in it, and Escape closes it', async () => {
  const user = userEvent.setup();
  render(<AheadMenu />, { wrapper });
  const trigger = screen.getByRole('button', { name: 'Your menu' });
  // Built in React's background lane, shown to nobody: out of the page's accessibility tree.
  await waitFor(() => expect(screen.getByRole('menu', { hidden: true })).toBeInTheDocument());
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.getByRole('menuitem', { name: 'Payments', hidden: true })).not.toBeVisible();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await user.click(trigger);
  expect(await screen.findByRole('menuitem', { name: 'Payments' })).toBeVisible();
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(trigger).toHaveFocus());
  // Kept, hidden, for the next opening.
  expect(screen.getByRole('menu', { hidden: true })).not.toBeVisible();

  // The keyboard opens it again on its first item.
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Payments' })).toBeVisible());
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
});

it('builds a drawer before it opens, hidden; it opens as a modal dialog with the focus in it', async () => {
  const user = userEvent.setup();
  render(<AheadDrawer />, { wrapper });
  const trigger = screen.getByRole('button', { name: 'Open menu' });
  await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('link', { name: 'Payments', hidden: true })).not.toBeVisible();

  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  expect(dialog).toBeVisible();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(trigger).toHaveFocus());
  expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
});
