import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationPayload, Metadata, Product } from '@portal/api';
import type { Provider } from '@portal/config';
import type { EnrolValues } from './values';

/** What a step may know beyond the form's values: the provider (its country decides NZ or AU questions) and
 * the metadata lists (ids to labels, addresses). */
export interface StepContext {
  provider: Provider;
  metadata: Metadata | undefined;
  /** The provider's courses (v2/product), for the course step's review. */
  products?: readonly Product[];
  /** The application's number once it is created (the fees step's calls need it). */
  applicationId?: string;
  /** The signed-in student (the fees-free check). */
  studentId?: string;
  /** The application's opportunity (the server gives it on create): what its documents are uploaded for. */
  opportunityId?: string;
}

/** One row of the review step: a question and the answer as the applicant would read it. */
export interface SummaryRow {
  label: MessageDescriptor;
  /** The answer's text; undefined or '' shows 'Not answered'. */
  value: string | undefined;
}

/**
 * One step of the application. The page turns each into a WizardStep of @portal/forms: its
 * fields write the form section `section` (e.g. values.personal.firstName); Next saves `toPayload` with
 * PATCH v2/secure/studentApplication/{id}; reopening fills the form from the stored application with
 * `fromPayload`; the review step lists `summary`.
 */
export interface ApplicationStepDef<S extends keyof EnrolValues = keyof EnrolValues> {
  /** URL segment, /enrol/<name>. */
  name: string;
  title: MessageDescriptor;
  /** The top-level key of EnrolValues the step's fields write (Reset clears it). */
  section: S;
  /** Not offered to this applicant (e.g. a question only for NZ providers); the step is then not counted. */
  disabled?: (values: EnrolValues, ctx: StepContext) => boolean;
  /** The step's fields (react-final-form fields of @portal/forms, named `<section>.<field>`); a step few
   * applicants reach loads them on demand (`lazyFields`), and the page renders them in a Suspense. */
  Fields: ComponentType<{ ctx: StepContext }>;
  /** The application payload's part this step saves (e.g. { personalDetails: {...} }); schema-checked. */
  toPayload: (values: EnrolValues, ctx: StepContext) => Partial<ApplicationPayload>;
  /** The form section from a stored application; undefined when the application has nothing of this step yet
   * (then the step is not completed). */
  fromPayload: (application: ApplicationPayload, ctx: StepContext) => EnrolValues[S] | undefined;
  /** The step's own check before Next, beyond the fields' rules (the fees step: the chosen way to pay is settled;
   * the documents step: no file still on its way). */
  canSubmit?: (values: EnrolValues, ctx: StepContext) => boolean;
  /** The answers, for the review step. */
  summary: (values: EnrolValues, ctx: StepContext) => SummaryRow[];
}

/** A step is asked unless the provider skips it (its `enrolmentSkips` feature) or the step's own rule says no. */
export const isOffered = (step: ApplicationStepDef, values: EnrolValues, ctx: StepContext): boolean =>
  !ctx.provider.features.enrolmentSkips?.includes(step.name) && !step.disabled?.(values, ctx);
