import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Dialog, Menu, preloadOverlayParts } from './index';
import { PortalUiProvider } from './theme';

it('@portal/ui does not load the dialog, drawer and menu with itself: they come when asked for', async () => {
  await jest.isolateModulesAsync(async () => {
    let loaded = 0;
    jest.doMock('./parts/dialog', () => {
      loaded += 1;
      return jest.requireActual('./parts/dialog');
    });
    try {
      const ui = await import('./index');
      expect(typeof ui.Dialog.Root).toBe('function');
      expect(loaded).toBe(0);
      await expect(ui.preloadOverlayParts()).resolves.toHaveProperty('Menu');
      expect(loaded).toBe(1);
    } finally {
      jest.dontMock('./parts/dialog');
    }
  });
});

it('a dialog from @portal/ui renders the real one once its chunk has loaded (a cold first render waits in Suspense)', async () => {
  // Awaited act: React flushes the retry that the chunk's load pings.
  await act(async () => {
    render(
      <PortalUiProvider provider="nzma">
        <Suspense fallback={<p>Loading…</p>}>
          <Dialog.Root open>
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Title>Still there?</Dialog.Title>
              </Dialog.Content>
            </Dialog.Positioner>
          </Dialog.Root>
        </Suspense>
      </PortalUiProvider>,
    );
  });
  expect(screen.getByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

it('a namespace answers its parts (PascalCase) and nothing else: not a thenable, not a React element', () => {
  expect(typeof Menu.Item).toBe('function');
  expect((Menu as unknown as Record<string, unknown>).then).toBeUndefined();
  expect((Menu as unknown as Record<string, unknown>).$$typeof).toBeUndefined();
});

it('loads the chunk once; a menu then renders without suspending', async () => {
  expect(preloadOverlayParts()).toBe(preloadOverlayParts());
  await expect(preloadOverlayParts()).resolves.toHaveProperty('Drawer');
  render(
    <PortalUiProvider provider="soe">
      <Menu.Root open>
        <Menu.Content>
          <Menu.Item value="payments">Payments</Menu.Item>
        </Menu.Content>
      </Menu.Root>
    </PortalUiProvider>,
  );
  expect(screen.getByRole('menuitem', { name: 'Payments' })).toBeInTheDocument();
});
