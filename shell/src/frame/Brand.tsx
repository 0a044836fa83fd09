import { memo } from 'react';
import { Link as RouterLink } from '@portal/router';
import { Box, providerTheme } from '@portal/ui';
import { useProvider } from '@portal/config';
import { ProviderLogo } from './ProviderLogo';

/** The provider's logo, a link to the portal's home page named by the provider and the portal's title. Rendered
 * again only when the provider changes, not with the top bar. */
export const Brand = memo(function Brand() {
  const provider = useProvider();
  const theme = providerTheme(provider.slug);
  return (
    // The logo gives way to the top bar's buttons on a narrow screen (320 px: 400% zoom), scaled down whole:
    // nothing scrolls sideways.
    <Box asChild display="block" minW={0} flexShrink={1}>
      <RouterLink to="/" aria-label={`${provider.name} – ${provider.pageTitle}`}>
        <ProviderLogo
          slug={provider.slug}
          alt={theme.logoAlt}
          h={{ base: 7, md: 9 }}
          maxW={{ base: 'min(9rem, 100%)', md: '14rem' }}
          objectFit="contain"
          objectPosition="left center"
        />
      </RouterLink>
    </Box>
  );
});
