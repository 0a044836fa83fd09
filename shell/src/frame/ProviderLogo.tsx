import type { ComponentProps } from 'react';
import { Image, providerTheme } from '@portal/ui';
import type { ProviderSlug } from '@portal/config';

type LogoProps = Omit<ComponentProps<typeof Image>, 'src' | 'alt'> & { slug: ProviderSlug; alt: string };

/** The provider's wordmark for the scheme in force: where the dark header needs its own variant, both images
 * are in the page and CSS shows the one for the class on `<html>`, so the right one paints first (no flash,
 * no script). */
export function ProviderLogo({ slug, alt, ...props }: LogoProps) {
  const { logoUrl, logoDarkUrl } = providerTheme(slug);
  if (logoDarkUrl === logoUrl) return <Image src={logoUrl} alt={alt} {...props} />;
  return (
    <>
      <Image src={logoUrl} alt={alt} {...props} _dark={{ display: 'none' }} />
      <Image src={logoDarkUrl} alt={alt} {...props} display="none" _dark={{ display: 'block' }} />
    </>
  );
}
