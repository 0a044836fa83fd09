import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import type { Validator } from '../logic';

/**
 * Adds `rule` to the field `name` of the enclosing form while mounted. final-form re-validates when
 * a rule is registered, so a new `rule` (memoise it) re-validates the field at once: what a rule
 * whose answer comes from outside the value (the phone check) needs, since final-form has no
 * public "validate again".
 */
export function useExtraRule(name: string, rule: Validator): void {
  const form = useForm('useExtraRule');
  useEffect(
    () => form.registerField(name, () => undefined, {}, { getValidator: () => rule }),
    [form, name, rule],
  );
}
