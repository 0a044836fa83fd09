import { Trans, useLingui } from '@lingui/react/macro';
import { SectionHeading } from '@portal/forms';
import { Box, Stack, Text } from '@portal/ui';
import { isOffered, type ApplicationStepDef, type StepContext } from '../form/step';
import type { EnrolValues } from '../form/values';

export interface AnswerSummaryProps {
  steps: readonly ApplicationStepDef[];
  values: EnrolValues;
  ctx: StepContext;
  /** Offers an edit button per group that opens its step (the review step); none when read-only. */
  onEdit?: (step: string) => void;
}

/** Every answer, grouped by step (the review step, and a submitted application read-only). */
export function AnswerSummary({ steps, values, ctx, onEdit }: AnswerSummaryProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="6">
      {steps
        .filter((step) => isOffered(step, values, ctx))
        .map((step) => {
          const title = i18n._(step.title);
          return (
            <Box as="section" key={step.name} aria-label={title}>
              <SectionHeading as="h3" title={title} onEdit={onEdit ? () => onEdit(step.name) : undefined} />
              <Box
                as="dl"
                display="grid"
                gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }}
                columnGap="4"
              >
                {step.summary(values, ctx).map((row) => {
                  const label = i18n._(row.label);
                  return (
                    <Box key={label} display="contents">
                      <Text as="dt" fontWeight="semibold" mt={{ base: '2', md: '1' }}>
                        {label}
                      </Text>
                      <Text as="dd" mt="1" overflowWrap="anywhere" color={row.value ? undefined : 'fg.muted'}>
                        {row.value || <Trans>Not answered</Trans>}
                      </Text>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
    </Stack>
  );
}
