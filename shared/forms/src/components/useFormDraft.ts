import { useCallback, useMemo, useState } from 'react';
import type { Decorator, FormApi } from 'final-form';
import { deviceEntry } from '@portal/api';

/** What a form keeps of a student on the device (a device entry of @portal/api, see
 * docs/decisions/0005-device-drafts.md): the fields changed and not sent yet, and those emptied. */
export interface KeptFields {
  values: Record<string, unknown>;
  /** Fields that had a value at first and were emptied. */
  cleared: string[];
}

/** A field whose name says it holds a password is never kept, whatever the form. */
const isPassword = (name: string) => /password/i.test(name);

/** Equal as a form's values are (text, numbers, booleans, lists and objects of them): an object's fields in any
 * order, an empty (undefined) field the same as none. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((key) => same(x[key], y[key]));
}

/** The fields of `values` (among `fields`, when given) that differ from the form's first values. */
export function changedFields(
  values: Record<string, unknown>,
  initialValues: Record<string, unknown> | undefined,
  fields?: readonly string[],
): KeptFields {
  const names = (
    fields ?? [...new Set([...Object.keys(values), ...Object.keys(initialValues ?? {})])]
  ).filter((name) => !isPassword(name) && !same(values[name], initialValues?.[name]));
  return {
    values: Object.fromEntries(
      names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]),
    ),
    cleared: names.filter((name) => values[name] === undefined),
  };
}

export interface FormDraft<V> {
  /** For react-final-form's `decorators`: puts the kept fields back when the form starts, then keeps every
   * change (the fields that differ from the first values), and forgets the copy when none differs (the form
   * was reset, or restarted after a send). */
  decorators: Decorator<V>[];
  /** Whether the form started from a kept copy that is still kept: what the student had typed before (a
   * sign-in in between, a reload, a closed tab), to say so. */
  restored: boolean;
  /** Forgets the kept copy: when the form's values were sent (saved) successfully. */
  forget: () => void;
}

/**
 * Keeps what a student types in a form on this device until it is sent, so that a sign-in round trip (a
 * session that could not be renewed), a reload or a closed tab loses nothing: the device entry `name` of the
 * student (`deviceEntry`: 14 days from the last change, forgotten on sign-out and when another student signs
 * in). Only the fields that differ from the form's first values are kept, never a password field; `fields`, when
 * given, names the only ones kept (a list that does not change: react-final-form applies its decorators once).
 * Without a student (`studentId` undefined) nothing is kept.
 */
export function useFormDraft<V extends object>(
  name: string,
  studentId: string | undefined,
  { fields }: { fields?: readonly (keyof V & string)[] } = {},
): FormDraft<V> {
  const entry = useMemo(
    () => (studentId ? deviceEntry<KeptFields>(name, studentId) : undefined),
    [name, studentId],
  );
  const [restored, setRestored] = useState(() => entry?.read() !== undefined);

  const decorator = useCallback(
    (form: FormApi<V>) => {
      if (!entry) return () => undefined;
      const kept = entry.read();
      const wanted = (field: string) =>
        !isPassword(field) && (!fields || fields.includes(field as keyof V & string));
      const values = Object.entries(kept?.values ?? {}).filter(([field]) => wanted(field));
      const cleared = (Array.isArray(kept?.cleared) ? kept.cleared : []).filter(
        (field) => typeof field === 'string' && wanted(field),
      );
      if (values.length + cleared.length > 0)
        form.batch(() => {
          for (const [field, value] of values) form.change(field as keyof V, value as V[keyof V]);
          for (const field of cleared) form.change(field as keyof V, undefined);
        });
      return form.subscribe(
        ({ values: now, initialValues }) => {
          const changed = changedFields(
            now as Record<string, unknown>,
            initialValues as Record<string, unknown> | undefined,
            fields,
          );
          if (Object.keys(changed.values).length + changed.cleared.length > 0) entry.write(changed);
          else {
            entry.remove();
            setRestored(false);
          }
        },
        { values: true, initialValues: true },
      );
    },
    [entry, fields],
  );
  const decorators = useMemo(() => [decorator as Decorator<V>], [decorator]);

  const forget = useCallback(() => {
    entry?.remove();
    setRestored(false);
  }, [entry]);

  return { decorators, restored, forget };
}
