import { composeValidators, requiredWhen, TEN_CHARACTER_CODE_HELPER, tenCharacterCode } from '../logic';
import { InputField, type InputFieldProps } from './InputField';

export type TenCharacterCodeFieldProps = Omit<InputFieldProps, 'type' | 'rules' | 'parse'>;

/** A code of exactly ten letters or digits, with the 'Ten numbers and letters' helper. */
export function TenCharacterCodeField({ required, helperText, ...rest }: TenCharacterCodeFieldProps) {
  return (
    <InputField
      autoComplete="off"
      maxLength={10}
      {...rest}
      required={required}
      helperText={helperText ?? TEN_CHARACTER_CODE_HELPER()}
      rules={composeValidators(requiredWhen(required), tenCharacterCode)}
    />
  );
}
