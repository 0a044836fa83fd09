import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-final-form';

/**
 * Keeps the state of every field of the form while its step is not shown. A field whose last registration goes
 * (its step unmounted) loses its state in final-form, and react-final-form shows a field that mounts again with
 * no state from the form's *initial* values: its first render reads the initial value (a field that takes its
 * value when it mounts keeps that one), and an initial value is written back over the answer. So going back to a
 * step would show, and then keep, the answers the form started with instead of those given since. With one
 * silent registration per field name (`kept`: the names registered so), a field that comes back finds its own
 * value. On arriving at a step, the fields of the others start again untouched, as new fields would: the step's
 * warning and errors wait for the applicant.
 */
export function StepFields({ kept, children }: { kept: Set<string>; children: ReactNode }) {
  const form = useForm();
  const arrived = useRef(false);
  useLayoutEffect(() => {
    // Once per step shown (not again when a suspended part of the page shows it again): the step's own fields
    // register after this, so every field registered now belongs to another step.
    if (!arrived.current) {
      arrived.current = true;
      const others = form.getRegisteredFields();
      form.batch(() => others.forEach((name) => form.resetFieldState(name)));
    }
    // A layout effect's clean-up runs as the step is taken away, before the fields' own registrations go.
    return () => {
      for (const name of form.getRegisteredFields()) {
        if (kept.has(name)) continue;
        kept.add(name);
        form.registerField(name, () => undefined, {}, { silent: true });
      }
    };
  }, [form, kept]);
  return <>{children}</>;
}
