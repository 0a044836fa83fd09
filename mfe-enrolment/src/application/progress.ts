// How far an application has come, read without the steps' fields (the home page's card loads none of them): each
// step's name, section, title and whether the stored application holds its answers, in the wizard's order.
// progress.test.ts keeps this outline the same as the steps' own definitions (APPLICATION_STEPS).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationPayload } from '@portal/api';
import type { Draft } from './draft';

export interface StepOutline {
  /** URL segment, /enrol/<name>. */
  name: string;
  /** The form section the step writes. */
  section: string;
  title: MessageDescriptor;
  /** The stored application holds the step's answers (its fromPayload answers something). */
  stored: (application: ApplicationPayload) => boolean;
}

/** An answer is there: not undefined, null, '' or an empty list. */
const answered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const text = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
/** Some answer anywhere inside (an object's fields, a list's items). */
const anyAnswer = (value: unknown): boolean =>
  value !== null && typeof value === 'object'
    ? Object.values(value).some(anyAnswer)
    : typeof value === 'string'
      ? text(value)
      : answered(value);

/** The application's steps in order (the review step follows them). */
export const STEP_OUTLINE: readonly StepOutline[] = [
  {
    name: 'course',
    section: 'course',
    title: msg`Course and intake`,
    stored: ({ studyDetails: d }) => !!d?.intakeCRMId && !!(d.productId || d.productCRMId),
  },
  {
    name: 'personal',
    section: 'personal',
    title: msg`Personal details`,
    stored: ({ personalDetails: d }) => !!d && text(d.firstName) && text(d.lastName),
  },
  {
    name: 'contact',
    section: 'contact',
    title: msg`Contact details`,
    stored: (a) => anyAnswer(a.contactDetails),
  },
  {
    name: 'education',
    section: 'education',
    title: msg`Education`,
    stored: ({ educationDetails: d }) => !!d && answered(d.schoolLevelId),
  },
  {
    name: 'employment',
    section: 'employment',
    title: msg`Employment`,
    stored: ({ employmentDetails: d }) => answered(d?.currentEmploymentStatusId),
  },
  {
    name: 'disability',
    section: 'disability',
    title: msg`Disability and support`,
    stored: ({ disabilityDetails: d }) => d?.hasDisability === 'yes' || d?.hasDisability === 'no',
  },
  {
    name: 'study',
    section: 'study',
    title: msg`Study`,
    stored: ({ studyDetails, paymentDetails }) =>
      [studyDetails?.studyModeId, studyDetails?.studyReasonId, paymentDetails?.feesAssistanceStatusId].every(
        answered,
      ),
  },
  {
    name: 'documents',
    section: 'documents',
    title: msg`Documents`,
    stored: (a) => Array.isArray(a.documents),
  },
  {
    name: 'fees',
    section: 'fees',
    title: msg`Fees and payment`,
    stored: (a) => !!a.paymentDetails?.paymentProvider,
  },
];

/** The review, after the last step. */
export const REVIEW_STEP = 'review';

/**
 * The first step the provider asks whose answers are not saved: not in the stored application, or changed on this
 * device (or waiting to be sent) since; the review once every step is saved (as the wizard opens it).
 */
export function nextUnsavedStep(
  application: ApplicationPayload | undefined,
  draft: Draft,
  skips: readonly string[] = [],
): StepOutline | undefined {
  const local = new Set([...draft.changed, ...draft.pending.map((p) => p.section)]);
  return STEP_OUTLINE.find(
    (step) =>
      !skips.includes(step.name) && (!application || !step.stored(application) || local.has(step.section)),
  );
}
