import {
  useMemo,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Input, InputGroup } from '@portal/ui';
import { composeValidators, unreadableDateRule, type Validator } from '../logic';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useExtraRule } from './useExtraRule';
import { useFormField } from './useFormField';

export interface InputFieldProps extends BaseFieldProps {
  /** The HTML input type. */
  type?: 'text' | 'email' | 'url' | 'number' | 'date' | 'tel' | 'password';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: string | number;
  max?: string | number;
  step?: string | number;
  maxLength?: number;
  /** The field kind's own rules (the `validate` prop runs after them). */
  rules?: Validator<string | undefined>;
  /** Rewrites what is typed before it is stored (e.g. the IRD number's dashes). */
  parse?: (typed: string) => string;
  /** Shown at the end of the input (e.g. a spinner while a check runs). */
  endElement?: ReactNode;
  /** Show the error before the field is touched (e.g. the answer of a check). */
  showErrorNow?: boolean;
}

/** A one-line input bound to a form value: the base of the text-like fields. An emptied input
 * stores `undefined`, as react-final-form does. */
export function InputField({
  name,
  label,
  helperText,
  required,
  disabled,
  validate,
  rules,
  parse,
  type = 'text',
  endElement,
  showErrorNow = false,
  ...inputProps
}: InputFieldProps) {
  // A date input whose text is not a date has the value '' for the browser, as an empty one has: its
  // validity's badInput tells them apart. Read as the text changes (key presses: the value may stay '') and
  // when the field is left; a change of it validates the field again at once (useExtraRule below).
  const [badInput, setBadInput] = useState(false);
  const dateInputRule = useMemo(
    () => (type === 'date' ? unreadableDateRule(badInput) : undefined),
    [type, badInput],
  );
  const readValidity =
    type === 'date'
      ? (event: SyntheticEvent<HTMLInputElement>) => setBadInput(event.currentTarget.validity.badInput)
      : undefined;
  const { input, frameProps, controlProps } = useFormField<string | undefined>(
    { name, label, helperText, required, disabled, validate },
    // The unreadable text's message comes before the value's rules ('Required' for the empty value).
    dateInputRule ? composeValidators(dateInputRule, rules) : rules,
    { parse: (typed: string) => (parse ? parse(typed) : typed) || undefined, forceError: showErrorNow },
  );
  // After the field's own registration: its validator (read from its latest props) is current when this runs.
  useExtraRule(name, dateInputRule);
  return (
    <FieldFrame {...frameProps}>
      <InputGroup endElement={endElement}>
        <Input
          {...inputProps}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          type={type}
          disabled={disabled}
          {...controlProps}
          onInput={readValidity}
          onKeyUp={readValidity}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            readValidity?.(event);
            controlProps.onBlur(event);
          }}
        />
      </InputGroup>
    </FieldFrame>
  );
}
