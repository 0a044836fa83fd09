/** Address suggestions for development (the maps service's stand-in): GET dev/address/autocomplete
 * and GET dev/address/place/{placeId} over a small set of real NZ and AU addresses. */
import type { Bounds } from '@portal/api-contract';
import { DEV_ADDRESSES, type DevAddress } from './seed-data/addresses';

const MAX_PREDICTIONS = 5;

export type { Bounds };

/** Parses "west,south,east,north"; undefined when absent or malformed. */
export function parseBounds(text: string | undefined): Bounds | undefined {
  const raw = (text ?? '').split(',').map((p) => p.trim());
  if (raw.length !== 4 || raw.some((p) => p === '' || !Number.isFinite(Number(p)))) return undefined;
  return raw.map(Number) as unknown as Bounds;
}

const inside = ({ lat, lng }: DevAddress, [west, south, east, north]: Bounds): boolean =>
  lat >= south && lat <= north && (west <= east ? lng >= west && lng <= east : lng >= west || lng <= east);

/** Lower case without diacritics, so 'whangarei' finds 'Whangārei'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Addresses whose description holds every word of `input` (case-insensitive), in `country` when
 * given; those inside `bounds` first, then those that start with the input; at most five. */
export function searchAddresses(input: string, country?: string, bounds?: Bounds): DevAddress[] {
  const words = fold(input).split(' ').filter(Boolean);
  if (!words.length) return [];
  const wanted = country?.toUpperCase();
  const rank = (a: DevAddress): number =>
    (bounds && !inside(a, bounds) ? 2 : 0) + (fold(a.description).startsWith(fold(input)) ? 0 : 1);
  return DEV_ADDRESSES.filter((a) => !wanted || a.country === wanted)
    .filter((a) => words.every((word) => fold(a.description).includes(word)))
    .map((address, index) => ({ address, index }))
    .sort((x, y) => rank(x.address) - rank(y.address) || x.index - y.index)
    .slice(0, MAX_PREDICTIONS)
    .map(({ address }) => address);
}

export const findAddress = (placeId: string): DevAddress | undefined =>
  DEV_ADDRESSES.find((a) => a.placeId === placeId);
