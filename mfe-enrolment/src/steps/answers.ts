// Helpers of the application steps between form answers and payload values: texts without blanks, and metadata
// labels (what the pickers of @portal/forms hold) to ids and back.
import type { LookupItem } from '@portal/api';
import { idToLabel, labelToId, type LookupId } from '@portal/forms';

/** A trimmed text; undefined for nothing, null or only spaces (an unanswered question is left out). */
export const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** The texts of a list answer, in order, without blanks, repeats or empty slots. */
export function listed(values: readonly (string | null | undefined)[] | undefined): string[] {
  const kept = (values ?? []).map((value) => text(value)).filter((value) => value !== undefined);
  return [...new Set(kept)];
}

/** The id of a picked label; undefined when nothing is picked. Throws for an unknown label or a missing list:
 * saving a wrong id would be worse than the step's error panel. */
export const idOf = (
  list: readonly LookupItem[] | undefined,
  label: string | undefined,
): number | undefined => (text(label) === undefined ? undefined : labelToId(list, label!.trim()));

/** The ids of several picked labels; undefined when none is picked. */
export function idsOf(
  list: readonly LookupItem[] | undefined,
  labels: readonly (string | undefined)[] | undefined,
) {
  const picked = listed(labels);
  return picked.length ? picked.map((label) => labelToId(list, label)) : undefined;
}

/** The label of a stored id; undefined when none is stored, or when metadata does not know it (the applicant
 * then answers again). */
export function labelOf(
  list: readonly LookupItem[] | undefined,
  id: LookupId | null | undefined,
): string | undefined {
  if (id === undefined || id === null || id === '') return undefined;
  try {
    return idToLabel(list, id);
  } catch {
    return undefined;
  }
}

/** The labels of stored ids (those metadata knows); undefined when none. */
export function labelsOf(
  list: readonly LookupItem[] | undefined,
  ids: readonly (LookupId | null | undefined)[] | null | undefined,
): string[] | undefined {
  const labels = listed((ids ?? []).map((id) => labelOf(list, id)));
  return labels.length ? labels : undefined;
}
