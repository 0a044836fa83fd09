import type { ReactNode } from 'react';
import { Field, Stack, Text } from '@portal/ui';
import type { FieldIds } from './useFieldFrame';

export interface FieldFrameProps {
  ids: FieldIds;
  /** The label above the control; left out when the control carries its own (a checkbox). */
  label?: ReactNode;
  helperText?: ReactNode;
  error?: string;
  required?: boolean | string;
  disabled?: boolean;
  /** 'group' when the control is a group of controls (radios, toggles, checkboxes) or labels
   * itself: the label is then a text the group names itself by (`aria-labelledby`), not a
   * `<label for>`, and no field context reaches the controls (Chakra's checkboxes would take
   * the field's id and label as theirs). */
  labelFor?: 'control' | 'group';
  children: ReactNode;
}

/** The required mark after a label (screen readers hear aria-required on the control instead). */
export function RequiredMark({ required }: { required?: boolean | string }) {
  return required ? (
    <Text as="span" aria-hidden="true" color="fg.error" ms="1">
      *
    </Text>
  ) : null;
}

/** The frame of every field: label (with a required mark), the control, the helper text and the
 * error text, with the ids the control's ARIA attributes point at (see useFieldFrame). The native
 * `required` attribute is left off on purpose: the form's own rules and messages apply, not the
 * browser's. */
export function FieldFrame({
  ids,
  label,
  helperText,
  error,
  required,
  disabled,
  labelFor = 'control',
  children,
}: FieldFrameProps) {
  if (labelFor === 'group') {
    return (
      <Stack
        gap="1.5"
        width="full"
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        {label === undefined ? null : (
          <Text id={ids.label} textStyle="sm" fontWeight="medium">
            {label}
            <RequiredMark required={required} />
          </Text>
        )}
        {children}
        {helperText ? (
          <Text id={ids.helper} textStyle="xs" color="fg.muted">
            {helperText}
          </Text>
        ) : null}
        {error ? (
          <Text id={ids.error} textStyle="xs" color="fg.error" aria-live="polite">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Field.Root
      id={ids.control}
      ids={{ label: ids.label, helperText: ids.helper, errorText: ids.error }}
      invalid={Boolean(error)}
      disabled={disabled}
    >
      <Field.Label>
        {label}
        <RequiredMark required={required} />
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
