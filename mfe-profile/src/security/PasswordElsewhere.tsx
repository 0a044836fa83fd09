import { Trans } from '@lingui/react/macro';
import { authorityFor, passwordChangeUrlOf, useConfig, useProvider } from '@portal/config';
import { chakra, Link, Text } from '@portal/ui';
import { ProfileSection } from '../ProfileSection';

/**
 * The security section of a sign-in service the portal cannot change a password through (a directory, Entra
 * ID): a link to where the student changes it: the ID token's `pwd_url`, else the provider's own page from its
 * sign-in settings, else Microsoft's account page (passwordChangeUrlOf: http(s) only).
 */
export function PasswordElsewhere({ claims }: { claims: Readonly<Record<string, unknown>> }) {
  const config = useConfig();
  const provider = useProvider();
  const href = passwordChangeUrlOf(claims, authorityFor(config, provider));
  return (
    <ProfileSection id="security" title={<Trans>Security</Trans>}>
      <Text color="fg.muted">
        <Trans>
          Your password belongs to your {provider.name} account, which is kept outside this portal. Change it
          there: the new password works here the next time you sign in.
        </Trans>
      </Text>
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="brand"
        color="colorPalette.fg"
        fontWeight="semibold"
        overflowWrap="anywhere"
        alignSelf="flex-start"
      >
        <Trans>Change your password</Trans>
        <chakra.span srOnly>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </chakra.span>
      </Link>
    </ProfileSection>
  );
}
