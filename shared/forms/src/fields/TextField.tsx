import { useMemo } from 'react';
import { LINE_TEXT_LIMIT, type TextLimit } from '@portal/api';
import { composeValidators, textHelper, textLimitRules, textRules, type TextType } from '../logic';
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
  /** The length and characters the API takes for this field: its payload schema's (textLimitOf of @portal/api).
   * A plain text field without one takes one line of typed text (LINE_TEXT_LIMIT); an email or a web address has
   * its type's own bounds. */
  limit?: TextLimit;
}

const INPUT_TYPE: Record<TextFieldType, InputFieldProps['type']> = {
  text: 'text',
  email: 'email',
  url: 'url',
  number: 'number',
  range: 'number',
  date: 'date',
};

/** A text input with the rule of its type, bounds, the API's limits of its text, and the 'Optional' helper when
 * not required. */
export function TextField({
  type = 'text',
  required,
  disabled,
  min,
  max,
  limit = type === 'text' ? LINE_TEXT_LIMIT : undefined,
  helperText,
  ...rest
}: TextFieldProps) {
  const { maxLength, characters } = limit ?? {};
  const rules = useMemo(
    () =>
      composeValidators<string | undefined>(
        textRules({ type, required, min, max }),
        textLimitRules({ maxLength, characters }),
      ),
    [type, required, min, max, maxLength, characters],
  );
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
      rules={rules}
    />
  );
}
