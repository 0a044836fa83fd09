import { yearOptions } from '../logic';
import { SelectField, type SelectFieldProps } from './SelectField';

export interface YearPickerFieldProps extends Omit<SelectFieldProps, 'options' | 'loading'> {
  /** How many years back from this year (100 by default). */
  count?: number;
}

/** A year out of the last 100 (this year first); the value is the year as text, e.g. '2024'. */
export function YearPickerField({ count, ...rest }: YearPickerFieldProps) {
  const options = yearOptions(new Date(), count).map((year) => ({
    value: String(year),
    label: String(year),
  }));
  return <SelectField {...rest} options={options} />;
}
