import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, OPENED_ONLY, useFormParts } from '@portal/ui';
import { requiredWhen } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, FieldOption } from './types';
import { useFormField } from './useFormField';

export interface AutocompleteFieldProps extends BaseFieldProps {
  options: FieldOption[];
  placeholder?: string;
  /** The options are still loading: a single disabled 'Loading...' item is shown, and the input, which cannot
   * show the chosen option's label yet, says 'Loading...' and is marked busy. */
  loading?: boolean;
}

const LOADING_VALUE = '\u0000loading';

/** A text input that filters a list as you type (arrow keys move, Enter picks, Escape closes);
 * the value is the picked option's value. */
export function AutocompleteField({
  options,
  placeholder,
  loading = false,
  ...props
}: AutocompleteFieldProps) {
  const { t } = useLingui();
  const { createListCollection, useFilter } = useFormParts();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [query, setQuery] = useState('');
  const { disabled } = props;
  const { input, frame, frameProps, controlProps } = useFormField<string | undefined>(
    props,
    requiredWhen(props.required),
  );

  const collection = useMemo(() => {
    const items: FieldOption[] = loading
      ? [{ value: LOADING_VALUE, label: t`Loading...`, disabled: true }]
      : options.filter((option) => contains(option.label, query));
    return createListCollection({ items, isItemDisabled: (item) => Boolean(item.disabled) });
  }, [loading, options, contains, query, t, createListCollection]);

  // The input shows the chosen option's label; when that changes from outside (initial values,
  // the list arriving, a reset), the text follows (React's "adjust state on a prop change").
  const selectedLabel = options.find((option) => option.value === input.value)?.label ?? '';
  const [inputValue, setInputValue] = useState(selectedLabel);
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (selectedLabel !== shownLabel) {
    setShownLabel(selectedLabel);
    setInputValue(selectedLabel);
  }
  return (
    <FieldFrame {...frameProps}>
      <Combobox.Root
        collection={collection}
        ids={{ input: frame.ids.control, label: frame.ids.label }}
        name={input.name}
        value={input.value ? [input.value] : []}
        inputValue={inputValue}
        onValueChange={(details) => input.onChange(details.value[0])}
        onInputValueChange={(details) => {
          setInputValue(details.inputValue);
          setQuery(details.reason === 'input-change' ? details.inputValue : '');
        }}
        invalid={Boolean(frame.error)}
        disabled={disabled}
        openOnClick
        width="full"
        {...OPENED_ONLY}
      >
        <Combobox.Control>
          <Combobox.Input
            placeholder={loading ? t`Loading...` : placeholder}
            aria-busy={loading || undefined}
            {...controlProps}
          />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={t`Clear`} />
            <Combobox.Trigger aria-label={t`Show the choices`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{t`No matches`}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value}>
                <Combobox.ItemText>{item.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </FieldFrame>
  );
}
