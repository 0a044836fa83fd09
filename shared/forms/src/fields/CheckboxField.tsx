import { useField } from 'react-final-form';
import { Checkbox } from '@portal/ui';
import { composeValidators, requiredWhen } from '../logic';
import { FieldFrame, RequiredMark } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFieldFrame } from './useFieldFrame';

export type CheckboxFieldProps = BaseFieldProps;

/** A checkbox storing true/false; `required` means it must be ticked (e.g. a declaration). */
export function CheckboxField({ name, label, helperText, required, disabled, validate }: CheckboxFieldProps) {
  const requiredRule = requiredWhen(required);
  // Unticked counts as empty for the required rule.
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    validate: composeValidators((value, allValues) => requiredRule(value || undefined, allValues), validate),
  });
  const frame = useFieldFrame(meta, { hasHelper: Boolean(helperText), required });
  return (
    <FieldFrame
      ids={frame.ids}
      error={frame.error}
      helperText={helperText}
      disabled={disabled}
      labelFor="group"
    >
      <Checkbox.Root
        checked={Boolean(input.checked)}
        onCheckedChange={(details) => input.onChange(details.checked === true)}
        disabled={disabled}
        invalid={Boolean(frame.error)}
      >
        <Checkbox.HiddenInput
          name={input.name}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          {...frame.aria}
        />
        <Checkbox.Control />
        <Checkbox.Label>
          {label}
          <RequiredMark required={required} />
        </Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}
