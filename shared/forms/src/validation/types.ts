/**
 * A field rule in final-form's shape: it gets the field's value (and the whole form's values) and
 * answers the translated message of the first problem, or undefined when the value is fine.
 */
export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

/** Empty for the required rules: nothing, '', only spaces, or an empty list (multi-select, files). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** No rule: what an optional field validates with. */
export const noRule: Validator = () => undefined;

/**
 * A field value as text for a format rule: a string as it is, a number, bigint or boolean as
 * written; undefined for anything else (an object, a list, a symbol, a function), which no format
 * rule accepts. Never throws (String() of an object without a usable toString does).
 */
export function fieldText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return undefined;
}
