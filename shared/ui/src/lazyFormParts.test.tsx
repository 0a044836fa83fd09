import { Suspense, createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Checkbox, Field, Input, InputGroup } from './lazyFormParts';
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
  // Awaited act: React flushes the retry that the chunk's load pings.
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

it('a load that fails once is asked for again at once; failing twice, the next call asks afresh', async () => {
  await jest.isolateModulesAsync(async () => {
    let failures = 1;
    let asked = 0;
    jest.doMock('./formParts', () => {
      asked += 1;
      if (failures-- > 0) throw new Error('Loading chunk ui-form-parts failed');
      return jest.requireActual('./formParts');
    });
    try {
      const lazy = await import('./lazyFormParts');
      // One lost request: the parts load all the same.
      await expect(lazy.preloadFormParts()).resolves.toHaveProperty('Combobox');
      expect(asked).toBe(2);
    } finally {
      jest.dontMock('./formParts');
    }
  });
  await jest.isolateModulesAsync(async () => {
    let failures = 2;
    jest.doMock('./formParts', () => {
      if (failures-- > 0) throw new Error('Loading chunk ui-form-parts failed');
      return jest.requireActual('./formParts');
    });
    try {
      const lazy = await import('./lazyFormParts');
      await expect(lazy.preloadFormParts()).rejects.toThrow('Loading chunk ui-form-parts failed');
      // Not kept: a network that is back serves the next call (a Retry, the next form).
      await expect(lazy.preloadFormParts()).resolves.toHaveProperty('Combobox');
    } finally {
      jest.dontMock('./formParts');
    }
  });
});

describe('the field parts, each a lazy wrapper for the real one', () => {
  beforeAll(() => preloadFormParts());

  it('are one labelled field: an input in an input group in a field, its ref the input element', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <PortalUiProvider provider="soe">
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <InputGroup endElement="@soe.edu.au">
            <Input ref={ref} />
          </InputGroup>
          <Field.HelperText>Your student email</Field.HelperText>
        </Field.Root>
      </PortalUiProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Your student email');
    expect(ref.current).toBe(input);
  });
});
