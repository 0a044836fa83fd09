import { MIN_PASSWORD_LENGTH } from '@portal/config';
import { composeValidators, requiredWhen } from '../logic';
import { minLength } from '../validation/password';
import { InputField, type InputFieldProps } from './InputField';

export interface PasswordFieldProps extends Omit<InputFieldProps, 'type' | 'rules' | 'parse' | 'inputMode'> {
  /** The fewest characters it takes (MIN_PASSWORD_LENGTH, 8, by default). */
  minLength?: number;
  /** 'current-password' (the one the account has) or 'new-password' (one being chosen: the browser may
   * suggest one). */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input (masked), with the required rule when required and a minimum length. */
export function PasswordField({
  minLength: min = MIN_PASSWORD_LENGTH,
  required,
  ...rest
}: PasswordFieldProps) {
  return (
    <InputField
      {...rest}
      type="password"
      required={required}
      rules={composeValidators(requiredWhen(required), minLength(min))}
    />
  );
}
