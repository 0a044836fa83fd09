import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@portal/ui';
import { DisabilityStatusField, DisabilityTypesField, SupportNeedsField } from './lookupFieldTable';

export interface DisabilityFieldsProps {
  /** The form value of the disability status ('disabilityStatus' by default). */
  statusName?: string;
  /** The form value of the disability types ('disabilityTypes' by default). */
  typesName?: string;
  /** The form value of the support needs ('disabilitySupportNeeds' by default). */
  supportNeedsName?: string;
  statusLabel?: ReactNode;
  typesLabel?: ReactNode;
  supportNeedsLabel?: ReactNode;
  required?: boolean | string;
  disabled?: boolean;
}

/** The disability questions: status, types and support needs (with its exclusive 'no' option). */
export function DisabilityFields({
  statusName = 'disabilityStatus',
  typesName = 'disabilityTypes',
  supportNeedsName = 'disabilitySupportNeeds',
  statusLabel,
  typesLabel,
  supportNeedsLabel,
  required,
  disabled,
}: DisabilityFieldsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <DisabilityStatusField
        name={statusName}
        label={statusLabel ?? t`Do you have a disability, impairment or long-term condition?`}
        required={required}
        disabled={disabled}
      />
      <DisabilityTypesField name={typesName} label={typesLabel ?? t`Disability types`} disabled={disabled} />
      <SupportNeedsField
        name={supportNeedsName}
        label={supportNeedsLabel ?? t`Do you need support?`}
        disabled={disabled}
      />
    </Stack>
  );
}
