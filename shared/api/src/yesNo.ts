/** Booleans travel as the strings 'yes' and 'no'; undefined maps to nothing. */
export function yesNo(value: boolean | undefined): 'yes' | 'no' | undefined {
  if (value === undefined) return undefined;
  return value ? 'yes' : 'no';
}
