/** Booleans travel as the strings 'yes' and 'no'; undefined maps to nothing (spec enrolment §3, §9). */
export function yesNo(value: boolean | undefined): 'yes' | 'no' | undefined {
  if (value === undefined) return undefined;
  return value ? 'yes' : 'no';
}
