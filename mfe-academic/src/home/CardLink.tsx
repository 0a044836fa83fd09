import type { ReactNode } from 'react';
import { RouteLink, type RouteLinkProps } from '@portal/router';
import { Box, Link } from '@portal/ui';

/** A card's closing link to its page, in the brand's link colour (a link looks like one). */
export function CardLink({ to, children }: { to: RouteLinkProps['to']; children: ReactNode }) {
  return (
    <Box pt="1">
      <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
        <RouteLink to={to}>{children}</RouteLink>
      </Link>
    </Box>
  );
}
