import { Link as RouterLink } from '@portal/router';
import { providerTheme } from '@portal/ui';
import { useProvider } from '@portal/config';
import { ProviderLogo } from './ProviderLogo';

/** The provider's logo, a link to the portal's home page named by the provider and the portal's title. */
export function Brand() {
  const provider = useProvider();
  const theme = providerTheme(provider.slug);
  return (
    <RouterLink to="/" aria-label={`${provider.name} – ${provider.pageTitle}`}>
      <ProviderLogo
        slug={provider.slug}
        alt={theme.logoAlt}
        h={{ base: 7, md: 9 }}
        maxW={{ base: '9rem', md: '14rem' }}
      />
    </RouterLink>
  );
}
