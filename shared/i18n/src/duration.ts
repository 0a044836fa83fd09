import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';

dayjs.extend(duration);

/** An ISO 8601 duration (e.g. the recent period 'PT24H') in milliseconds; 0 when it cannot be read. */
export function durationMs(iso: string): number {
  const ms = dayjs.duration(iso).asMilliseconds();
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}
