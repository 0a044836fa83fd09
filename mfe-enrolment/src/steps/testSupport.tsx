// Test support of the step tests (no test here): metadata lists with the dev-api's labels, and a form that renders
// one step's fields as the wizard does (one react-final-form form of EnrolValues).
import { useEffect } from 'react';
import { Form, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { SCHOOL_TYPE_CODES, type LookupItem, type Metadata } from '@portal/api';
import { getProvider } from '@portal/config';
import { activateLocale, i18n } from '@portal/i18n';
import type { ApplicationStepDef, StepContext, SummaryRow } from './types';
import type { EnrolValues } from './values';

// The review's texts are read in English outside a rendered page too.
activateLocale();

const numbered = (labels: readonly string[]): LookupItem[] =>
  labels.map((label, i) => ({ id: i + 1, label }));

/** A part of each list the four steps read (labels as shared/dev-api's seed has them); the others empty. */
export const METADATA: Metadata = {
  countries: [],
  states: [],
  ethnicities: [],
  genders: [],
  iwis: [],
  paymentInstallmentMethods: numbered(['Credit Card', 'Bank Account']),
  paymentMethods: numbered([
    'Pay in full now',
    'Pay by instalments',
    'Student loan (StudyLink / FEE-HELP / VET Student Loan)',
    'Employer or sponsor invoice',
  ]),
  paymentFrequencies: numbered(['Weekly', 'Fortnightly', 'Monthly']),
  paymentProvider: numbered(['Credit Card', 'Zip', 'Bank Account']),
  qualificationLevels: [],
  relationships: [],
  aboriginalTSIOrigins: [],
  citizenshipStatuses: [],
  activities: [],
  schools: [
    { id: 1001, label: 'Auckland Grammar School', schoolType: SCHOOL_TYPE_CODES.highSchool },
    { id: 1003, label: 'Wellington High School', schoolType: SCHOOL_TYPE_CODES.highSchool },
    { id: 2001, label: 'The University of Auckland', schoolType: SCHOOL_TYPE_CODES.university },
    { id: 5002, label: 'Yoobee Colleges', schoolType: SCHOOL_TYPE_CODES.privateTrainingEstablishment },
  ],
  schoolLevels: [
    { id: 12, label: 'Year 12 or equivalent' },
    { id: 11, label: 'Year 11 or equivalent' },
    { id: 2, label: 'Never attended school' },
  ],
  educationLevels: numbered([
    'No secondary school qualification',
    'NCEA Level 1',
    'NCEA Level 2',
    'NCEA Level 3',
  ]),
  qualifications: numbered(['Certificate', 'Diploma', "Bachelor's Degree"]),
  priorEducationalAchievementIdentifiers: [
    { id: 8, label: 'Bachelor degree or higher degree' },
    { id: 420, label: 'Diploma (or associate diploma)' },
    { id: 524, label: 'Certificate I' },
  ],
  currentEmploymentStatuses: numbered([
    'Full-time employee',
    'Part-time employee',
    'Self-employed – not employing others',
    'Employer',
    'Employed – unpaid worker in a family business',
    'Unemployed – seeking full-time work',
    'Unemployed – seeking part-time work',
    'Not employed – not seeking employment',
  ]),
  industryDivisions: numbered(['Agriculture, Forestry and Fishing', 'Mining', 'Construction']),
  industrySubdivisions: [
    { id: 1, label: 'Agriculture', parentId: 1 },
    { id: 3, label: 'Forestry and Logging', parentId: 1 },
    { id: 6, label: 'Coal Mining', parentId: 2 },
    { id: 30, label: 'Building Construction', parentId: 3 },
    { id: 32, label: 'Construction Services', parentId: 3 },
  ],
  occupations: numbered(['Managers', 'Professionals', 'Technicians and Trades Workers']),
  disabilityStatusSDRId: [
    { id: 1, label: 'Yes' },
    { id: 2, label: 'No' },
    { id: 9, label: 'Prefer not to say' },
  ],
  disabilityTypes: [
    { id: 11, label: 'Hearing/deaf' },
    { id: 12, label: 'Physical' },
    { id: 17, label: 'Vision' },
  ],
  disabilitySupportNeeds: numbered([
    'Learning support (tutoring, study skills)',
    'Assistive technology',
    'No, I do not need support at this time.',
  ]),
  studyModes: numbered(['Full-time on campus', 'Part-time on campus', 'Full-time online']),
  studyReasons: [
    { id: 1, label: 'To get a job' },
    { id: 12, label: 'For personal interest or self-development' },
    { id: 11, label: 'Other reasons' },
  ],
  languages: numbered(['English', 'Te Reo Māori', 'Samoan', 'Mandarin']),
  spokenEnglishLevels: numbered(['Very well', 'Well', 'Not well', 'Not at all']),
  feesAssistanceStatuses: numbered(['Self-funded', 'Fees Free (first year)', 'StudyLink Student Loan']),
};

/** What a step knows in the tests: the default provider and the metadata above. */
export const CTX: StepContext = { provider: getProvider('yoobee'), metadata: METADATA };

function FormCapture({ onForm }: { onForm: (form: FormApi<EnrolValues>) => void }) {
  const form = useForm<EnrolValues>();
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return null;
}

/** One step's fields in a form of EnrolValues, with a Submit button; `onForm` gets the form's API. */
export function StepForm({
  step,
  initialValues,
  onForm,
  ctx = CTX,
}: {
  step: ApplicationStepDef;
  initialValues?: EnrolValues;
  onForm: (form: FormApi<EnrolValues>) => void;
  /** What the step knows (CTX by default). */
  ctx?: StepContext;
}) {
  const { Fields } = step;
  return (
    <Form<EnrolValues>
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={step.name}>
          <Fields ctx={ctx} />
          <FormCapture onForm={onForm} />
          <button type="submit">Submit</button>
        </form>
      )}
    />
  );
}

/** A step's title in English. */
export const titleText = (step: ApplicationStepDef) => i18n._(step.title);

/** Review rows as [question, answer] in English. */
export const summaryText = (rows: SummaryRow[]) => rows.map((row) => [i18n._(row.label), row.value]);
