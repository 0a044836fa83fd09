import { useCallback, useMemo, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { useLingui } from '@lingui/react/macro';
import { HStack, Spinner, Stack, Text } from '@portal/ui';
import { phoneTypeFromCheck, phoneTypeRequiredFor, requiredWhen, type Validator } from '../logic';
import { InputField } from './InputField';
import { RadioGroupField } from './RadioGroupField';
import type { BaseFieldProps } from './types';
import { useExtraRule } from './useExtraRule';
import { usePhoneCheck } from './usePhoneCheck';

export interface PhoneFieldProps extends Omit<BaseFieldProps, 'name'> {
  /** The number's form value ('phone' by default). */
  name?: string;
  /** The phone type's form value, 'mobile' or 'home' ('phoneType' by default); null for a number whose
   * type its name already says (a profile's mobile and home phones): no type choice then. */
  typeName?: string | null;
  /** The label of the phone type choice. */
  typeLabel?: ReactNode;
}

/**
 * A phone number and its type (mobile or home). A second after typing stops, the number is checked
 * for each allowed country (AU, NZ): a valid number is replaced by its formatted form and sets the
 * type; a number valid nowhere, or a check that fails, makes the field invalid with its message.
 * The check's progress is announced politely. The type is required once a number is entered (unless
 * `typeName` is null: then there is no type choice).
 */
export function PhoneField({
  name = 'phone',
  typeName = 'phoneType',
  label,
  typeLabel,
  helperText,
  required,
  disabled,
  validate,
}: PhoneFieldProps) {
  const { t } = useLingui();
  const form = useForm('PhoneField');
  const { input } = useField<string | undefined>(name, { subscription: { value: true } });
  const onValid = useCallback(
    (result: { formatted: string; type: string }) =>
      form.batch(() => {
        if (typeName) form.change(typeName, phoneTypeFromCheck(result));
        form.change(name, result.formatted);
      }),
    [form, name, typeName],
  );
  const check = usePhoneCheck(input.value, onValid);
  const checkRule = useMemo<Validator>(() => () => check.message, [check]);
  useExtraRule(name, checkRule);

  const statusText =
    check.status === 'pending'
      ? t`Checking the phone number...`
      : check.status === 'valid'
        ? t`Phone number checked`
        : '';
  return (
    <Stack gap="3">
      <InputField
        name={name}
        label={label}
        helperText={helperText}
        required={required}
        disabled={disabled}
        validate={validate}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        rules={requiredWhen(required)}
        showErrorNow={check.status === 'invalid'}
        endElement={check.status === 'pending' ? <Spinner size="sm" aria-hidden="true" /> : undefined}
      />
      <HStack role="status" aria-live="polite" minH="5" color="fg.muted">
        <Text textStyle="sm">{statusText}</Text>
      </HStack>
      {typeName ? (
        <RadioGroupField
          name={typeName}
          label={typeLabel ?? t`Phone type`}
          required={required}
          disabled={disabled}
          validate={phoneTypeRequiredFor(name)}
          row
          options={[
            { value: 'mobile', label: t`Mobile` },
            { value: 'home', label: t`Home` },
          ]}
        />
      ) : null}
    </Stack>
  );
}
