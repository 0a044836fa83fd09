import { textHelper, textRules, type TextType } from '../logic';
import { InputField, type InputFieldProps } from './InputField';

/** The kinds of text a TextField takes (those of `textRules`). */
export type TextFieldType = TextType;

export interface TextFieldProps extends Omit<InputFieldProps, 'type' | 'rules' | 'parse' | 'min' | 'max'> {
  /** The kind of text, each with its rule; 'range' is a whole number. */
  type?: TextFieldType;
  /** Lower bound (a number, or a date for 'date'). */
  min?: number | string;
  /** Upper bound (a number, or a date for 'date'). */
  max?: number | string;
}

const INPUT_TYPE: Record<TextFieldType, InputFieldProps['type']> = {
  text: 'text',
  email: 'email',
  url: 'url',
  number: 'number',
  range: 'number',
  date: 'date',
};

/** A text input with the rule of its type, bounds, and the 'Optional' helper when not required. */
export function TextField({
  type = 'text',
  required,
  disabled,
  min,
  max,
  helperText,
  ...rest
}: TextFieldProps) {
  return (
    <InputField
      {...rest}
      type={INPUT_TYPE[type]}
      step={type === 'range' ? 1 : undefined}
      min={min}
      max={max}
      required={required}
      disabled={disabled}
      helperText={helperText ?? textHelper({ required: Boolean(required), disabled })}
      rules={textRules({ type, required, min, max })}
    />
  );
}
