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
