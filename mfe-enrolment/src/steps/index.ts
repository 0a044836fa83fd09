import { feesStep } from '../fees/feesStep';
import type { ApplicationStepDef } from '../form/step';
import { contactStep } from './contactStep';
import { courseStep } from './courseStep';
import { disabilityStep } from './disabilityStep';
import { documentsStep } from './documentsStep';
import { educationStep } from './educationStep';
import { employmentStep } from './employmentStep';
import { personalStep } from './personalStep';
import { studyStep } from './studyStep';

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
