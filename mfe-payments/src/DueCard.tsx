import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, usePayments, useStudentId } from '@portal/api';
import { ROUTES } from '@portal/remote-contract';
import { useProvider } from '@portal/config';
import { formatDate, loadCatalog } from '@portal/i18n';
import { RouteLink } from '@portal/router';
import { BusyMessage, Link, LoadFailure, Stack, Text, chakra } from '@portal/ui';
import { messages } from './locales/en/messages';
import { dueSummary } from './payments/dueSummary';
import { amount } from './payments/money';
import { CheckoutMessage } from './payments/paying/CheckoutMessage';
import { PayNowButton } from './payments/paying/PayNowButton';
import { useCheckoutReturn } from './payments/paying/useCheckoutReturn';

loadCatalog(messages);

/** The home page's payments card: what is due across the invoices, the next invoice to pay with Pay now (back
 * to this page from the checkout, which then says how it went), or "Nothing due"; and a link to Payments. It
 * reads the payments page's data (the same request, read once for both). */
export default function DueCard() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const { data, error, isLoading, mutate } = usePayments(studentId);
  const { notice, dismiss, changed, returnTo } = useCheckoutReturn(mutate, studentId);

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your payments...`}</BusyMessage>;
  else if (error && !isNotFound(error))
    content = (
      <LoadFailure title={t`Your payments could not be loaded`} message={error.message} onRetry={mutate} />
    );
  else {
    // A 404 means the student has no invoices yet: nothing is due.
    const { totals, next } = dueSummary(data?.invoices ?? []);
    if (!next || !studentId) content = <Text fontWeight="semibold">{t`Nothing due`}</Text>;
    else {
      const total = totals.map(({ total: value, currency }) => amount(value, currency)).join(' + ');
      const number = next.invoiceNumber;
      const dueDate = formatDate(next.dueDate, provider.timezone);
      content = (
        <Stack gap="3">
          <chakra.dl>
            <chakra.dt fontSize="sm" color="fg.muted">
              <Trans>Amount due</Trans>
            </chakra.dt>
            <chakra.dd fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {total}
            </chakra.dd>
          </chakra.dl>
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
            <Text>
              {dueDate ? (
                <Trans>
                  Next: invoice {number}, {amount(next.amountDue, next.currencyCode)} due {dueDate}
                </Trans>
              ) : (
                <Trans>
                  Next: invoice {number}, {amount(next.amountDue, next.currencyCode)} due
                </Trans>
              )}
            </Text>
            <PayNowButton invoice={next} studentId={studentId} returnTo={returnTo} onChanged={changed} />
          </Stack>
        </Stack>
      );
    }
  }

  return (
    <Stack gap="4">
      <CheckoutMessage
        notice={notice}
        invoices={data?.invoices}
        // Until the first answer (or failure): what the invoice shows is not known yet.
        loading={isLoading || (!data && !error)}
        onClose={dismiss}
        paidDetail={t`It is listed on your Payments page.`}
      />
      {content}
      <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
        <RouteLink to={ROUTES.payments}>
          <Trans>Go to Payments</Trans>
        </RouteLink>
      </Link>
    </Stack>
  );
}
