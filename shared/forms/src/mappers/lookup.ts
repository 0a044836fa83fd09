import type { LookupItem } from '@portal/api';

/** An id as forms and the server hold it: metadata ids are numbers, some records send them as text. */
export type LookupId = LookupItem['id'] | string;

/**
 * The label of the item with `id` (ids compared as text, so '5' finds 5). Throws, word for word,
 * 'No lookup table to map {id}' without a list and 'Unexpected id value {id},
 * not in {list}' for an unknown id, where {list} is the list's ids joined with ', '.
 */
export function idToLabel(list: readonly LookupItem[] | undefined, id: LookupId): string {
  if (!list) throw new Error(`No lookup table to map ${id}`);
  const item = list.find((entry) => String(entry.id) === String(id));
  if (!item) throw new Error(`Unexpected id value ${id}, not in ${list.map((entry) => entry.id).join(', ')}`);
  return item.label;
}

/**
 * The id of the item labelled `label` (exact match). Throws 'No lookup table to map {label}' without
 * a list and 'Unexpected label value {label}, not in {list}' for an unknown label, where {list} is
 * the list's labels joined with ', '.
 */
export function labelToId(list: readonly LookupItem[] | undefined, label: string): LookupItem['id'] {
  if (!list) throw new Error(`No lookup table to map ${label}`);
  const item = list.find((entry) => entry.label === label);
  if (!item) {
    throw new Error(`Unexpected label value ${label}, not in ${list.map((entry) => entry.label).join(', ')}`);
  }
  return item.id;
}
