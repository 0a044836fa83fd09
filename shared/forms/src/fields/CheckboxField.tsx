import { Checkbox } from '@portal/ui';
import { requiredWhen } from '../logic';
import { FieldFrame, RequiredMark } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFormField } from './useFormField';

export type CheckboxFieldProps = BaseFieldProps;

/** A checkbox storing true/false; `required` means it must be ticked (e.g. a declaration). */
export function CheckboxField(props: CheckboxFieldProps) {
  const { label, required, disabled } = props;
  const requiredRule = requiredWhen(required);
  // Unticked counts as empty for the required rule.
  const { input, frame, frameProps, controlProps } = useFormField<boolean>(
    props,
    (value, allValues) => requiredRule(value || undefined, allValues),
    { type: 'checkbox' },
  );
  // The checkbox carries the label (and its required mark) itself. The hidden input keeps the field's id (its
  // ARIA wiring), so the root label's `for` must name that id, or a click on the label or box does nothing.
  return (
    <FieldFrame {...frameProps} label={undefined} required={undefined} labelFor="group">
      <Checkbox.Root
        ids={{ hiddenInput: frame.ids.control }}
        checked={Boolean(input.checked)}
        onCheckedChange={(details) => input.onChange(details.checked === true)}
        disabled={disabled}
        invalid={Boolean(frame.error)}
      >
        <Checkbox.HiddenInput name={input.name} {...controlProps} />
        <Checkbox.Control />
        <Checkbox.Label>
          {label}
          <RequiredMark required={required} />
        </Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}
