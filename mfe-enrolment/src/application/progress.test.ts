// The light outline of the steps (what the home page's card reads) against the steps' own definitions: the same
// names, sections and titles in the same order, and the same answer to "does the stored application hold this
// step?" as each step's fromPayload.
import type { ApplicationPayload } from '@portal/api';
import { CTX, METADATA } from '../testing/testSupport';
import { APPLICATION_STEPS } from './applicationSteps';
import { emptyDraft } from './draft';
import { nextUnsavedStep, STEP_OUTLINE } from './progress';

const first = (list: readonly { id: number | string }[] | undefined) => list?.[0]?.id ?? 1;

/** Applications holding no step, and each step's answers in turn (ids from the fixtures' lists). */
const APPLICATIONS: ApplicationPayload[] = [
  {},
  { studyDetails: { productId: 'P-1', intakeCRMId: 'I-1' } },
  { studyDetails: { intakeCRMId: 'I-1' } },
  { personalDetails: { firstName: 'Mere', lastName: 'Tane' } },
  { personalDetails: { firstName: 'Mere', lastName: ' ' } },
  { contactDetails: {} },
  { contactDetails: { email: 'mere@example.nz' } },
  { contactDetails: { email: ' ', emergencyContact: { name: 'Hine' } } },
  { educationDetails: { schoolLevelId: first(METADATA.schoolLevels) } },
  { educationDetails: {} },
  { employmentDetails: { currentEmploymentStatusId: first(METADATA.currentEmploymentStatuses) } },
  { disabilityDetails: { hasDisability: 'no' } },
  { disabilityDetails: {} },
  {
    studyDetails: { studyModeId: first(METADATA.studyModes), studyReasonId: first(METADATA.studyReasons) },
    paymentDetails: { feesAssistanceStatusId: first(METADATA.feesAssistanceStatuses) },
  },
  { studyDetails: { studyModeId: first(METADATA.studyModes) } },
  { documents: [] },
  { paymentDetails: { paymentProvider: 'Credit Card', paymentMethodId: first(METADATA.paymentMethods) } },
] as ApplicationPayload[];

it('has the steps of the wizard, in its order, with their sections and titles', () => {
  expect(STEP_OUTLINE.map((s) => [s.name, s.section, s.title.id])).toEqual(
    APPLICATION_STEPS.map((s) => [s.name, s.section, s.title.id]),
  );
});

it.each(APPLICATIONS.map((application, i) => [i, application] as const))(
  'says a step is stored exactly when its fromPayload finds its answers (application %i)',
  (_i, application) => {
    STEP_OUTLINE.forEach((outline, index) => {
      const step = APPLICATION_STEPS[index]!;
      expect([step.name, outline.stored(application)]).toEqual([
        step.name,
        step.fromPayload(application, CTX) !== undefined,
      ]);
    });
  },
);

it('finds the first step the provider asks that is not saved: not stored, or changed here since', () => {
  const course = { studyDetails: { productId: 'P-1', intakeCRMId: 'I-1' } } as ApplicationPayload;
  expect(nextUnsavedStep(undefined, emptyDraft())?.name).toBe('course');
  expect(nextUnsavedStep(course, emptyDraft())?.name).toBe('personal');
  expect(nextUnsavedStep(course, { ...emptyDraft(), changed: ['course'] })?.name).toBe('course');
  const toEmployment = {
    ...course,
    personalDetails: { firstName: 'Mere', lastName: 'Tane' },
    contactDetails: { email: 'mere@example.nz' },
    educationDetails: { schoolLevelId: 1 },
  } as ApplicationPayload;
  expect(nextUnsavedStep(toEmployment, emptyDraft())?.name).toBe('employment');
  // ichm skips employment.
  expect(nextUnsavedStep(toEmployment, emptyDraft(), ['employment'])?.name).toBe('disability');
});
