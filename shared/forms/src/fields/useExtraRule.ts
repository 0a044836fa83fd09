import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import type { Validator } from '../logic';

/**
 * Adds `rule` to the field `name` of the enclosing form while mounted (none while `rule` is undefined).
 * final-form re-validates when a rule is registered, so a new `rule` (memoise it) re-validates the
 * field at once: what a rule whose answer comes from outside the value (the phone check, the
 * browser's validity of a date input) needs, since final-form has no public "validate again".
 */
export function useExtraRule(name: string, rule: Validator | undefined): void {
  const form = useForm('useExtraRule');
  useEffect(
    () => (rule ? form.registerField(name, () => undefined, {}, { getValidator: () => rule }) : undefined),
    [form, name, rule],
  );
}
