import { composeValidators, formatIrd, irdNumber, requiredWhen } from '../logic';
import { InputField, type InputFieldProps } from './InputField';

export type IrdFieldProps = Omit<InputFieldProps, 'type' | 'rules' | 'parse'>;

/** An IRD number: digits only, dashed as you type (3-3-3, or 2-3-3 for 8 digits), within bounds. */
export function IrdField({ required, ...rest }: IrdFieldProps) {
  return (
    <InputField
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      required={required}
      parse={formatIrd}
      rules={composeValidators(requiredWhen(required), irdNumber)}
    />
  );
}
