// Barrel of src/wizard (see index.ts): the multi-step form engine.
export { Wizard, type WizardProps, type WizardStep } from './wizard/Wizard';
export { useMemoryStep, useRouteStep, stepFromPath, type StepLocation } from './wizard/stepLocation';
export {
  activeStepIndex,
  findStep,
  isCompleted,
  isDisabled,
  isSkippable,
  isSkipped,
  nearestOpenStep,
  nextDisabled,
  nextStepIndex,
  previousStepIndex,
  showInvalidWarning,
  stepProgress,
  withoutSections,
  type RequestedStep,
  type StepFlag,
  type StepRules,
} from './wizard/wizardLogic';
