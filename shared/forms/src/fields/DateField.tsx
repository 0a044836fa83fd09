import { dateBounds, dateRules } from '../logic';
import { InputField, type InputFieldProps } from './InputField';

export interface DateFieldProps extends Omit<InputFieldProps, 'type' | 'rules' | 'parse' | 'min' | 'max'> {
  /** Earliest date, 'YYYY-MM-DD' (1900-01-01 by default). */
  min?: string;
  /** Latest date, 'YYYY-MM-DD' (2100-01-01 by default). */
  max?: string;
  /** Only today and later. */
  disablePast?: boolean;
  /** Only today and earlier. */
  disableFuture?: boolean;
}

/** A date input (the browser's date picker, value 'YYYY-MM-DD') with the date rules: format,
 * bounds, no past or no future days. */
export function DateField({ min, max, disablePast, disableFuture, required, ...rest }: DateFieldProps) {
  const options = { required, min, max, disablePast, disableFuture };
  const bounds = dateBounds(options);
  return (
    <InputField
      {...rest}
      type="date"
      required={required}
      min={bounds.min}
      max={bounds.max}
      rules={dateRules(options)}
    />
  );
}
