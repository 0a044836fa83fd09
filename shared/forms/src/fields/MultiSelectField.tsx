import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, SimpleGrid } from '@portal/ui';
import { composeValidators, multiSelectRequired } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, FieldOption } from './types';
import { useFieldFrame } from './useFieldFrame';

export interface MultiSelectFieldProps extends BaseFieldProps {
  options: FieldOption[];
  /** The options are still loading: a single disabled 'Loading...' item is shown. */
  loading?: boolean;
  /** Rewrites a new choice before it is stored (e.g. an exclusive option). */
  applyRule?: (previous: string[], next: string[]) => string[];
}

/** Several choices out of a list, as a labelled group of checkboxes (Tab moves, Space ticks). The
 * value is the list of chosen values; none chosen stores `undefined`. */
export function MultiSelectField({
  name,
  label,
  helperText,
  required,
  disabled,
  validate,
  options,
  loading = false,
  applyRule,
}: MultiSelectFieldProps) {
  const { t } = useLingui();
  const { input, meta } = useField<string[] | undefined>(name, {
    validate: composeValidators(multiSelectRequired(required), validate),
  });
  const frame = useFieldFrame(meta, { hasHelper: Boolean(helperText), required });
  const chosen = Array.isArray(input.value) ? input.value : [];
  const choose = (value: string, checked: boolean) => {
    const next = checked ? [...chosen, value] : chosen.filter((item) => item !== value);
    const ruled = applyRule ? applyRule(chosen, next) : next;
    input.onChange(ruled.length ? ruled : undefined);
  };
  const items: FieldOption[] = loading ? [{ value: '', label: t`Loading...`, disabled: true }] : options;
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
      <SimpleGrid
        role="group"
        columns={{ base: 1, md: 2 }}
        gap="2"
        width="full"
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        {...frame.groupAria}
      >
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
