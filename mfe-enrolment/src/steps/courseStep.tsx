import { msg } from '@lingui/core/macro';
import type { ApplicationPayload, Product } from '@portal/api';
import { CoursePickerField, courseDisplay, findCourseIntake, type CourseChoice } from '@portal/forms';
import { formatDate } from '@portal/i18n';
import type { ApplicationStepDef } from '../form/step';

/** The study details of a chosen course and intake (the ids the course has). */
export function studyDetailsOf(course: CourseChoice): NonNullable<ApplicationPayload['studyDetails']> {
  const { productId, productCRMId, intakeCRMId } = course;
  return {
    ...(productId ? { productId } : {}),
    ...(productCRMId ? { productCRMId } : {}),
    ...(intakeCRMId ? { intakeCRMId } : {}),
  };
}

/** Whether the provider still offers the chosen course and intake. */
export function isOffering(products: readonly Product[], course: CourseChoice): boolean {
  try {
    findCourseIntake(products, course);
    return true;
  } catch {
    return false;
  }
}

/** Step 1, course and intake: the provider's courses (v2/product) and their intakes. Its first
 * save creates the application (v2/studentApplication); a later change of course saves the study details. */
export const courseStep: ApplicationStepDef<'course'> = {
  name: 'course',
  title: msg`Course and intake`,
  section: 'course',
  Fields: ({ ctx }) => <CoursePickerField name="course" provider={ctx.provider.slug} required />,
  toPayload: ({ course }) => (course ? { studyDetails: studyDetailsOf(course) } : {}),
  fromPayload: ({ studyDetails }) => {
    const { productId, productCRMId, intakeCRMId } = studyDetails ?? {};
    if (!intakeCRMId || (!productId && !productCRMId)) return undefined;
    return {
      intakeCRMId,
      ...(productId ? { productId } : {}),
      ...(productCRMId ? { productCRMId } : {}),
    };
  },
  summary: ({ course }, { products, provider }) => {
    let found: { course: Product; intake: Product['intakeList'][number] } | undefined;
    try {
      found = course && products ? findCourseIntake(products, course) : undefined;
    } catch {
      found = undefined;
    }
    return [
      { label: msg`Course`, value: found ? courseDisplay(found.course).label : undefined },
      {
        label: msg`Intake`,
        value: found
          ? [found.intake.name, formatDate(found.intake.startDate, provider.timezone)]
              .filter(Boolean)
              .join(', ')
          : undefined,
      },
    ];
  },
};
