// Between a step's form section and its part of the application payload. The lookup fields of @portal/forms keep
// the chosen item's label (the options' value is the label); the payload holds metadata ids. So a form answer is
// a label (or a list of labels), a year picker's answer is the year as text, and the payload leaves out what was
// not answered (no undefined keys, no '' and no empty lists).
import type { Metadata, MetadataListKey } from '@portal/api';
import { idToLabel, labelToId, type LookupId } from '@portal/forms';

/** The metadata lists a step reads (undefined until they have arrived). */
export type Lists = Metadata | undefined;

/** Whether a form or payload field holds an answer (not undefined, null, '' or an empty list). */
export const answered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The object without its unanswered fields (undefined, null, '' or an empty list). */
export function compact<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => answered(value))) as T;
}

/** The id of the item labelled `label` in the list; undefined for no answer. Throws without
 * the list ('No lookup table to map ...') or for a label it does not have ('Unexpected label value ...'). */
export function idOf(metadata: Lists, list: MetadataListKey, label: string | undefined): number | undefined {
  return label ? labelToId(metadata?.[list], label) : undefined;
}

/** The ids of several labels of the list; undefined for none. Throws as idOf does. */
export function idsOf(
  metadata: Lists,
  list: MetadataListKey,
  labels: readonly string[] | undefined,
): number[] | undefined {
  return labels?.length ? labels.map((label) => labelToId(metadata?.[list], label)) : undefined;
}

/** The label of the item with `id` in the list; undefined when there is no id. Throws
 * without the list or for an id it does not have. */
export function labelOf(
  metadata: Lists,
  list: MetadataListKey,
  id: LookupId | null | undefined,
): string | undefined {
  return answered(id) ? idToLabel(metadata?.[list], id as LookupId) : undefined;
}

/** The labels of several ids of the list; undefined for none. Throws as labelOf does. */
export function labelsOf(
  metadata: Lists,
  list: MetadataListKey,
  ids: readonly LookupId[] | null | undefined,
): string[] | undefined {
  return ids?.length ? ids.map((id) => idToLabel(metadata?.[list], id)) : undefined;
}

/** A year picker's answer ('2019') as the payload's integer; undefined for no answer. */
export function yearOf(text: string | undefined): number | undefined {
  const year = text ? Number(text) : NaN;
  return Number.isInteger(year) ? year : undefined;
}

/** A stored year as the year picker's answer. */
export const yearText = (year: number | null | undefined): string | undefined =>
  typeof year === 'number' ? String(year) : undefined;

/** Several answers as one line of the review. */
export const joined = (labels: readonly string[] | undefined): string | undefined =>
  labels?.length ? labels.join(', ') : undefined;
