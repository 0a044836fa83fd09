import { durationMs } from '@portal/i18n';

// Durations are read by @portal/i18n (the shell's one dayjs), so a page of this remote carries no copy of it.
export { durationMs };

/**
 * An item is recent when its date falls within the recent period before now. A date a little
 * in the future (clocks differ) counts as recent; an unreadable date does not.
 */
export function isRecent(date: string | null | undefined, now: Date, period: string): boolean {
  const at = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(at)) return false;
  return at >= now.getTime() - durationMs(period);
}
