import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, SimpleGrid } from '@portal/ui';
import { composeValidators, maxChoices, multiSelectRequired } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, FieldOption } from './types';
import { useFormField } from './useFormField';

export interface MultiSelectFieldProps extends BaseFieldProps {
  options: FieldOption[];
  /** The options are still loading: a single disabled 'Loading...' item is shown. */
  loading?: boolean;
  /** Rewrites a new choice before it is stored (e.g. an exclusive option). */
  applyRule?: (previous: string[], next: string[]) => string[];
  /** At most this many choices (the maxChoices rule): the message shows as soon as one too many is ticked. */
  max?: number;
  /** The message of `max` ('Choose at most {max}' by default). */
  maxMessage?: string;
}

/** Several choices out of a list, as a labelled group of checkboxes (Tab moves, Space ticks). The
 * value is the list of chosen values; none chosen stores `undefined`. */
export function MultiSelectField({
  options,
  loading = false,
  applyRule,
  max,
  maxMessage,
  ...props
}: MultiSelectFieldProps) {
  const { t } = useLingui();
  const { disabled } = props;
  const field = useField<string[] | undefined>(props.name, { subscription: { value: true } });
  const chosen = Array.isArray(field.input.value) ? field.input.value : [];
  const tooMany = max !== undefined && chosen.length > max;
  const { input, frame, frameProps, groupProps } = useFormField<string[] | undefined>(
    props,
    composeValidators(multiSelectRequired(props.required), max !== undefined && maxChoices(max, maxMessage)),
    { forceError: tooMany },
  );
  const choose = (value: string, checked: boolean) => {
    const next = checked ? [...chosen, value] : chosen.filter((item) => item !== value);
    const ruled = applyRule ? applyRule(chosen, next) : next;
    input.onChange(ruled.length ? ruled : undefined);
  };
  const items: FieldOption[] = loading ? [{ value: '', label: t`Loading...`, disabled: true }] : options;
  return (
    <FieldFrame {...frameProps} labelFor="group">
      <SimpleGrid role="group" columns={{ base: 1, md: 2 }} gap="2" width="full" {...groupProps}>
        {items.map((option) => (
          <Checkbox.Root
            key={option.value}
            checked={chosen.includes(option.value)}
            onCheckedChange={(details) => choose(option.value, details.checked === true)}
            disabled={disabled || option.disabled}
            invalid={Boolean(frame.error)}
          >
            <Checkbox.HiddenInput name={input.name} value={option.value} />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </FieldFrame>
  );
}
