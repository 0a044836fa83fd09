import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, usePayments, useStudentId } from '@portal/api';
import { usePageSize, useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { useLocation, useNavigate } from '@portal/router';
import { BusyMessage, ContactFooter, ErrorBar, Heading, NotificationBar, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { InvoiceList } from './payments/components/InvoiceList';
import { PayNowButton } from './payments/paying/PayNowButton';
import { canPay, checkoutReturn, type CheckoutReturn } from './payments/paying/payInvoice';

loadCatalog(messages);

/** Payments: one section per invoice with its paid and due amounts and transactions,
 * a page of invoices at a time, and the provider's contact details. */
export default function PaymentsPage() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const pageSize = usePageSize();
  const { data, error, isLoading, mutate } = usePayments(studentId);
  const location = useLocation();
  const navigate = useNavigate();
  // Back from the checkout (?status=paid|declined|cancelled): say how it went once, read the payments again, and
  // take the status out of the address (a reload or a second visit says nothing more, and pays nothing).
  const [returned, setReturned] = useState<CheckoutReturn | undefined>(() => checkoutReturn(location.search));
  useEffect(() => {
    const status = checkoutReturn(location.search);
    if (!status) return;
    setReturned(status);
    if (status === 'paid') void mutate();
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, mutate, navigate]);
  const returnTo = `${window.location.origin}${location.pathname}`;

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
            <PayNowButton invoice={invoice} studentId={studentId} returnTo={returnTo} />
          ) : null
        }
      />
    );

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="4xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Payments</Trans>
      </Heading>
      {returned === 'paid' ? (
        <NotificationBar
          variant="success"
          title={t`Thank you: your payment is made`}
          message={t`It is listed in the transactions of its invoice below.`}
          onClose={() => setReturned(undefined)}
        />
      ) : null}
      {returned === 'declined' ? (
        <NotificationBar
          variant="warning"
          title={t`Your card was declined`}
          message={t`Nothing was charged. You can try again with Pay now, or use another card.`}
          onClose={() => setReturned(undefined)}
        />
      ) : null}
      {returned === 'cancelled' ? (
        <NotificationBar
          variant="info"
          message={t`The payment was cancelled. Nothing was charged.`}
          onClose={() => setReturned(undefined)}
        />
      ) : null}
      {content}
      {/* Under the invoices once they are there: shown under the busy message, it would be pushed down. */}
      {isLoading ? null : (
        <ContactFooter heading={<Trans>Questions about your payments?</Trans>} contact={provider.contact} />
      )}
    </Stack>
  );
}
