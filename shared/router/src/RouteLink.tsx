import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useRoutePath } from './routes';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The route role to open, e.g. 'support'. */
  role: string;
  /** Query and hash added to the role's path, e.g. '?course=A1'. */
  search?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another part of the portal by its route role, never by its path:
 * `<RouteLink role="support">Ask for support</RouteLink>`. When no deployed remote has the role the text
 * stays, without a link, so a sentence still reads.
 */
export function RouteLink({ role, search = '', children, ref, ...rest }: RouteLinkProps) {
  const path = useRoutePath(role);
  if (!path) return <span>{children}</span>;
  return (
    <Link ref={ref} to={`${path}${search}`} {...rest}>
      {children}
    </Link>
  );
}
