/** Options of a year picker: `count` years ending in the current one, newest
 * first. */
export function yearOptions(now: Date = new Date(), count = 100): number[] {
  const year = now.getFullYear();
  return Array.from({ length: Math.max(0, count) }, (_, index) => year - index);
}
