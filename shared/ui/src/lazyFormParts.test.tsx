import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Checkbox } from './lazyFormParts';
import { preloadFormParts } from './index';
import { PortalUiProvider } from './theme';

const agree = (
  <Checkbox.Root>
    <Checkbox.HiddenInput />
    <Checkbox.Control />
    <Checkbox.Label>I agree</Checkbox.Label>
  </Checkbox.Root>
);

it('renders the real Chakra part once its chunk has loaded (a cold first render waits in Suspense)', async () => {
  // Awaited act: React flushes the retry that the chunk's arrival pings.
  await act(async () => {
    render(
      <PortalUiProvider provider="up-online">
        <Suspense fallback={<p>Loading form…</p>}>{agree}</Suspense>
      </PortalUiProvider>,
    );
  });
  expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument();
  expect(screen.queryByText('Loading form…')).not.toBeInTheDocument();
});

it('loads the chunk once, and renders without suspending after that', async () => {
  expect(preloadFormParts()).toBe(preloadFormParts());
  await preloadFormParts();
  render(<PortalUiProvider provider="up-online">{agree}</PortalUiProvider>);
  expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument();
});

it('after a failed load the next call loads again: a chunk that failed once (a network blip) does not fail every form', async () => {
  await jest.isolateModulesAsync(async () => {
    let fail = true;
    jest.doMock('./formParts', () => {
      if (fail) throw new Error('Loading chunk ui-form-parts failed');
      return jest.requireActual('./formParts');
    });
    const lazy = await import('./lazyFormParts');
    await expect(lazy.preloadFormParts()).rejects.toThrow('Loading chunk ui-form-parts failed');
    fail = false;
    await expect(lazy.preloadFormParts()).resolves.toHaveProperty('Checkbox');
  });
});
