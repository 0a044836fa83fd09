import { useMemo } from 'react';
import { useMetadata, type LookupItem, type MetadataListKey } from '@portal/api';
import { orderLookupList } from '../mappers/lookupOrder';
import type { FieldOption } from './types';

/** Which items of a list a picker offers. */
export type LookupFilter = (item: LookupItem & Record<string, unknown>) => boolean;

export interface LookupOptions {
  options: FieldOption[];
  /** The list has not arrived yet (the picker shows a single disabled 'Loading...' item). */
  loading: boolean;
  /** The metadata could not be loaded. */
  failed: boolean;
}

/** The options of a metadata list: each item's label is both the option's
 * value and its text, as the form shapes keep labels and the mappers turn them into ids. They are
 * in the order of `orderLookupList` (countries start with New Zealand and Australia, ethnicities
 * with their first group, whatever order the API sends). The options stay the same array while the metadata, the list and
 * the filter do (pass a stable filter, e.g. from useCallback, to keep them stable). */
export function useLookupOptions(list: MetadataListKey, filter?: LookupFilter): LookupOptions {
  const { data, error } = useMetadata();
  const options = useMemo(() => {
    const items = orderLookupList(list, (data?.[list] ?? []) as (LookupItem & Record<string, unknown>)[]);
    return (filter ? items.filter(filter) : items).map((item) => ({ value: item.label, label: item.label }));
  }, [data, list, filter]);
  return { options, loading: !data && !error, failed: Boolean(error) };
}

/** The id of the item of `items` whose label is `label` (the form keeps labels). */
export function lookupIdOf(items: LookupItem[] | undefined, label: unknown): number | undefined {
  return items?.find((item) => item.label === label)?.id;
}
