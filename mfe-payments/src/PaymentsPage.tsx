import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, usePayments, useStudentId } from '@portal/api';
import { usePageSize, useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { BusyMessage, ContactFooter, ErrorBar, Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { InvoiceList } from './payments/components/InvoiceList';
import { PayNowButton } from './payments/paying/PayNowButton';
import { CheckoutMessage } from './payments/paying/CheckoutMessage';
import { canPay } from './payments/paying/payInvoice';
import { useCheckoutReturn } from './payments/paying/useCheckoutReturn';

loadCatalog(messages);

/** Payments: one section per invoice with its paid and due amounts and transactions,
 * a page of invoices at a time, and the provider's contact details. */
export default function PaymentsPage() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const pageSize = usePageSize();
  const { data, error, isLoading, mutate } = usePayments(studentId);
  const { notice, dismiss, changed, returnTo } = useCheckoutReturn(mutate, studentId);

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your payments...`}</BusyMessage>;
  else if (error && !isNotFound(error)) content = <ErrorBar message={error.message} />;
  else if (!data || data.invoices.length === 0) {
    // A 404 means the student has no invoices yet.
    content = (
      <Text color="fg.muted" py="4">
        <Trans>You have no invoices yet.</Trans>
      </Text>
    );
  } else
    content = (
      <InvoiceList
        data={data}
        pageSize={pageSize}
        timezone={provider.timezone}
        actionFor={(invoice) =>
          studentId && canPay(invoice) ? (
            <PayNowButton invoice={invoice} studentId={studentId} returnTo={returnTo} onChanged={changed} />
          ) : null
        }
      />
    );

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="4xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Payments</Trans>
      </Heading>
      <CheckoutMessage
        notice={notice}
        invoices={data?.invoices} // Until the first answer (or failure): what the invoice shows is not known yet.
        loading={isLoading || (!data && !error)}
        onClose={dismiss}
      />
      {content}
      {/* Under the invoices once they are there: shown under the busy message, it would be pushed down. */}
      {isLoading ? null : (
        <ContactFooter heading={<Trans>Questions about your payments?</Trans>} contact={provider.contact} />
      )}
    </Stack>
  );
}
