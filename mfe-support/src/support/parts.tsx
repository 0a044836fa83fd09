import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Heading, Link, Text, chakra } from '@portal/ui';

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

/** A titled part of a page's text (a help topic, a policy). */
export interface ContentPart {
  id: string;
  title: string;
  body: ReactNode;
}

/** A paragraph of a content part. */
export const Paragraph = ({ children }: { children: ReactNode }) => <Text mb="2">{children}</Text>;

export interface PanelProps {
  title: ReactNode;
  /** The heading's id, when something else names itself by it (a form); one of its own otherwise. */
  headingId?: string;
  size?: 'lg' | 'xl';
  children: ReactNode;
}

/** A section on a card of its own, named by its level-2 heading (which in-page links can move to). */
export function Panel({ title, headingId, size = 'xl', children }: PanelProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" rounded="xl" shadow="xs" p={{ base: 4, md: 6 }}>
      <Heading as="h2" id={id} size={size} mb="3" tabIndex={-1} scrollMarginTop="24">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
