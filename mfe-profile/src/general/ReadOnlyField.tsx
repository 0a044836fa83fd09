import type { ReactNode } from 'react';
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
