/** Element types of the metadata lists: the client's own (from @portal/api, type-only), so the data
 * served here and the types the forms read cannot drift apart. */
import type { LookupItem } from '@portal/api-contract';

export type { Country, IndustrySubdivision, LookupItem, School, State } from '@portal/api-contract';

/** Turns a list of labels into items numbered from `first`. */
export const numbered = (labels: readonly string[], first = 1): LookupItem[] =>
  labels.map((label, i) => ({ id: first + i, label }));
