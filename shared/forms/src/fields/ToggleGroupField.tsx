import { Button, SimpleGrid } from '@portal/ui';
import { TOGGLE_COLUMNS, TOGGLE_DEFAULT_BUTTONS, toggleRequired } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, FieldOption } from './types';
import { useFormField } from './useFormField';

export interface ToggleGroupFieldProps extends BaseFieldProps {
  options: FieldOption[];
  /** Several values may be chosen (the value is then a list). */
  multiple?: boolean;
  /** Buttons per row at most (7 by default); each breakpoint also has its own maximum. */
  maxColumns?: number;
}

type ToggleValue = string | string[] | undefined;

/** The columns per breakpoint: the breakpoint's maximum (xs 2, sm 4, md 4, lg 8, xl 10), no more
 * than `maxColumns` and no more than there are buttons. */
export function toggleColumns(count: number, maxColumns: number = TOGGLE_DEFAULT_BUTTONS) {
  const columns: Record<string, number> = {};
  for (const [breakpoint, most] of Object.entries(TOGGLE_COLUMNS)) {
    columns[breakpoint] = Math.max(1, Math.min(most, maxColumns, count));
  }
  return columns;
}

/** The value after `clicked` is pressed: clicking the selected value again deselects it. */
function toggled(value: ToggleValue, clicked: string, multiple: boolean): ToggleValue {
  if (!multiple) return value === clicked ? undefined : clicked;
  const list = Array.isArray(value) ? value : [];
  const next = list.includes(clicked) ? list.filter((item) => item !== clicked) : [...list, clicked];
  return next.length ? next : undefined;
}

/** Toggle buttons for one or several options: a labelled group of `aria-pressed` buttons. */
export function ToggleGroupField({ options, multiple = false, maxColumns, ...props }: ToggleGroupFieldProps) {
  const { disabled } = props;
  const { input, frameProps, groupProps } = useFormField<ToggleValue>(props, toggleRequired(props.required));
  const selected = (option: string) =>
    Array.isArray(input.value) ? input.value.includes(option) : input.value === option;
  return (
    <FieldFrame {...frameProps} labelFor="group">
      <SimpleGrid
        role="group"
        columns={toggleColumns(options.length, maxColumns)}
        gap="2"
        width="full"
        {...groupProps}
      >
        {options.map((option) => {
          const pressed = selected(option.value);
          return (
            <Button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              variant={pressed ? 'solid' : 'outline'}
              disabled={disabled || option.disabled}
              whiteSpace="normal"
              onClick={() => input.onChange(toggled(input.value, option.value, multiple))}
            >
              {option.label}
            </Button>
          );
        })}
      </SimpleGrid>
    </FieldFrame>
  );
}
