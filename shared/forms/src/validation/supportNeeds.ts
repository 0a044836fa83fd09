/** The exclusive option of the disability support-needs multi-select. */
export const NO_SUPPORT_NEEDED = 'No, I do not need support at this time.';

/**
 * The support-needs selection after a change from `previous` to `next`: choosing the exclusive
 * option clears the others; choosing any other option removes the exclusive one. `exclusive` is the
 * value standing for that option (its label by default; pass its id when the field holds ids).
 */
export function applySupportNeedsRule(
  previous: string[],
  next: string[],
  exclusive: string = NO_SUPPORT_NEEDED,
): string[] {
  if (!next.includes(exclusive)) return next;
  if (!previous.includes(exclusive)) return [exclusive];
  const others = next.filter((option) => option !== exclusive);
  return others.length > 0 ? others : next;
}
