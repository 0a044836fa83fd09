import { DependentLookupField } from './DependentLookupField';
import type { LookupSelectProps } from './lookupFieldTable';

export interface StateFieldProps extends Omit<LookupSelectProps, 'filter'> {
  /** The form value holding the country (its label); 'country' by default. */
  countryName?: string;
}

/** A state or region, of the country chosen in `countryName` (all of them while none is chosen). */
export function StateField({ countryName = 'country', ...rest }: StateFieldProps) {
  return (
    <DependentLookupField
      {...rest}
      list="states"
      parentName={countryName}
      parentList="countries"
      parentKey="countryId"
    />
  );
}
