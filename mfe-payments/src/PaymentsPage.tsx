import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, usePayments, useStudentId } from '@portal/api';
import { usePageSize, useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { BusyMessage, ContactFooter, ErrorBar, Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { InvoiceList } from './payments/components/InvoiceList';

loadCatalog(messages);

/** Spec portal §2 Payments: one section per invoice with its paid and due amounts and transactions,
 * a page of invoices at a time, and the provider's contact details. */
export default function PaymentsPage() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const pageSize = usePageSize();
  const { data, error, isLoading } = usePayments(studentId);

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your payments...`}</BusyMessage>;
  else if (error && !isNotFound(error)) content = <ErrorBar message={error.message} />;
  else if (!data || data.invoices.length === 0) {
    // A 404 means the student has no invoices yet (spec portal §7, §8).
    content = (
      <Text color="fg.muted" py="4">
        <Trans>You have no invoices yet.</Trans>
      </Text>
    );
  } else content = <InvoiceList data={data} pageSize={pageSize} timezone={provider.timezone} />;

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="4xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Payments</Trans>
      </Heading>
      {content}
      <ContactFooter heading={<Trans>Questions about your payments?</Trans>} contact={provider.contact} />
    </Stack>
  );
}
