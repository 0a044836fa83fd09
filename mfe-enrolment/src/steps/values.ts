import type { CourseChoice } from '@portal/forms';

/** The wizard's form values, one section per step (Reset clears the active step's sections). */
export interface EnrolValues {
  course?: CourseChoice;
}
