import { useField } from 'react-final-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CurrentEmploymentStatusField, IndustryFields, OccupationField, SectionHeading } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';
import type { ApplicationStepDef } from '../form/step';
import type { EmploymentValues } from '../form/values';
import { answered, compact, idOf, labelOf } from './sectionMapping';

/**
 * Whether an employment status means the applicant works, so the industry and occupation are asked. Decided from
 * the status's label (the AVETMISS labour force statuses of v1/metadata): a label that speaks of employment
 * ('Full-time employee', 'Part-time employee', 'Self-employed – not employing others', 'Employer', 'Employed –
 * unpaid worker in a family business') is employed; one that starts 'Unemployed' or 'Not employed' is not, nor
 * is no answer.
 */
export function isEmployedStatus(label: string | undefined): boolean {
  if (!label) return false;
  return /\bemploy/i.test(label) && !/^\s*(unemployed|not employed)\b/i.test(label);
}

function EmploymentFields() {
  const { t } = useLingui();
  const status = useField<string | undefined>('employment.employmentStatus', {
    subscription: { value: true },
  }).input.value;
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CurrentEmploymentStatusField
          name="employment.employmentStatus"
          label={t`Current employment status`}
          required
        />
      </SimpleGrid>
      {isEmployedStatus(status) ? (
        <Stack gap="4">
          <SectionHeading as="h3" title={t`Your work`} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <IndustryFields
              divisionName="employment.industryDivision"
              subdivisionName="employment.industrySubdivision"
              divisionLabel={t`Industry you work in`}
              subdivisionLabel={t`Part of that industry`}
            />
            <OccupationField
              name="employment.occupation"
              label={t`Occupation`}
              helperText={t`The kind of work you do most. Start typing to search.`}
            />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The employment step: the employment status and, for someone employed, the industry and the
 * occupation; saves `employmentDetails`. */
export const employmentStep: ApplicationStepDef<'employment'> = {
  name: 'employment',
  title: msg`Employment`,
  section: 'employment',
  Fields: EmploymentFields,
  toPayload: ({ employment = {} }, { metadata }) => {
    const employed = isEmployedStatus(employment.employmentStatus);
    return {
      employmentDetails: compact({
        currentEmploymentStatusId: idOf(metadata, 'currentEmploymentStatuses', employment.employmentStatus),
        // Only the questions shown are sent: the industry and the occupation of someone employed.
        ...(employed
          ? {
              industryDivisionId: idOf(metadata, 'industryDivisions', employment.industryDivision),
              industrySubdivisionId: idOf(metadata, 'industrySubdivisions', employment.industrySubdivision),
              occupationId: idOf(metadata, 'occupations', employment.occupation),
            }
          : {}),
      }),
    };
  },
  fromPayload: ({ employmentDetails: details }, { metadata }) => {
    if (!answered(details?.currentEmploymentStatusId)) return undefined;
    const employmentStatus = labelOf(
      metadata,
      'currentEmploymentStatuses',
      details?.currentEmploymentStatusId,
    );
    // The server keeps fields a later save leaves out: an industry saved while employed is not an answer now.
    if (!isEmployedStatus(employmentStatus)) return compact<EmploymentValues>({ employmentStatus });
    return compact<EmploymentValues>({
      employmentStatus,
      industryDivision: labelOf(metadata, 'industryDivisions', details?.industryDivisionId),
      industrySubdivision: labelOf(metadata, 'industrySubdivisions', details?.industrySubdivisionId),
      occupation: labelOf(metadata, 'occupations', details?.occupationId),
    });
  },
  summary: ({ employment = {} }) => [
    { label: msg`Current employment status`, value: employment.employmentStatus },
    ...(isEmployedStatus(employment.employmentStatus)
      ? [
          { label: msg`Industry you work in`, value: employment.industryDivision },
          { label: msg`Part of that industry`, value: employment.industrySubdivision },
          { label: msg`Occupation`, value: employment.occupation },
        ]
      : []),
  ],
};
