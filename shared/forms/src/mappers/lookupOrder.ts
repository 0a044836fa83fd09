import type { LookupItem, MetadataListKey } from '@portal/api';

/** The countries listed first, in this order, each known by its ISO 3166 alpha-3 code (or, for an item without
 * one, its name). */
export const COUNTRIES_FIRST: readonly { isoCode: string; label: string }[] = [
  { isoCode: 'NZL', label: 'New Zealand' },
  { isoCode: 'AUS', label: 'Australia' },
];

/** The ethnicities listed first, in this order: New Zealand Maori in both spellings, then NZ European/Pakeha, Cook
 * Island Maori, Fijian, Samoan, Tongan and Australian. */
export const ETHNICITIES_FIRST: readonly string[] = [
  'New Zealand Maori',
  'New Zealand Māori',
  'NZ European/Pakeha',
  'Cook Island Maori',
  'Fijian',
  'Samoan',
  'Tongan',
  'Australian',
];

/** A label compared without its marks, case or extra spaces ('NZ European/Pākehā' is 'nz european/pakeha'). */
const plain = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The place of `label` among `first`: its own if it is written so, else that of the first written alike. */
function placeOf(first: readonly string[], label: unknown): number {
  if (typeof label !== 'string') return -1;
  const exact = first.indexOf(label);
  if (exact >= 0) return exact;
  const wanted = plain(label);
  return first.findIndex((entry) => plain(entry) === wanted);
}

const RANKS: Partial<Record<MetadataListKey, (item: LookupItem & { isoCode?: unknown }) => number>> = {
  countries: (item) => {
    const byCode = COUNTRIES_FIRST.findIndex((country) => country.isoCode === item.isoCode);
    return byCode >= 0
      ? byCode
      : placeOf(
          COUNTRIES_FIRST.map((country) => country.label),
          item.label,
        );
  },
  ethnicities: (item) => placeOf(ETHNICITIES_FIRST, item.label),
};

/**
 * A metadata list in the order the pickers show it, whatever order the API sends: countries start with
 * COUNTRIES_FIRST (New Zealand, then Australia), ethnicities with ETHNICITIES_FIRST, in that order. The other
 * items follow in the order they came in; other lists are given back as they are. The list given is not changed.
 */
export function orderLookupList<T extends LookupItem>(
  list: MetadataListKey,
  items: readonly T[],
): readonly T[] {
  const rank = RANKS[list];
  if (!rank) return items;
  const ranked = items.map((item, index) => {
    const place = rank(item);
    return { item, index, place: place >= 0 ? place : Number.POSITIVE_INFINITY };
  });
  ranked.sort((a, b) => a.place - b.place || a.index - b.index);
  return ranked.map(({ item }) => item);
}
