// The fees step's form section: the answers the step shows, and the step's own writes to them.
import { useCallback } from 'react';
import { useField, useForm } from 'react-final-form';
import type { EnrolValues, FeesValues } from '../form/values';

/**
 * The fees section's answers, and a change of some of them. The section is written whole (the form's change is
 * typed by its sections), with the answers not changed kept; a change that changes nothing is not written, as
 * the form does not write a field given the value it has.
 */
export function useFeesValues(): [FeesValues, (change: Partial<FeesValues>) => void] {
  const form = useForm<EnrolValues>();
  const fees: FeesValues =
    useField<FeesValues | undefined>('fees', { subscription: { value: true } }).input.value || {};
  const changeFees = useCallback(
    (change: Partial<FeesValues>) => {
      const current = form.getState().values.fees;
      const keys = Object.keys(change) as (keyof FeesValues)[];
      if (keys.every((key) => current?.[key] === change[key])) return;
      form.change('fees', { ...current, ...change });
    },
    [form],
  );
  return [fees, changeFees];
}
