import { RadioGroup, Stack } from '@portal/ui';
import { radioRequired } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, FieldOption } from './types';
import { useFormField } from './useFormField';

export interface RadioGroupFieldProps extends BaseFieldProps {
  options: FieldOption[];
  /** Lay the radios out in a row instead of a column. */
  row?: boolean;
}

/** One choice out of a few, as radios (arrow keys move between them). */
export function RadioGroupField({ options, row = false, ...props }: RadioGroupFieldProps) {
  const { disabled } = props;
  const { input, frame, frameProps } = useFormField<string | undefined>(props, radioRequired(props.required));
  return (
    <FieldFrame {...frameProps} labelFor="group">
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
