import type { HTMLAttributes, ReactNode } from 'react';
import { Input, InputGroup } from '@portal/ui';
import type { Validator } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFormField } from './useFormField';

export interface InputFieldProps extends BaseFieldProps {
  /** The HTML input type. */
  type?: 'text' | 'email' | 'url' | 'number' | 'date' | 'tel' | 'password';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: string | number;
  max?: string | number;
  step?: string | number;
  maxLength?: number;
  /** The field kind's own rules (the `validate` prop runs after them). */
  rules?: Validator<string | undefined>;
  /** Rewrites what is typed before it is stored (e.g. the IRD number's dashes). */
  parse?: (typed: string) => string;
  /** Shown at the end of the input (e.g. a spinner while a check runs). */
  endElement?: ReactNode;
  /** Show the error before the field is touched (e.g. the answer of a check). */
  showErrorNow?: boolean;
}

/** A one-line input bound to a form value: the base of the text-like fields. An emptied input
 * stores `undefined`, as react-final-form does. */
export function InputField({
  name,
  label,
  helperText,
  required,
  disabled,
  validate,
  rules,
  parse,
  type = 'text',
  endElement,
  showErrorNow = false,
  ...inputProps
}: InputFieldProps) {
  const { input, frameProps, controlProps } = useFormField<string | undefined>(
    { name, label, helperText, required, disabled, validate },
    rules,
    { parse: (typed: string) => (parse ? parse(typed) : typed) || undefined, forceError: showErrorNow },
  );
  return (
    <FieldFrame {...frameProps}>
      <InputGroup endElement={endElement}>
        <Input
          {...inputProps}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          type={type}
          disabled={disabled}
          {...controlProps}
        />
      </InputGroup>
    </FieldFrame>
  );
}
