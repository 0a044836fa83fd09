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
