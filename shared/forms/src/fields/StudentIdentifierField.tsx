import { composeValidators, requiredWhen, studentIdentifier } from '../logic';
import { InputField, type InputFieldProps } from './InputField';

export interface StudentIdentifierFieldProps extends Omit<InputFieldProps, 'type' | 'rules' | 'parse'> {
  /** NSI (New Zealand, up to 10 digits), USI (Australia, up to 10 letters or digits), or either. */
  kind?: 'nsi' | 'usi' | 'both';
}

/** A national student number: NSI, USI or either. */
export function StudentIdentifierField({ kind = 'both', required, ...rest }: StudentIdentifierFieldProps) {
  return (
    <InputField
      inputMode={kind === 'nsi' ? 'numeric' : undefined}
      autoComplete="off"
      {...rest}
      required={required}
      rules={composeValidators(requiredWhen(required), studentIdentifier(kind))}
    />
  );
}
