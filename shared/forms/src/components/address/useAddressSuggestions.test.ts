import { act, renderHook } from '@testing-library/react';
import { countryBounds } from '../../logic';
import type { AddressSuggestionSource } from './addressSuggestionSource';
import { ADDRESS_DEBOUNCE_MS, useAddressSuggestions } from './useAddressSuggestions';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function source(answer: (input: string) => Promise<{ placeId: string; description: string }[]>) {
  const asked: unknown[] = [];
  const suggestions: AddressSuggestionSource = {
    suggest: (query) => {
      asked.push(query);
      return answer(query.input);
    },
    place: () => Promise.reject(new Error('not used')),
  };
  return { asked, suggestions };
}

const found = (input: string) => Promise.resolve([{ placeId: `p-${input}`, description: `${input} Street` }]);

it('asks once typing has paused for 200 ms, with the last text, the country and its bounds', async () => {
  expect(ADDRESS_DEBOUNCE_MS).toBe(200);
  const { asked, suggestions } = source(found);
  const { result, rerender } = renderHook(({ query }) => useAddressSuggestions(suggestions, query, 'AU'), {
    initialProps: { query: '2' },
  });
  for (const query of ['20', '200', '200 G', '200 Ge']) {
    act(() => jest.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 1));
    rerender({ query });
  }
  expect(asked).toHaveLength(0);
  act(() => jest.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 1));
  expect(asked).toHaveLength(0);
  await act(async () => jest.advanceTimersByTime(1));
  expect(asked).toEqual([{ input: '200 Ge', country: 'AU', bounds: countryBounds('AU') }]);
  expect(result.current).toEqual({
    items: [{ placeId: 'p-200 Ge', description: '200 Ge Street' }],
    busy: false,
  });
});

it('is busy from the first key press until the answer, so the list never says "no match" for a search not made', async () => {
  const { suggestions } = source(found);
  const { result, rerender } = renderHook(({ query }) => useAddressSuggestions(suggestions, query, 'NZ'), {
    initialProps: { query: '' },
  });
  expect(result.current.busy).toBe(false);
  rerender({ query: 'Q' });
  expect(result.current).toEqual({ items: [], busy: true });
  act(() => jest.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 1));
  expect(result.current.busy).toBe(true);
  await act(async () => jest.advanceTimersByTime(1));
  expect(result.current).toEqual({ items: [{ placeId: 'p-Q', description: 'Q Street' }], busy: false });
});

it('asks nothing for blank text and clears the list', async () => {
  const { asked, suggestions } = source(found);
  const { result, rerender } = renderHook(({ query }) => useAddressSuggestions(suggestions, query, 'NZ'), {
    initialProps: { query: 'Queen' },
  });
  await act(async () => jest.advanceTimersByTime(ADDRESS_DEBOUNCE_MS));
  expect(result.current.items).toHaveLength(1);
  rerender({ query: '   ' });
  await act(async () => jest.advanceTimersByTime(ADDRESS_DEBOUNCE_MS));
  expect(asked).toHaveLength(1);
  expect(result.current.items).toEqual([]);
});

it('drops an answer that arrives after a newer query, and reports a failure', async () => {
  let slow: (value: { placeId: string; description: string }[]) => void = () => undefined;
  const { suggestions } = source((input) =>
    input === 'old'
      ? new Promise((resolve) => (slow = resolve))
      : Promise.reject(new Error('Address search: DENIED')),
  );
  const { result, rerender } = renderHook(({ query }) => useAddressSuggestions(suggestions, query, 'NZ'), {
    initialProps: { query: 'old' },
  });
  act(() => jest.advanceTimersByTime(ADDRESS_DEBOUNCE_MS));
  expect(result.current.busy).toBe(true);
  rerender({ query: 'new' });
  await act(async () => jest.advanceTimersByTime(ADDRESS_DEBOUNCE_MS));
  await act(async () => slow([{ placeId: 'late', description: 'Late answer' }]));
  expect(result.current).toEqual({ items: [], busy: false, error: 'Address search: DENIED' });
});
