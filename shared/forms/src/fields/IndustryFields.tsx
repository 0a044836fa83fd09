import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@portal/ui';
import { DependentLookupField } from './DependentLookupField';
import { LookupSelectField } from './LookupFields';

export interface IndustryFieldsProps {
  /** The division's form value ('industryDivision' by default). */
  divisionName?: string;
  /** The subdivision's form value ('industrySubdivision' by default). */
  subdivisionName?: string;
  divisionLabel?: ReactNode;
  subdivisionLabel?: ReactNode;
  required?: boolean | string;
  disabled?: boolean;
}

/** The industry: a division, then a subdivision of that division. */
export function IndustryFields({
  divisionName = 'industryDivision',
  subdivisionName = 'industrySubdivision',
  divisionLabel,
  subdivisionLabel,
  required,
  disabled,
}: IndustryFieldsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <LookupSelectField
        name={divisionName}
        label={divisionLabel ?? t`Industry`}
        list="industryDivisions"
        required={required}
        disabled={disabled}
      />
      <DependentLookupField
        name={subdivisionName}
        label={subdivisionLabel ?? t`Industry subdivision`}
        list="industrySubdivisions"
        parentName={divisionName}
        parentList="industryDivisions"
        parentKey="parentId"
        required={required}
        disabled={disabled}
      />
    </Stack>
  );
}
