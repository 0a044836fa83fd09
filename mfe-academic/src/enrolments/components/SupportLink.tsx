import type { ReactNode } from 'react';
import { RouteLink } from '@portal/router';
import { Link } from '@portal/ui';

/** A link to the support page, by its route role (never its path). */
export function SupportLink({ children }: { children: ReactNode }) {
  return (
    <Link
      asChild
      colorPalette="brand"
      color="colorPalette.fg"
      fontWeight="semibold"
      textDecoration="underline"
    >
      <RouteLink role="support">{children}</RouteLink>
    </Link>
  );
}
