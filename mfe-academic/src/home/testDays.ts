// Days for the home cards' tests, relative to today in a provider's timezone.
import { formatDate } from '@portal/i18n';

/** `n` days from today in `timezone`, at 02:00 UTC (midday in Australia and New Zealand: the same day there). */
export function dayFromToday(n: number, timezone: string): string {
  const today = formatDate(new Date().toISOString(), timezone, 'YYYY-MM-DD');
  const at = new Date(`${today}T02:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString();
}
