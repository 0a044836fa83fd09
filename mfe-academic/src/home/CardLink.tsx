import type { ReactNode } from 'react';
import { RouteLink, type RouteLinkProps } from '@portal/router';
import { Box } from '@portal/ui';

/** A card's closing link to its page. */
export function CardLink({ to, children }: { to: RouteLinkProps['to']; children: ReactNode }) {
  return (
    <Box pt="1" fontWeight="medium">
      <RouteLink to={to}>{children}</RouteLink>
    </Box>
  );
}
