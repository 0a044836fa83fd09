// The gallery's sections over the plain fields of @portal/forms, each with its rules live.
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@portal/ui';
import {
  AutocompleteField,
  CheckboxField,
  DateField,
  FileUploadField,
  IrdField,
  MultiSelectField,
  PhoneField,
  RadioGroupField,
  SelectField,
  StudentIdentifierField,
  TenCharacterCodeField,
  TextField,
  ToggleGroupField,
  YearPickerField,
} from '@portal/forms';
import { GallerySection } from './GallerySection';

const options = (labels: string[]) => labels.map((label) => ({ value: label, label }));

export function TextSection() {
  const { t } = useLingui();
  return (
    <GallerySection title={t`Text fields`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="fullName" label={t`Full name`} required />
        <TextField name="email" type="email" label={t`Email`} />
        <TextField name="website" type="url" label={t`Website`} />
        <TextField name="dependants" type="number" label={t`Number of dependants`} min={0} max={10} />
        <TextField name="hoursPerWeek" type="range" label={t`Hours per week`} min={1} max={60} />
        <TextField name="dateAsText" type="date" label={t`Date as text`} />
      </SimpleGrid>
    </GallerySection>
  );
}

export function DateSection() {
  const { t } = useLingui();
  return (
    <GallerySection title={t`Dates`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateField name="birthDate" label={t`Date of birth`} required disableFuture />
        <DateField name="startDate" label={t`Start date`} disablePast />
        <DateField name="anyDate" label={t`Any date`} />
        <YearPickerField name="yearCompleted" label={t`Year completed`} />
      </SimpleGrid>
    </GallerySection>
  );
}

export function IdentifierSection() {
  const { t } = useLingui();
  return (
    <GallerySection title={t`Identifiers`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <IrdField name="ird" label={t`IRD number`} />
        <StudentIdentifierField name="nsi" kind="nsi" label={t`National Student Index (NSI)`} />
        <StudentIdentifierField name="usi" kind="usi" label={t`Unique Student Identifier (USI)`} />
        <StudentIdentifierField name="studentIdentifier" kind="both" label={t`NSI or USI`} />
        <TenCharacterCodeField name="code" label={t`Ten-character code`} />
      </SimpleGrid>
    </GallerySection>
  );
}

export function PhoneSection() {
  const { t } = useLingui();
  return (
    <GallerySection title={t`Phone`}>
      <PhoneField label={t`Phone number`} typeLabel={t`Phone type`} />
    </GallerySection>
  );
}

export function ChoiceSection() {
  const { t } = useLingui();
  const days = [t`Mon`, t`Tue`, t`Wed`, t`Thu`, t`Fri`, t`Sat`, t`Sun`];
  return (
    <GallerySection title={t`Choices`}>
      <CheckboxField name="agree" label={t`I agree to the terms`} required />
      <RadioGroupField
        name="contactBy"
        label={t`Preferred contact`}
        options={options([t`Email`, t`Phone`, t`Post`])}
        required
        row
      />
      <ToggleGroupField
        name="studyLoad"
        label={t`Study load`}
        options={options([t`Full time`, t`Part time`])}
        required={t`Choose a study load`}
      />
      <ToggleGroupField name="days" label={t`Days available`} options={options(days)} multiple />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="intakeMonth"
          label={t`Intake month`}
          options={options([t`February`, t`July`, t`October`])}
          placeholder={t`Choose a month`}
        />
        <AutocompleteField
          name="campus"
          label={t`Campus`}
          options={options(['Auckland', 'Wellington', 'Christchurch', 'Sydney', 'Melbourne', 'Brisbane'])}
        />
      </SimpleGrid>
      <MultiSelectField
        name="interests"
        label={t`Interests`}
        options={options([t`Design`, t`Business`, t`Health`, t`Technology`, t`Hospitality`])}
        required
      />
    </GallerySection>
  );
}

export function FileSection() {
  const { t } = useLingui();
  return (
    <GallerySection title={t`Documents`}>
      <FileUploadField name="documents" label={t`Supporting documents`} required />
    </GallerySection>
  );
}
