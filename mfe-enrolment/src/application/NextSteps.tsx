import { Trans } from '@lingui/react/macro';
import { Heading, Stack } from '@portal/ui';

/** What happens after an application is submitted: checked by admissions, an offer, then enrolment. */
export function NextSteps() {
  return (
    <Stack gap="2">
      <Heading as="h3" size="lg">
        <Trans>What happens next</Trans>
      </Heading>
      <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
        <li>
          <Trans>Our admissions team checks your application and may ask you for documents.</Trans>
        </li>
        <li>
          <Trans>You receive an offer by email, with the fees of your course and how to pay them.</Trans>
        </li>
        <li>
          <Trans>
            Once you accept the offer, you are enrolled and can start on your intake's start date.
          </Trans>
        </li>
      </Stack>
    </Stack>
  );
}
