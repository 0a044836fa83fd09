import { Textarea } from '@portal/ui';
import {
  allowedCharacters,
  composeValidators,
  lengthHelper,
  maxLength,
  requiredWhen,
  textHelper,
} from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFormField } from './useFormField';

export interface TextareaFieldProps extends BaseFieldProps {
  /** At most this many characters: the rule, and the helper 'Maximum N characters' / 'Remaining
   * characters N' unless a helperText is given. Give the API's (textLimitOf of @portal/api), or less. */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/** A text of several lines, with an optional length limit whose helper counts down as the student types.
 * Without a limit it says 'Optional' when not required, as a TextField does. It takes the characters the API takes
 * in a text of several lines (no control, text-direction or broken character). */
export function TextareaField({
  maxLength: max,
  rows = 6,
  placeholder,
  helperText,
  ...props
}: TextareaFieldProps) {
  const { required, disabled } = props;
  const { input, frameProps, controlProps } = useFormField<string | undefined>(
    props,
    composeValidators<string | undefined>(
      requiredWhen(required),
      max !== undefined && maxLength(max),
      allowedCharacters('text'),
    ),
    { hasHelper: helperText !== undefined || max !== undefined || !(required || disabled) },
  );
  const helper =
    helperText ?? (max !== undefined ? lengthHelper(input.value, max) : textHelper({ required, disabled }));
  return (
    <FieldFrame {...frameProps} helperText={helper}>
      <Textarea
        name={input.name}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value || undefined)}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        resize="vertical"
        {...controlProps}
      />
    </FieldFrame>
  );
}
