import { useForm } from 'react-final-form';
import { ErrorDetailsPanel } from '../components/ErrorDetailsPanel';
import type { Failure } from './useWizardSubmit';

/** A step's failed submit: the error-details panel, naming the step; its Retry submits the form again. */
export function StepFailure({ failure, onClose }: { failure: Failure; onClose: () => void }) {
  const form = useForm();
  return (
    <ErrorDetailsPanel
      error={failure.error}
      stepName={failure.stepTitle}
      onRetry={() => void form.submit()}
      onClose={onClose}
    />
  );
}
