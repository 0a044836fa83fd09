import type { ReactNode } from 'react';
import { getIn } from 'final-form';
import { useFormState } from 'react-final-form';
import { Field, Input } from '@portal/ui';

/** A detail the provider keeps: shown in an input that can be read, focused
 * and copied, announced as read-only, and never sent. */
export function ReadOnlyField({ label, value }: { label: ReactNode; value: string | null | undefined }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input readOnly value={value ?? ''} bg="bg.muted" color="fg" borderStyle="dashed" />
    </Field.Root>
  );
}

/** A kept detail of the form around it (react-final-form), by its field's name (`address.city` for a nested one): it
 * follows the form's values itself, so the form does not render as a whole on each change. */
export function ReadOnlyFormField({ label, name }: { label: ReactNode; name: string }) {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const value: unknown = getIn(values, name);
  return <ReadOnlyField label={label} value={typeof value === 'string' ? value : null} />;
}
