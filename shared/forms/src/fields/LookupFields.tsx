import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { MetadataListKey } from '@portal/api';
import { Text } from '@portal/ui';
import { AutocompleteField, type AutocompleteFieldProps } from './AutocompleteField';
import { MultiSelectField, type MultiSelectFieldProps } from './MultiSelectField';
import { SelectField, type SelectFieldProps } from './SelectField';
import { useLookupOptions, type LookupFilter } from './useLookupOptions';

/** What a picker fed by reference data adds to its field: the metadata list, and which items. */
export interface LookupProps {
  /** The metadata list the options come from. */
  list: MetadataListKey;
  /** Offer only the items this accepts (e.g. the states of one country). */
  filter?: LookupFilter;
}

export type LookupSelectFieldProps = Omit<SelectFieldProps, 'options' | 'loading'> & LookupProps;
export type LookupAutocompleteFieldProps = Omit<AutocompleteFieldProps, 'options' | 'loading'> & LookupProps;
export type LookupMultiSelectFieldProps = Omit<MultiSelectFieldProps, 'options' | 'loading'> & LookupProps;

/** The helper text of a picker: the caller's, or an error text when the metadata failed to load. */
export function lookupHelper(failed: boolean, helperText: ReactNode): ReactNode {
  if (!failed) return helperText;
  return (
    <Text as="span" role="alert" color="fg.error">
      <Trans>This list could not be loaded. Please try again later.</Trans>
    </Text>
  );
}

/** A select over a metadata list ('Loading...' until it arrives; an error text if it fails). */
export function LookupSelectField({ list, filter, helperText, ...rest }: LookupSelectFieldProps) {
  const { options, loading, failed } = useLookupOptions(list, filter);
  return (
    <SelectField
      {...rest}
      options={options}
      loading={loading}
      helperText={lookupHelper(failed, helperText)}
    />
  );
}

/** An autocomplete over a metadata list, for the long ones (countries, schools, ...). */
export function LookupAutocompleteField({ list, filter, helperText, ...rest }: LookupAutocompleteFieldProps) {
  const { options, loading, failed } = useLookupOptions(list, filter);
  return (
    <AutocompleteField
      {...rest}
      options={options}
      loading={loading}
      helperText={lookupHelper(failed, helperText)}
    />
  );
}

/** Several choices out of a metadata list. */
export function LookupMultiSelectField({ list, filter, helperText, ...rest }: LookupMultiSelectFieldProps) {
  const { options, loading, failed } = useLookupOptions(list, filter);
  return (
    <MultiSelectField
      {...rest}
      options={options}
      loading={loading}
      helperText={lookupHelper(failed, helperText)}
    />
  );
}
