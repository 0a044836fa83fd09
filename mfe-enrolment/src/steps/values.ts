import type { CourseChoice } from '@portal/forms';
import type { ContactValues } from './contactStep';
import type { DisabilityValues } from './disabilityStep';
import type { DocumentsValues } from './documentsStep';
import type { EducationValues } from './educationStep';
import type { EmploymentValues } from './employmentStep';
import type { FeesValues } from './feesStep';
import type { PersonalValues } from './personalStep';
import type { StudyValues } from './studyStep';

/** The wizard's form values, one section per step (Reset clears the active step's section). */
export interface EnrolValues {
  course?: CourseChoice;
  personal?: PersonalValues;
  contact?: ContactValues;
  education?: EducationValues;
  employment?: EmploymentValues;
  disability?: DisabilityValues;
  study?: StudyValues;
  documents?: DocumentsValues;
  fees?: FeesValues;
}
