import type { ReactNode } from 'react';
import { ROUTES } from '@portal/remote-contract';
import { RouteLink } from '@portal/router';
import { Link } from '@portal/ui';

/** A link to the support page, by its route ref (never its path). */
export function SupportLink({ children }: { children: ReactNode }) {
  return (
    <Link
      asChild
      colorPalette="brand"
      color="colorPalette.fg"
      fontWeight="semibold"
      textDecoration="underline"
    >
      <RouteLink to={ROUTES.support}>{children}</RouteLink>
    </Link>
  );
}
