import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textLimitOf, type ApplicationPayload } from '@portal/api';
import {
  AboriginalTSIOriginField,
  CitizenshipStatusField,
  DateField,
  EthnicityField,
  GenderField,
  IrdField,
  IwiField,
  StudentIdentifierField,
  TextField,
} from '@portal/forms';
import { formatDate } from '@portal/i18n';
import { SimpleGrid, Stack } from '@portal/ui';
import type { ApplicationStepDef, StepContext, SummaryRow } from '../form/step';
import type { PersonalValues } from '../form/values';
import { idsOf, idOf, labelOf, labelsOf, listed, text } from './answers';
import { FieldGroup } from './FieldGroup';

type PersonalDetails = NonNullable<ApplicationPayload['personalDetails']>;

/** How many ethnicities (and iwi) an applicant may give. */
export const MAX_ETHNICITIES = 3;
export const MAX_IWIS = 3;

const SECTION = 'personal';
const field = (name: keyof PersonalValues) => `${SECTION}.${name}`;
/** What the API takes of a name (the application schema's length and characters). */
const nameLimit = (name: keyof PersonalValues) => textLimitOf('application', `personalDetails.${name}`);

/** The questions asked only of one country's applicants. */
const isNZ = (ctx: StepContext) => ctx.provider.country === 'NZ';
const isAU = (ctx: StepContext) => ctx.provider.country === 'AU';

/** The chosen iwi, in order, without empty slots or repeats. */
const chosenIwis = (values: PersonalValues): string[] => listed(values.iwis);

function PersonalFields({ ctx }: { ctx: StepContext }) {
  const { t } = useLingui();
  const nz = isNZ(ctx);
  const au = isAU(ctx);
  const iwiLabels = [t`First iwi`, t`Second iwi`, t`Third iwi`];
  return (
    <Stack gap={{ base: 6, md: 8 }}>
      <FieldGroup title={t`Your name`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            name={field('firstName')}
            label={t`First name`}
            required
            autoComplete="given-name"
            limit={nameLimit('firstName')}
          />
          <TextField
            name={field('middleName')}
            label={t`Middle name`}
            autoComplete="additional-name"
            limit={nameLimit('middleName')}
          />
          <TextField
            name={field('lastName')}
            label={t`Last name`}
            required
            autoComplete="family-name"
            limit={nameLimit('lastName')}
          />
          <TextField
            name={field('preferredName')}
            label={t`Preferred name`}
            autoComplete="nickname"
            limit={nameLimit('preferredName')}
          />
        </SimpleGrid>
      </FieldGroup>

      <FieldGroup title={t`About you`}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DateField
              name={field('dateOfBirth')}
              label={t`Date of birth`}
              required
              disableFuture
              autoComplete="bday"
            />
            <GenderField name={field('gender')} label={t`Gender`} required />
            <CitizenshipStatusField
              name={field('citizenshipStatus')}
              label={t`Citizenship status`}
              required
            />
            {au ? (
              <AboriginalTSIOriginField
                name={field('aboriginalTSIOrigin')}
                label={t`Aboriginal or Torres Strait Islander origin`}
                required
              />
            ) : null}
          </SimpleGrid>
          <EthnicityField
            name={field('ethnicities')}
            label={t`Ethnicity`}
            helperText={t`Choose up to three`}
            required
            max={MAX_ETHNICITIES}
            maxMessage={t`Choose up to three ethnicities`}
          />
        </Stack>
      </FieldGroup>

      {nz ? (
        <FieldGroup title={t`Iwi affiliation`}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {iwiLabels.map((label, index) => (
              <IwiField
                key={label}
                name={`${field('iwis')}[${index}]`}
                label={label}
                helperText={index === 0 ? t`Optional: up to three` : t`Optional`}
              />
            ))}
          </SimpleGrid>
        </FieldGroup>
      ) : null}

      <FieldGroup title={t`Student identifiers`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {nz ? (
            <StudentIdentifierField
              kind="nsi"
              name={field('nsi')}
              label={t`National Student Index (NSI) number`}
              helperText={t`Optional: up to 10 digits, if you have studied in New Zealand before`}
            />
          ) : null}
          {au ? (
            <StudentIdentifierField
              kind="usi"
              name={field('usi')}
              label={t`Unique Student Identifier (USI)`}
              helperText={t`Optional: 10 letters and numbers, from usi.gov.au`}
            />
          ) : null}
          {nz ? (
            <IrdField
              name={field('irdNumber')}
              label={t`IRD number`}
              helperText={t`Optional: needed if you apply for a student loan or allowance`}
            />
          ) : null}
        </SimpleGrid>
      </FieldGroup>
    </Stack>
  );
}

/** The personal details the step saves: only the questions asked for the provider's country, and only the ones
 * answered. Lookup labels become metadata ids (an unknown label throws). */
export function personalDetailsOf(values: PersonalValues, ctx: StepContext): PersonalDetails {
  const { metadata } = ctx;
  const details: Record<string, unknown> = {
    firstName: text(values.firstName),
    middleName: text(values.middleName),
    lastName: text(values.lastName),
    preferredName: text(values.preferredName),
    dateOfBirth: text(values.dateOfBirth),
    genderId: idOf(metadata?.genders, values.gender),
    citizenshipStatusId: idOf(metadata?.citizenshipStatuses, values.citizenshipStatus),
    ethnicityIds: idsOf(metadata?.ethnicities, values.ethnicities),
  };
  if (isNZ(ctx)) {
    details.iwiIds = idsOf(metadata?.iwis, chosenIwis(values));
    details.nsi = text(values.nsi);
    details.irdNumber = text(values.irdNumber);
  }
  if (isAU(ctx)) {
    details.aboriginalTSIOriginId = idOf(metadata?.aboriginalTSIOrigins, values.aboriginalTSIOrigin);
    details.usi = text(values.usi);
  }
  const answered = Object.entries(details).filter(([, value]) => value !== undefined);
  return Object.fromEntries(answered) as PersonalDetails;
}

/** The form section from stored personal details: ids become labels (an id metadata does not know is left
 * unanswered); undefined without details or without both names. */
export function personalValuesOf(
  application: ApplicationPayload,
  ctx: StepContext,
): PersonalValues | undefined {
  const details = application.personalDetails;
  const firstName = text(details?.firstName);
  const lastName = text(details?.lastName);
  if (!details || !firstName || !lastName) return undefined;
  const { metadata } = ctx;
  const values: PersonalValues = {
    firstName,
    middleName: text(details.middleName),
    lastName,
    preferredName: text(details.preferredName),
    dateOfBirth: text(details.dateOfBirth),
    gender: labelOf(metadata?.genders, details.genderId),
    citizenshipStatus: labelOf(metadata?.citizenshipStatuses, details.citizenshipStatusId),
    ethnicities: labelsOf(metadata?.ethnicities, details.ethnicityIds),
  };
  if (isNZ(ctx)) {
    values.iwis = labelsOf(metadata?.iwis, details.iwiIds);
    values.nsi = text(details.nsi);
    values.irdNumber = text(details.irdNumber);
  }
  if (isAU(ctx)) {
    values.aboriginalTSIOrigin = labelOf(metadata?.aboriginalTSIOrigins, details.aboriginalTSIOriginId);
    values.usi = text(details.usi);
  }
  const answered = Object.entries(values).filter(([, value]) => value !== undefined);
  return Object.fromEntries(answered) as PersonalValues;
}

/** The review rows: every question asked of this applicant, lookups as their labels, the date as it reads. */
export function personalSummary(values: PersonalValues, ctx: StepContext): SummaryRow[] {
  const joined = (list: string[]) => (list.length ? list.join(', ') : undefined);
  const rows: SummaryRow[] = [
    { label: msg`First name`, value: text(values.firstName) },
    { label: msg`Middle name`, value: text(values.middleName) },
    { label: msg`Last name`, value: text(values.lastName) },
    { label: msg`Preferred name`, value: text(values.preferredName) },
    {
      label: msg`Date of birth`,
      value: formatDate(values.dateOfBirth, ctx.provider.timezone, 'D MMMM YYYY') || undefined,
    },
    { label: msg`Gender`, value: text(values.gender) },
    { label: msg`Citizenship status`, value: text(values.citizenshipStatus) },
  ];
  if (isAU(ctx))
    rows.push({
      label: msg`Aboriginal or Torres Strait Islander origin`,
      value: text(values.aboriginalTSIOrigin),
    });
  rows.push({ label: msg`Ethnicity`, value: joined(listed(values.ethnicities)) });
  if (isNZ(ctx)) {
    rows.push(
      { label: msg`Iwi affiliation`, value: joined(chosenIwis(values)) },
      { label: msg`National Student Index (NSI) number`, value: text(values.nsi) },
      { label: msg`IRD number`, value: text(values.irdNumber) },
    );
  }
  if (isAU(ctx)) rows.push({ label: msg`Unique Student Identifier (USI)`, value: text(values.usi) });
  return rows;
}

/** Step 2, personal details: names, date of birth, gender, citizenship, ethnicity, and the
 * country's own questions (NZ: iwi, NSI, IRD number; AU: Aboriginal or Torres Strait Islander origin, USI). */
export const personalStep: ApplicationStepDef<'personal'> = {
  name: 'personal',
  title: msg`Personal details`,
  section: SECTION,
  Fields: PersonalFields,
  toPayload: (values, ctx) => ({ personalDetails: personalDetailsOf(values.personal ?? {}, ctx) }),
  fromPayload: personalValuesOf,
  summary: (values, ctx) => personalSummary(values.personal ?? {}, ctx),
};
