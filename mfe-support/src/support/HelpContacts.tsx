import { Trans } from '@lingui/react/macro';
import type { ProviderContact } from '@portal/config';
import { Link, Stack, Text, telHref } from '@portal/ui';
import { linkStyle } from './parts';

/** The provider's phone (a tel: link) with its opening hours, and its email; a provider without one of them
 * shows the other. */
export function HelpContacts({ contact }: { contact: ProviderContact }) {
  const phone = contact.phone.trim();
  const email = contact.email.trim();
  return (
    <>
      {phone ? (
        <Stack gap="0.5">
          <Text>
            <Trans>
              Call us on{' '}
              <Link href={telHref(phone)} {...linkStyle} whiteSpace="nowrap">
                {phone}
              </Link>
            </Trans>
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <Trans>9am to 5pm Monday to Friday</Trans>
          </Text>
        </Stack>
      ) : null}
      {email ? (
        <Text>
          <Trans>
            Email{' '}
            <Link href={`mailto:${email}`} {...linkStyle} overflowWrap="anywhere">
              {email}
            </Link>
          </Trans>
        </Text>
      ) : null}
    </>
  );
}
