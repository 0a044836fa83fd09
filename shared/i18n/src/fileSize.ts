import { i18n } from '@lingui/core';

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** One decimal below 100 of a unit, none from 100 up. */
const round = (value: number) => (value < 100 ? Math.round(value * 10) / 10 : Math.round(value));

/**
 * A size in bytes in human units (SI: 1 kB = 1000 bytes), e.g. '512 bytes', '38.9 kB', '2.4 MB', in the
 * active locale (else 'en'). Not a size (negative, NaN): ''.
 */
export function formatFileSize(bytes: number, locale: string = i18n.locale || 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  }
  let value = bytes / 1000;
  let unit = 0;
  // Rounded first, so 999,999 bytes reads '1 MB', not '1,000 kB'.
  while (round(value) >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 100 ? 1 : 0,
  }).format(value);
}
