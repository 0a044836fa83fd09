import { memo, useSyncExternalStore } from 'react';
import { Link as RouterLink } from '@portal/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Flex, HStack, Link, Text } from '@portal/ui';
import { useConfig, useProvider } from '@portal/config';
import { declaredChangeCount, onDeclaredChange, runningReleases } from '../federation/remotes';
import { ProviderLogo } from './ProviderLogo';

declare const __BUILD_ID__: string;

/** Footer: home, privacy, cookies, terms, sitemap where configured; copyright with the logo; Dev Config; build
 * id, and the version of each remote the page runs where the deployment keeps versions. Rendered again only when
 * what it shows changes (the provider, the configuration, the language, the releases), not with the frame (the
 * student's arrival, a new page). */
export const Footer = memo(function Footer() {
  const provider = useProvider();
  const config = useConfig();
  const { t } = useLingui();
  const links = [
    { href: provider.links.home, label: t`Home` },
    { href: provider.links.privacy, label: t`Privacy` },
    { href: provider.links.cookies, label: t`Cookies` },
    { href: provider.links.terms, label: t`Terms` },
    { href: provider.links.sitemap, label: t`Sitemap` },
  ].filter((l): l is { href: string; label: string } => Boolean(l.href));
  const year = new Date().getFullYear();
  // Rendered again when what the page runs changes (a rollback's Retry, a candidate taken once signed in).
  useSyncExternalStore(onDeclaredChange, declaredChangeCount);
  const releases = runningReleases().map(({ id, version, candidate }) =>
    candidate ? t`${id} ${version} (candidate)` : `${id} ${version}`,
  );

  return (
    <Box as="footer" bg="footer.bg" color="footer.fg" mt="auto" py={6} px={{ base: 4, md: 6 }}>
      <Flex
        maxW="6xl"
        mx="auto"
        direction={{ base: 'column', md: 'row' }}
        gap={4}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Box as="nav" aria-label={t`Footer`}>
          <HStack as="ul" listStyleType="none" gap={{ base: 3, md: 5 }} wrap="wrap">
            {links.map((l) => (
              <li key={l.label}>
                <Link href={l.href} color="footer.fg" textDecoration="underline" textUnderlineOffset="3px">
                  {l.label}
                </Link>
              </li>
            ))}
            {config.environment === 'development' &&
              [
                { to: '/edit/config', label: t`Dev Config` },
                { to: '/dev/forms', label: t`Dev Forms` },
              ].map((l) => (
                <li key={l.to}>
                  <Link asChild color="footer.fg" textDecoration="underline" textUnderlineOffset="3px">
                    <RouterLink to={l.to}>{l.label}</RouterLink>
                  </Link>
                </li>
              ))}
          </HStack>
        </Box>
        <Flex direction="column" align={{ base: 'flex-start', md: 'flex-end' }} gap={1} fontSize="sm">
          {provider.links.copyright ? (
            <Link
              href={provider.links.copyright}
              color="footer.fg"
              display="inline-flex"
              alignItems="center"
              gap={2}
            >
              <ProviderLogo slug={provider.slug} alt="" h={5} />
              <span>
                © {year} {provider.name}
              </span>
            </Link>
          ) : (
            <Text>
              © {year} {provider.name}
            </Text>
          )}
          <Text opacity={0.8}>
            <Trans>Build {__BUILD_ID__}</Trans>
            {releases.length > 0 && ` · ${releases.join(' · ')}`}
          </Text>
        </Flex>
      </Flex>
    </Box>
  );
});
