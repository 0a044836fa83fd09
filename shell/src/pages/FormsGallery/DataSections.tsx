// The gallery's sections over the components fed by the API: address search, course picker, reference data.
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@portal/ui';
import { useProvider } from '@portal/config';
import {
  AboriginalTSIOriginField,
  ActivityField,
  AddressFields,
  CitizenshipStatusField,
  CountryField,
  CoursePickerField,
  CurrentEmploymentStatusField,
  DisabilityFields,
  EthnicityField,
  FeesAssistanceStatusField,
  GenderField,
  IndustryFields,
  IwiField,
  LanguageField,
  OccupationField,
  PaymentFrequencyField,
  PaymentMethodField,
  PaymentProviderField,
  PriorEducationalAchievementField,
  QualificationField,
  RelationshipField,
  SchoolField,
  SpokenEnglishLevelField,
  StateField,
  StudyModeField,
  StudyReasonField,
} from '@portal/forms';
import { GallerySection } from './GallerySection';

export function AddressSection() {
  const { t } = useLingui();
  return (
    <GallerySection title={t`Address`} initialValues={{ address: { country: 'New Zealand' } }}>
      <AddressFields name="address" required />
    </GallerySection>
  );
}

export function CourseSection() {
  const { t } = useLingui();
  const provider = useProvider();
  return (
    <GallerySection title={t`Course`}>
      <CoursePickerField name="course" provider={provider.slug} required />
    </GallerySection>
  );
}

export function ReferenceDataSection() {
  const { t } = useLingui();
  return (
    <GallerySection title={t`Reference data`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CountryField name="countryOfBirth" label={t`Country of birth`} />
        <StateField name="stateOfBirth" countryName="countryOfBirth" label={t`State or region of birth`} />
        <CitizenshipStatusField name="citizenshipStatus" label={t`Citizenship status`} />
        <AboriginalTSIOriginField
          name="aboriginalTSIOrigin"
          label={t`Aboriginal or Torres Strait Islander origin`}
        />
        <GenderField name="gender" label={t`Gender`} />
        <EthnicityField name="ethnicities" label={t`Ethnicities`} />
        <IwiField name="iwi" label={t`Iwi`} />
        <LanguageField name="language" label={t`Main language`} />
        <SpokenEnglishLevelField name="spokenEnglishLevel" label={t`Spoken English level`} />
        <RelationshipField name="relationship" label={t`Relationship of emergency contact`} />
        <SchoolField name="school" label={t`Last school`} />
        <QualificationField name="qualification" label={t`Highest qualification`} />
        <PriorEducationalAchievementField name="priorAchievements" label={t`Prior educational achievement`} />
        <StudyModeField name="studyMode" label={t`Study mode`} />
        <StudyReasonField name="studyReason" label={t`Main reason for study`} />
        <ActivityField name="activity" label={t`Main activity last year`} />
        <CurrentEmploymentStatusField name="employmentStatus" label={t`Current employment status`} />
        <OccupationField name="occupation" label={t`Occupation`} />
        <FeesAssistanceStatusField name="feesAssistance" label={t`Fees assistance status`} />
        <PaymentMethodField name="paymentMethod" label={t`Payment method`} />
        <PaymentFrequencyField name="paymentFrequency" label={t`Payment plan frequency`} />
        <PaymentProviderField name="paymentProvider" label={t`Payment provider`} />
      </SimpleGrid>
      <IndustryFields />
      <DisabilityFields />
    </GallerySection>
  );
}
