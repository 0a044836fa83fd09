import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Text } from '@portal/ui';
import { isCompleted, isDisabled, stepProgress } from './wizardLogic';
import type { WizardStep } from './wizardTypes';

/**
 * Where the applicant is among the steps: "Step n of m" (a status), a progress bar named after the wizard whose
 * value text names the step, and the list of the steps offered, the current one marked and the completed ones
 * said so.
 */
export function StepProgress<V extends object>({
  steps,
  index,
  values,
  label,
}: {
  steps: readonly WizardStep<V>[];
  /** The step shown. */
  index: number;
  values: V;
  /** The wizard's accessible name. */
  label: string;
}) {
  const { t } = useLingui();
  const step = steps[index]!;
  const { position, total, percent } = stepProgress(steps, index, values);
  const offered = steps.filter((s) => !isDisabled(s, values));
  const title = step.title;

  return (
    <Stack gap="2">
      <Text role="status" fontSize="sm" fontWeight="semibold" color="fg.muted">
        <Trans>
          Step {position} of {total}
        </Trans>
      </Text>
      <Box
        role="progressbar"
        aria-label={t`Progress through ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`Step ${position} of ${total}: ${title}`}
        h="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" rounded="full" />
      </Box>
      <Box
        as="ol"
        aria-label={t`Steps`}
        display="flex"
        flexWrap="wrap"
        gap="2"
        listStyleType="none"
        fontSize="sm"
      >
        {offered.map((s, i) => {
          const current = s.name === step.name;
          const done = !current && isCompleted(s, values);
          return (
            <Box
              as="li"
              key={s.name}
              aria-current={current ? 'step' : undefined}
              px="2"
              py="1"
              rounded="md"
              borderWidth="1px"
              borderColor={current ? 'brand.solid' : 'border'}
              fontWeight={current ? 'semibold' : 'normal'}
              bg={current ? 'brand.subtle' : undefined}
            >
              {i + 1}. {s.title}
              {done ? (
                <Text as="span" color="fg.muted">
                  {' '}
                  <Trans>(completed)</Trans>
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
