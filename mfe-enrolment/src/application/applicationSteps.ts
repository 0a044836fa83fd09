import { feesStep } from '../fees/feesStep';
import type { ApplicationStepDef } from '../form/step';
import { contactStep } from '../steps/contactStep';
import { courseStep } from '../steps/courseStep';
import { disabilityStep } from '../steps/disabilityStep';
import { documentsStep } from '../steps/documentsStep';
import { educationStep } from '../steps/educationStep';
import { employmentStep } from '../steps/employmentStep';
import { personalStep } from '../steps/personalStep';
import { studyStep } from '../steps/studyStep';

/** The application's steps in order (the review step follows them). */
export const APPLICATION_STEPS = [
  courseStep,
  personalStep,
  contactStep,
  educationStep,
  employmentStep,
  disabilityStep,
  studyStep,
  documentsStep,
  feesStep,
] as unknown as readonly ApplicationStepDef[];
