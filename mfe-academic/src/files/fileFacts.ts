import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';

dayjs.extend(duration);

/** An ISO 8601 duration (e.g. the recent period 'PT24H') in milliseconds; 0 when it cannot be read. */
export function durationMs(iso: string): number {
  const ms = dayjs.duration(iso).asMilliseconds();
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/**
 * An item is recent when its date falls within the recent period before now. A date a little
 * in the future (clocks differ) counts as recent; an unreadable date does not.
 */
export function isRecent(date: string | null | undefined, now: Date, period: string): boolean {
  const at = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(at)) return false;
  return at >= now.getTime() - durationMs(period);
}
