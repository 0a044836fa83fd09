import { useEffect, useMemo } from 'react';
import { useField } from 'react-final-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SCHOOL_TYPE_CODES, useMetadata, type School } from '@portal/api';
import {
  LookupMultiSelectField,
  LookupSelectField,
  PriorEducationalAchievementField,
  SchoolField,
  SectionHeading,
  SelectField,
  YearPickerField,
  type LookupFilter,
} from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';
import type { ApplicationStepDef } from '../form/step';
import type { EducationValues } from '../form/values';
import {
  answered,
  compact,
  idOf,
  idsOf,
  joined,
  labelOf,
  labelsOf,
  yearOf,
  yearText,
  type Lists,
} from './sectionMapping';

/** The school type codes in the order the type select offers them. */
const SCHOOL_TYPES = [
  SCHOOL_TYPE_CODES.highSchool,
  SCHOOL_TYPE_CODES.university,
  SCHOOL_TYPE_CODES.polytechnic,
  SCHOOL_TYPE_CODES.wananga,
  SCHOOL_TYPE_CODES.privateTrainingEstablishment,
  SCHOOL_TYPE_CODES.otherTertiaryEducationProvider,
] as const;

/** The type code of the school labelled `label` (as text), if the metadata knows it. */
function schoolTypeOf(schools: readonly School[] | undefined, label: string | undefined): string | undefined {
  const school = label ? schools?.find((item) => item.label === label) : undefined;
  return school?.schoolType === undefined ? undefined : String(school.schoolType);
}

/** The school, narrowed to the chosen school type; a school of another type is cleared when the type changes. */
function SchoolOfType() {
  const { t } = useLingui();
  const { data } = useMetadata();
  const type = useField<string | undefined>('education.schoolType', { subscription: { value: true } }).input
    .value;
  const school = useField<string | undefined>('education.school', { subscription: { value: true } }).input;
  const filter = useMemo<LookupFilter | undefined>(
    () => (type ? (item) => String(item.schoolType) === type : undefined),
    [type],
  );
  const stale = Boolean(type && school.value && data && schoolTypeOf(data.schools, school.value) !== type);
  useEffect(() => {
    if (stale) school.onChange(undefined);
  }, [stale, school]);
  return (
    <SchoolField
      name="education.school"
      label={t`Last school or place of study`}
      helperText={t`Start typing its name.`}
      filter={filter}
    />
  );
}

function EducationFields() {
  const { t } = useLingui();
  const achievements = useField<string[] | undefined>('education.priorEducationalAchievements', {
    subscription: { value: true },
  }).input.value;
  const schoolTypeLabels: Record<(typeof SCHOOL_TYPES)[number], string> = {
    [SCHOOL_TYPE_CODES.highSchool]: t`High school`,
    [SCHOOL_TYPE_CODES.university]: t`University`,
    [SCHOOL_TYPE_CODES.polytechnic]: t`Polytechnic`,
    [SCHOOL_TYPE_CODES.wananga]: t`Wānanga`,
    [SCHOOL_TYPE_CODES.privateTrainingEstablishment]: t`Private training establishment`,
    [SCHOOL_TYPE_CODES.otherTertiaryEducationProvider]: t`Other tertiary education provider`,
  };
  return (
    <Stack gap="8">
      <Stack gap="4">
        <SectionHeading as="h3" title={t`School`} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            name="education.schoolType"
            label={t`Type of school or place of study`}
            helperText={t`Narrows the list of schools.`}
            options={SCHOOL_TYPES.map((code) => ({ value: String(code), label: schoolTypeLabels[code] }))}
          />
          <SchoolOfType />
          <LookupSelectField
            name="education.schoolLevel"
            list="schoolLevels"
            label={t`Highest school level completed`}
            required
          />
          <YearPickerField name="education.yearLastAttendedSchool" label={t`Year you last attended school`} />
        </SimpleGrid>
      </Stack>
      <Stack gap="4">
        <SectionHeading as="h3" title={t`Qualifications`} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <LookupSelectField
            name="education.educationLevel"
            list="educationLevels"
            label={t`Highest secondary school qualification`}
          />
        </SimpleGrid>
        <LookupMultiSelectField
          name="education.qualifications"
          list="qualifications"
          label={t`Qualifications you have completed`}
          helperText={t`Tick all that apply, wherever you studied.`}
        />
        <PriorEducationalAchievementField
          name="education.priorEducationalAchievements"
          label={t`Prior educational achievement`}
          helperText={t`The levels used in Australia; tick any you have completed.`}
        />
        {achievements?.length ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <YearPickerField
              name="education.priorEducationalAchievementYear"
              label={t`Year you completed the most recent of these`}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Stack>
  );
}

function educationDetailsOf(values: EducationValues, metadata: Lists) {
  const achievements = idsOf(
    metadata,
    'priorEducationalAchievementIdentifiers',
    values.priorEducationalAchievements,
  );
  return compact({
    schoolId: idOf(metadata, 'schools', values.school),
    schoolLevelId: idOf(metadata, 'schoolLevels', values.schoolLevel),
    yearLastAttendedSchool: yearOf(values.yearLastAttendedSchool),
    educationLevelId: idOf(metadata, 'educationLevels', values.educationLevel),
    qualificationIds: idsOf(metadata, 'qualifications', values.qualifications),
    priorEducationalAchievementIds: achievements,
    // The year is asked only once an achievement is chosen.
    priorEducationalAchievementYear: achievements
      ? yearOf(values.priorEducationalAchievementYear)
      : undefined,
  });
}

/** The education step: school, school level and year, qualifications and prior educational
 * achievement; saves `educationDetails`. */
export const educationStep: ApplicationStepDef<'education'> = {
  name: 'education',
  title: msg`Education`,
  section: 'education',
  Fields: EducationFields,
  toPayload: ({ education = {} }, { metadata }) => ({
    educationDetails: educationDetailsOf(education, metadata),
  }),
  fromPayload: ({ educationDetails: details }, { metadata }) => {
    if (!details || !answered(details.schoolLevelId)) return undefined;
    const school = labelOf(metadata, 'schools', details.schoolId);
    const achievements = labelsOf(
      metadata,
      'priorEducationalAchievementIdentifiers',
      details.priorEducationalAchievementIds,
    );
    return compact<EducationValues>({
      schoolType: schoolTypeOf(metadata?.schools, school),
      school,
      schoolLevel: labelOf(metadata, 'schoolLevels', details.schoolLevelId),
      yearLastAttendedSchool: yearText(details.yearLastAttendedSchool),
      educationLevel: labelOf(metadata, 'educationLevels', details.educationLevelId),
      qualifications: labelsOf(metadata, 'qualifications', details.qualificationIds),
      priorEducationalAchievements: achievements,
      priorEducationalAchievementYear: achievements
        ? yearText(details.priorEducationalAchievementYear)
        : undefined,
    });
  },
  summary: ({ education = {} }) => {
    const achievements = education.priorEducationalAchievements;
    return [
      { label: msg`Last school or place of study`, value: education.school },
      { label: msg`Highest school level completed`, value: education.schoolLevel },
      { label: msg`Year you last attended school`, value: education.yearLastAttendedSchool },
      { label: msg`Highest secondary school qualification`, value: education.educationLevel },
      { label: msg`Qualifications you have completed`, value: joined(education.qualifications) },
      { label: msg`Prior educational achievement`, value: joined(achievements) },
      ...(achievements?.length
        ? [
            {
              label: msg`Year you completed the most recent of these`,
              value: education.priorEducationalAchievementYear,
            },
          ]
        : []),
    ];
  },
};
