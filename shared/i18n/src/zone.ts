// The Intl format that reads a time zone's wall clock, one per zone, kept for the page's life. Apart from
// ./format.ts (and dayjs) so that the shell's own script can ready it (prepareTimezone) without carrying dayjs.

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The cached Intl format that reads a zone's wall clock. */
export function zoneFormat(timezone: string): Intl.DateTimeFormat {
  let zone = zoneFormats.get(timezone);
  if (!zone) {
    zone = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timezone, zone);
  }
  return zone;
}

/**
 * Readies the formatting of dates in `timezone` ahead of the first date a page shows: the browser's first Intl
 * format with a time zone loads its zone data (about 25 ms of the main thread on a laptop, 100 ms on a phone),
 * which would otherwise fall in the render that shows the first dates. The shell calls it when the main thread is
 * idle, while a remote page's files and data are on their way.
 */
export function prepareTimezone(timezone: string): void {
  try {
    zoneFormat(timezone).formatToParts(0);
  } catch {
    // An unknown zone: formatDate meets the same error where it is shown.
  }
}
