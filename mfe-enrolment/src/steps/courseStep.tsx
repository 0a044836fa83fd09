import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createStudentApplication, type ApplicationPayload } from '@portal/api';
import type { ProviderSlug } from '@portal/config';
import { CoursePickerField, type CourseChoice, type WizardStep } from '@portal/forms';
import type { EnrolValues } from './values';

/** The application number in the answer of a create (undefined when the answer has none). */
export const applicationIdOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { applicationId?: unknown }).applicationId === 'string'
    ? (answer as { applicationId: string }).applicationId
    : undefined;

/** The study details of a chosen course and intake (the ids the course has). */
export function studyDetailsOf(course: CourseChoice): NonNullable<ApplicationPayload['studyDetails']> {
  const { productId, productCRMId, intakeCRMId } = course;
  return {
    ...(productId ? { productId } : {}),
    ...(productCRMId ? { productCRMId } : {}),
    ...(intakeCRMId ? { intakeCRMId } : {}),
  };
}

/** Step 1, course and intake (issue 13 item 2): the provider's courses (v2/product) and their intakes. Next creates
 * the application (v2/studentApplication, schema-checked) with the student, the provider and the course. */
export function courseStep({
  i18n,
  provider,
  studentUPId,
  onCreated,
}: {
  i18n: I18n;
  provider: ProviderSlug;
  studentUPId: string | undefined;
  onCreated: (applicationId: string | undefined) => void;
}): WizardStep<EnrolValues> {
  return {
    name: 'course',
    title: i18n._(msg`Course and intake`),
    sections: ['course'],
    render: () => <CoursePickerField name="course" provider={provider} required />,
    onSubmit: async ({ course }) => {
      if (!course) return;
      const answer = await createStudentApplication({
        provider,
        ...(studentUPId ? { studentUPId } : {}),
        studyDetails: studyDetailsOf(course),
      });
      onCreated(applicationIdOf(answer));
    },
  };
}
