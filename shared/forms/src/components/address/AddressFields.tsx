import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@portal/ui';
import type { RequiredFlag } from '../../logic';
import { TextField } from '../../fields/TextField';
import { CountryField } from '../../fields/lookupFieldTable';
import { StateField } from '../../fields/StateField';
import { AddressSearchField, type AddressSearchFieldProps } from './AddressSearchField';

export interface AddressFieldsProps extends Omit<AddressSearchFieldProps, 'name' | 'label'> {
  /** Where the group sits in the form values ('address' -> 'address.city', ...); '' for the top level. */
  name: string;
  /** Street address, city, postcode and country are required (a string is used as the message). */
  required?: RequiredFlag;
  /** Leave out the street-address search above the fields. */
  noSearch?: boolean;
}

/** The address group of the forms (form shape): the street-address search,
 * then building/property name, flat/unit, street or lot number, street address, suburb, city, postcode,
 * country and state. Country and state hold metadata labels (the form shape the address mappers read);
 * the states offered are the chosen country's. */
export function AddressFields({ name, required, noSearch, ...search }: AddressFieldsProps) {
  const { t } = useLingui();
  const prefix = name ? `${name}.` : '';

  return (
    <Stack gap="4">
      {noSearch ? null : <AddressSearchField name={name} {...search} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name={`${prefix}buildingPropertyName`}
          label={t`Building or property name`}
          autoComplete="off"
        />
        <TextField name={`${prefix}flatUnitDetails`} label={t`Flat or unit`} autoComplete="address-line2" />
        <TextField name={`${prefix}streetOrLotNumber`} label={t`Street or lot number`} />
        <TextField
          name={`${prefix}streetAddress`}
          label={t`Street address`}
          required={required}
          autoComplete="address-line1"
        />
        <TextField name={`${prefix}suburb`} label={t`Suburb`} autoComplete="address-level3" />
        <TextField name={`${prefix}city`} label={t`City`} required={required} autoComplete="address-level2" />
        <TextField
          name={`${prefix}postcode`}
          label={t`Postcode`}
          required={required}
          autoComplete="postal-code"
        />
        <CountryField name={`${prefix}country`} label={t`Country`} required={required} />
        <StateField name={`${prefix}state`} label={t`State or region`} countryName={`${prefix}country`} />
      </SimpleGrid>
    </Stack>
  );
}
