import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormState } from 'react-final-form';
import type { StepLocation } from '@portal/forms';
import { Button, ErrorBar, HStack, Stack, Text } from '@portal/ui';
import { isOffered, type StepContext } from '../form/step';
import type { EnrolValues } from '../form/values';
import { AnswerSummary } from './AnswerSummary';
import { APPLICATION_STEPS } from './applicationSteps';

/** The review step, after the application's steps: its name (in the address) and its title. */
export const REVIEW = { name: 'review', title: msg`Review and submit` };

/** The steps offered to this applicant whose answers are not saved yet (the review's Submit waits for them). */
export const unsavedSteps = (values: EnrolValues, ctx: StepContext, saved: ReadonlySet<string>) =>
  APPLICATION_STEPS.filter((step) => isOffered(step, values, ctx) && !saved.has(step.name));

/**
 * The review step: every answer by step, each group with its edit button; what Submit waits for (the saves not
 * sent yet, and the steps not finished, each with a button that opens it).
 */
export function Review({
  ctx,
  location,
  pending,
  saved,
}: {
  ctx: StepContext;
  location: StepLocation;
  pending: number;
  saved: ReadonlySet<string>;
}) {
  const { t, i18n } = useLingui();
  const { values } = useFormState<EnrolValues>({ subscription: { values: true } });
  const unsaved = unsavedSteps(values, ctx, saved);
  return (
    <Stack gap="4">
      <Text>
        <Trans>
          Check your answers. To change one, use the edit button of its group. Submit sends your application.
        </Trans>
      </Text>
      {pending > 0 ? (
        <ErrorBar
          title={t`Some answers are not saved yet`}
          message={t`They are sent again as soon as the connection allows. You can submit once they are saved.`}
        />
      ) : null}
      {unsaved.length && !pending ? (
        <Stack
          gap="2"
          role="note"
          borderWidth="1px"
          borderColor="border.warning"
          bg="bg.warning"
          p="3"
          rounded="md"
        >
          <Text fontWeight="semibold">
            <Trans>Some steps are not finished yet. Complete them before you submit:</Trans>
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {unsaved.map((step) => (
              <Button key={step.name} size="sm" variant="outline" onClick={() => location.go(step.name)}>
                {i18n._(step.title)}
              </Button>
            ))}
          </HStack>
        </Stack>
      ) : null}
      <AnswerSummary
        steps={APPLICATION_STEPS}
        values={values}
        ctx={ctx}
        onEdit={(step) => location.go(step)}
      />
    </Stack>
  );
}
