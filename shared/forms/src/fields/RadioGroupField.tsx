import { useField } from 'react-final-form';
import { RadioGroup, Stack } from '@portal/ui';
import { composeValidators, radioRequired } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, FieldOption } from './types';
import { useFieldFrame } from './useFieldFrame';

export interface RadioGroupFieldProps extends BaseFieldProps {
  options: FieldOption[];
  /** Lay the radios out in a row instead of a column. */
  row?: boolean;
}

/** One choice out of a few, as radios (arrow keys move between them). */
export function RadioGroupField({
  name,
  label,
  helperText,
  required,
  disabled,
  validate,
  options,
  row = false,
}: RadioGroupFieldProps) {
  const { input, meta } = useField<string | undefined>(name, {
    validate: composeValidators(radioRequired(required), validate),
  });
  const frame = useFieldFrame(meta, { hasHelper: Boolean(helperText), required });
  return (
    <FieldFrame
      ids={frame.ids}
      error={frame.error}
      label={label}
      labelFor="group"
      helperText={helperText}
      required={required}
      disabled={disabled}
    >
      <RadioGroup.Root
        name={input.name}
        value={input.value ?? null}
        onValueChange={(details) => input.onChange(details.value ?? undefined)}
        onBlur={input.onBlur}
        disabled={disabled}
        {...frame.groupAria}
        aria-required={frame.aria['aria-required']}
      >
        <Stack direction={row ? 'row' : 'column'} gap={row ? '6' : '2'} wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FieldFrame>
  );
}
