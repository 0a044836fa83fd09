import { useEffect, useState } from 'react';
import { countryBounds } from '../../logic';
import { errorMessage } from '../../utils/errorMessage';
import type { AddressCountry, AddressSuggestion, AddressSuggestionSource } from './addressSuggestionSource';

/** Suggestions are asked for this long after the last key press. */
export const ADDRESS_DEBOUNCE_MS = 200;

export interface AddressSuggestionsState {
  items: AddressSuggestion[];
  /** A search is on its way: typing has not paused yet, or its request has not answered. */
  busy: boolean;
  /** The message of the last failed request. */
  error?: string;
}

/** The suggestions for `query`, asked of `source` once typing has paused for ADDRESS_DEBOUNCE_MS, in
 * `country` and biased to its bounding box. An answer that arrives after a newer query is dropped. */
export function useAddressSuggestions(
  source: AddressSuggestionSource,
  query: string,
  country: AddressCountry,
): AddressSuggestionsState {
  const [state, setState] = useState<AddressSuggestionsState>({ items: [], busy: false });

  useEffect(() => {
    const input = query.trim();
    const bounds = countryBounds(country);
    if (!input || !bounds) {
      setState({ items: [], busy: false });
      return undefined;
    }
    let current = true;
    // Busy from the key press, not from the request: during the pause the list says nothing, not "No matching
    // addresses" for a search not yet made.
    setState((s) => (s.busy ? s : { ...s, busy: true }));
    const timer = setTimeout(() => {
      source.suggest({ input, country, bounds }).then(
        (items) => current && setState({ items, busy: false }),
        (e: unknown) => current && setState({ items: [], busy: false, error: errorMessage(e) }),
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, query, country]);

  return state;
}
