import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CloseButton, HStack, NativeSelect } from '@portal/ui';
import { requiredWhen } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, FieldOption } from './types';
import { useFormField } from './useFormField';

export interface SelectFieldProps extends BaseFieldProps {
  options: FieldOption[];
  /** The text of the empty choice. */
  placeholder?: string;
  /** The options are still loading: a single disabled 'Loading...' item is shown. */
  loading?: boolean;
  /** The field's starting value, set when the field registers and restored by the form's reset. Unlike
   * the form's `initialValues`, a value that arrives later (e.g. once a list loads) changes this field
   * alone: what the user chose in the other fields stays. */
  initialValue?: string;
}

/** A native select (keyboard and screen readers as the platform does them) with a clear button. */
export function SelectField({
  options,
  placeholder,
  loading = false,
  initialValue,
  ...props
}: SelectFieldProps) {
  const { t } = useLingui();
  const clearId = useId();
  const { disabled } = props;
  const { input, frame, frameProps, controlProps } = useFormField<string | undefined>(
    props,
    requiredWhen(props.required),
    { initialValue },
  );
  const value = input.value ?? '';
  return (
    <FieldFrame {...frameProps}>
      <HStack gap="1" width="full">
        <NativeSelect.Root disabled={disabled} flex="1">
          <NativeSelect.Field
            name={input.name}
            value={loading ? '' : value}
            onChange={input.onChange}
            {...controlProps}
          >
            {loading ? (
              <option value="" disabled>
                {t`Loading...`}
              </option>
            ) : (
              <>
                <option value="">{placeholder ?? ''}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.disabled}>
                    {option.label}
                  </option>
                ))}
              </>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {value && !disabled && !loading ? (
          <CloseButton
            id={clearId}
            size="sm"
            // Never squeezed by a long choice beside it: a target of at least 24 px (WCAG 2.5.8).
            flexShrink={0}
            aria-label={t`Clear`}
            aria-labelledby={`${clearId} ${frame.ids.label}`}
            onClick={() => {
              input.onChange(undefined);
              document.getElementById(frame.ids.control)?.focus();
            }}
          />
        ) : null}
      </HStack>
    </FieldFrame>
  );
}
