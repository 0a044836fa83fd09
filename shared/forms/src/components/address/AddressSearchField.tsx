import { useId, useMemo, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Combobox, Field, OPENED_ONLY, Spinner, Text, useFormParts } from '@portal/ui';
import { fetchMetadata, useMetadata, type Country } from '@portal/api';
import { useConfig } from '@portal/config';
import { addressFromLookup } from '../../logic';
import { errorMessage } from '../../utils/errorMessage';
import { addressSourceFor } from './addressSources';
import type { AddressCountry, AddressSuggestionSource } from './addressSuggestionSource';
import { useAddressSuggestions } from './useAddressSuggestions';

export interface AddressSearchFieldProps {
  /** Where the address group sits in the form values ('address' fills 'address.street...'); '' for the top level. */
  name: string;
  label?: string;
  /** Search in this country; by default the group's country when it is New Zealand or Australia, else NZ. */
  country?: AddressCountry;
  /** The maps service key (default: `mapsApiKey` of the configuration): given, suggestions come from
   * the maps service; empty, from the API's development address set. */
  mapsApiKey?: string;
  /** A source of suggestions of your own (wins over `mapsApiKey`). */
  source?: AddressSuggestionSource;
}

const SEARCH_COUNTRIES: Record<string, AddressCountry> = { NZL: 'NZ', AUS: 'AU' };

/** The 2-letter search country of the group's country value (an id, or a country entry). */
function searchCountryOf(value: unknown, countries: Country[] | undefined): AddressCountry | undefined {
  const entry =
    typeof value === 'object' && value !== null
      ? (value as Country)
      : countries?.find((c) => c.id === value || c.label === value);
  return entry?.isoCode ? SEARCH_COUNTRIES[entry.isoCode] : undefined;
}

/** Street-address search: suggestions while typing, biased to the country's
 * bounding box; choosing one fills the address group's fields. */
export function AddressSearchField({ name, label, country, mapsApiKey, source }: AddressSearchFieldProps) {
  const { t } = useLingui();
  const { createListCollection } = useFormParts();
  const form = useForm();
  const config = useConfig();
  const metadata = useMetadata();
  const prefix = name ? `${name}.` : '';
  const groupCountry = useField(`${prefix}country`, { subscription: { value: true } }).input.value;
  const searchCountry = country ?? searchCountryOf(groupCountry, metadata.data?.countries) ?? 'NZ';
  const mapsKey = mapsApiKey ?? config.mapsApiKey;
  const suggestions = useMemo(() => source ?? addressSourceFor({ mapsApiKey: mapsKey }), [source, mapsKey]);
  const [query, setQuery] = useState('');
  const { items, busy, error: searchError } = useAddressSuggestions(suggestions, query, searchCountry);
  const [chooseError, setChooseError] = useState<string>();
  const error = chooseError ?? searchError;
  // The hint, or the error in its place, describes the search field. The error's region is always there, so a
  // screen reader says the error when it comes (a failed choice); the hint coming back is not said again.
  const hintId = useId();
  const errorId = useId();

  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToString: (item) => item.description,
        itemToValue: (item) => item.placeId,
      }),
    [items, createListCollection],
  );

  const choose = async (placeId: string | undefined) => {
    if (!placeId) return;
    try {
      // The lists turn the place's country and state into the form's values. Not loaded yet (or failed), they are
      // asked for here: a failure is shown, where SWR's revalidation would have left the choice doing nothing.
      // What arrives fills SWR's cache too, for the group's country and state pickers.
      const askLists = () => {
        const asked = fetchMetadata();
        void metadata.mutate(asked, { revalidate: false }).catch(() => undefined);
        return asked;
      };
      const [result, lists] = await Promise.all([suggestions.place(placeId), metadata.data ?? askLists()]);
      const address = addressFromLookup(result, lists);
      form.batch(() => {
        for (const [key, value] of Object.entries(address)) form.change(`${prefix}${key}`, value);
      });
      setChooseError(undefined);
    } catch (e) {
      setChooseError(errorMessage(e));
    }
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Combobox.Root
        collection={collection}
        onInputValueChange={(e) => {
          if (e.reason === 'input-change') setQuery(e.inputValue);
        }}
        onValueChange={(e) => void choose(e.value[0])}
        openOnClick={false}
        positioning={{ sameWidth: true }}
        // A list in the page while closed makes zag's combobox set its scroll position as it mounts, a forced
        // style and layout pass over the whole page.
        {...OPENED_ONLY}
      >
        <Combobox.Label>{label ?? t`Search for your address`}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            placeholder={t`Start typing a street address`}
            autoComplete="off"
            aria-describedby={error ? errorId : hintId}
            aria-invalid={error ? true : undefined}
          />
          <Combobox.IndicatorGroup>
            {busy ? <Spinner size="xs" aria-hidden="true" /> : null}
            <Combobox.ClearTrigger aria-label={t`Clear address search`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            {query.trim() && !busy ? (
              <Combobox.Empty>
                <Trans>No matching addresses</Trans>
              </Combobox.Empty>
            ) : null}
            {items.map((item) => (
              <Combobox.Item key={item.placeId} item={item}>
                <Combobox.ItemText>{item.description}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Box id={errorId} aria-live="polite">
        {/* Not a live region of its own inside this one (a screen reader could say it twice). */}
        {error ? <Field.ErrorText aria-live="off">{error}</Field.ErrorText> : null}
      </Box>
      {error ? null : (
        <Text id={hintId} textStyle="xs" color="fg.muted">
          <Trans>Choose a suggestion to fill in the address below, or type it yourself.</Trans>
        </Text>
      )}
    </Field.Root>
  );
}
