import { useCallback, useEffect } from 'react';
import { useField } from 'react-final-form';
import { useMetadata, type MetadataListKey } from '@portal/api';
import { lookupHelper, type LookupSelectFieldProps } from './LookupFields';
import { SelectField } from './SelectField';
import { lookupIdOf, useLookupOptions, type LookupFilter } from './useLookupOptions';

export interface DependentLookupFieldProps extends Omit<LookupSelectFieldProps, 'filter'> {
  /** The form value this list depends on (a label of `parentList`). */
  parentName: string;
  parentList: MetadataListKey;
  /** The key of an item that holds its parent's id (e.g. 'countryId', 'parentId'). */
  parentKey: string;
}

/** A select whose items belong to the item chosen in another field (states of a country,
 * subdivisions of a division). With nothing chosen there, every item is offered; a choice that
 * no longer belongs is cleared. */
export function DependentLookupField({
  parentName,
  parentList,
  parentKey,
  list,
  helperText,
  ...rest
}: DependentLookupFieldProps) {
  const { data } = useMetadata();
  const parent = useField(parentName, { subscription: { value: true } }).input.value;
  const parentId = lookupIdOf(data?.[parentList], parent);
  const byParent = useCallback<LookupFilter>((item) => item[parentKey] === parentId, [parentKey, parentId]);
  const filter = parentId === undefined ? undefined : byParent;

  // The options are worked out once here and given to the select (as LookupSelectField would).
  const { options, loading, failed } = useLookupOptions(list, filter);
  const { input } = useField(rest.name, { subscription: { value: true } });
  const stale = !loading && input.value && !options.some((option) => option.value === input.value);
  useEffect(() => {
    if (stale) input.onChange(undefined);
  }, [stale, input]);

  return (
    <SelectField
      {...rest}
      options={options}
      loading={loading}
      helperText={lookupHelper(failed, helperText)}
    />
  );
}
