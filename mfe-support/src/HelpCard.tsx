import { Trans } from '@lingui/react/macro';
import { ROUTES } from '@portal/contract';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { RouteLink } from '@portal/router';
import { Stack } from '@portal/ui';
import { messages } from './locales/en/messages';
import { HelpContacts } from './support/HelpContacts';

loadCatalog(messages);

/** The home page's help card: the provider's ways to get help (the contact details the contact footer and the
 * support page show: phone and hours, email) and the way to the support page. */
export default function HelpCard() {
  const { contact } = useProvider();
  return (
    <Stack gap="3">
      <HelpContacts contact={contact} />
      <RouteLink to={ROUTES.support}>
        <Trans>Go to Support</Trans>
      </RouteLink>
    </Stack>
  );
}
