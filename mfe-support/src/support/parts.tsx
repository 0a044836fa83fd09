import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, chakra } from '@portal/ui';

/** A bulleted list, readable on a phone. */
export function List({ children }: { children: ReactNode }) {
  return (
    <chakra.ul ps="5" listStyleType="disc" display="flex" flexDirection="column" gap="1.5">
      {children}
    </chakra.ul>
  );
}

/** Only http(s) addresses become links (registry data or our own constants: never javascript: and the like). */
export const isWebAddress = (href: string): boolean => /^https?:\/\/[^\s]+$/i.test(href);

/** A link to another site, opening in a new tab (said to screen readers); a non-web address stays text. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isWebAddress(href)) return <>{children}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="brand"
      color="colorPalette.fg"
      fontWeight="semibold"
      overflowWrap="anywhere"
    >
      {children}
      <chakra.span srOnly>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </chakra.span>
    </Link>
  );
}

/** Link style of the portal's own links (Chakra's look over a router link: `<Link asChild {...linkStyle}>`). */
export const linkStyle = { colorPalette: 'brand', color: 'colorPalette.fg', fontWeight: 'semibold' } as const;
