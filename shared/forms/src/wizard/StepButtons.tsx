import { Trans, useLingui } from '@lingui/react/macro';
import { Button, HStack } from '@portal/ui';

/**
 * The step's buttons: Previous (off when there is no step to go back to, and while submitting), Reset (the
 * step's answers back to the form's start; off while submitting) and Next, the form's submit, named Submit on the
 * last step and busy while submitting.
 */
export function StepButtons({
  last,
  submitting,
  previousDisabled,
  nextDisabled,
  onPrevious,
  onReset,
}: {
  /** No step is left after this one. */
  last: boolean;
  submitting: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  onPrevious: () => void;
  onReset: () => void;
}) {
  const { t } = useLingui();
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button type="button" variant="outline" disabled={previousDisabled} onClick={onPrevious}>
        <Trans>Previous</Trans>
      </Button>
      <Button type="button" variant="ghost" disabled={submitting} onClick={onReset}>
        <Trans>Reset</Trans>
      </Button>
      <Button
        type="submit"
        colorPalette="brand"
        ms="auto"
        disabled={nextDisabled}
        loading={submitting}
        loadingText={last ? t`Submitting...` : t`Saving...`}
      >
        {last ? <Trans>Submit</Trans> : <Trans>Next</Trans>}
      </Button>
    </HStack>
  );
}
