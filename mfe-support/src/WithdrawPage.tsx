import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSession } from '@portal/api';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { Box, ContactFooter, Heading, Stack, Text } from '@portal/ui';
import { WithdrawalForm } from './cases/WithdrawalForm';
import { messages } from './locales/en/messages';
import { Panel } from './support/parts';

loadCatalog(messages);

/** /case/support/withdraw: the withdrawal request, with the sub-types and the
 * refund rule in plain words. Signed-in students only (the shell signs visitors in first). */
export default function WithdrawPage() {
  const provider = useProvider();
  const session = useSession();
  const formHeadingId = useId();
  return (
    <Stack gap={{ base: 6, md: 8 }} w="full" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Withdraw from your course</Trans>
      </Heading>
      <Text fontSize="lg">
        <Trans>
          Thinking of leaving? Before you decide, talk to us: a break, a lighter study load or extra support
          may help. If you have made up your mind, send this request and {provider.name} student services will
          take care of the rest.
        </Trans>
      </Text>
      <Box
        as="section"
        aria-labelledby="refund-heading"
        bg="brand.subtle"
        rounded="xl"
        p={{ base: 4, md: 6 }}
      >
        <Heading as="h2" id="refund-heading" size="lg" mb="2">
          <Trans>Refunds and the cooling-off period</Trans>
        </Heading>
        <Stack gap="2">
          <Text>
            <Trans>
              The cooling-off period is 14 calendar days from when your enrolment conditions are met. If you
              cancel within it, your fees are refunded less an administrative fee.
            </Trans>
          </Text>
          <Text>
            <Trans>
              Cancellation In-COP means you cancel within the cooling-off period. Cancellation Out-COP means
              you cancel after it has ended: fees for study already started are generally not refunded. Not
              sure which applies to you? Leave it blank and we will check.
            </Trans>
          </Text>
        </Stack>
      </Box>
      <Panel title={<Trans>Your withdrawal request</Trans>} headingId={formHeadingId}>
        {session ? <WithdrawalForm session={session} labelledBy={formHeadingId} /> : null}
      </Panel>
      <ContactFooter heading={<Trans>Want to talk it over first?</Trans>} contact={provider.contact} />
    </Stack>
  );
}
