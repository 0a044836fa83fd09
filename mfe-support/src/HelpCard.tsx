import { Trans } from '@lingui/react/macro';
import { ROUTES } from '@portal/remote-contract';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { RouteLink } from '@portal/router';
import { Link, Stack } from '@portal/ui';
import { messages } from './locales/en/messages';
import { HelpContacts } from './support/HelpContacts';

loadCatalog(messages);

/** The home page's help card: the provider's ways to get help (the contact details the contact footer and the
 * support page show: phone and hours, email), and the way to its support page where it has one (a provider
 * without one shows nothing at /case/support/general). */
export default function HelpCard() {
  const { contact, features } = useProvider();
  return (
    <Stack gap="3">
      <HelpContacts contact={contact} />
      {features.supportPage ? (
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
          <RouteLink to={ROUTES.support}>
            <Trans>Go to Support</Trans>
          </RouteLink>
        </Link>
      ) : null}
    </Stack>
  );
}
