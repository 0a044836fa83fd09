import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field, Textarea } from '@portal/ui';

/** A multi-line text bound to a form value (the personal summary); an emptied box stores undefined. */
export function TextareaField({
  name,
  label,
  helperText,
}: {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
}) {
  const { input } = useField<string | undefined>(name, { parse: (typed: string) => typed || undefined });
  const id = useId();
  return (
    <Field.Root ids={{ control: id }}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        rows={4}
        autoresize
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
