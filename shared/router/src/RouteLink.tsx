import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';
import type { RouteRef } from '@portal/remote-contract';
import { useRouteTarget } from './routes';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The route to open, by its ref: `ROUTES.support` of @portal/remote-contract (a name no remote lists fails
   * typecheck). */
  to: RouteRef;
  /** Query and hash added to the route's path, e.g. '?course=A1' (not to a provider's own site). */
  search?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another part of the portal by its route ref, never by its path:
 * `<RouteLink to={ROUTES.support}>Ask for support</RouteLink>`. Where the provider replaces the page with its
 * own site (ichm's policies), the link goes there, as the menus' item does. When no deployed remote has the
 * route the text stays, without a link, so a sentence still reads. Other props (`className`, an ARIA `role`,
 * handlers) go to the anchor.
 */
export function RouteLink({ to, search = '', children, ref, ...rest }: RouteLinkProps) {
  const target = useRouteTarget(to);
  if (!target) return <span>{children}</span>;
  if (target.kind === 'external')
    return (
      <a ref={ref} href={target.href} {...rest}>
        {children}
      </a>
    );
  return (
    <Link ref={ref} to={`${target.path}${search}`} {...rest}>
      {children}
    </Link>
  );
}
