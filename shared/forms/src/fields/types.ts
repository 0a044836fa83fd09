import type { ReactNode } from 'react';
import type { Validator } from '../logic';

/** One choice of a select, radio group, toggle group, autocomplete or multi-select. */
export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The props every field takes: enough to use a field with just `name` and `label`. */
export interface BaseFieldProps {
  /** The form value's name (react-final-form `Field` name). */
  name: string;
  label: ReactNode;
  /** A hint under the control, linked to it for screen readers. */
  helperText?: ReactNode;
  /** Feeds the field's rules; a string replaces the standard required message. */
  required?: boolean | string;
  disabled?: boolean;
  /** An extra rule, run after the field's own rules. */
  validate?: Validator;
}
