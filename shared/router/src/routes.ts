import { ROUTES, createRouteTable, type RouteRef, type RouteTable } from '@portal/remote-contract';
import { safeHttpUrl, useProvider, type Provider } from '@portal/config';

let current: RouteTable = createRouteTable([]);

/** Sets the portal's route table (Grafana's setBackendSrv): the shell calls it once it has read
 * remotes.json; a test or a remote's dev harness sets its own. */
export function configureRoutes(table: RouteTable): RouteTable {
  current = table;
  return current;
}

/** The route table in force (empty until configured). */
export const getRoutes = (): RouteTable => current;

/** The path that opens a route ('support' -> '/case/support/general'), or undefined when no deployed
 * remote has that role. The portal's own page, whatever the provider; links go by `routeTarget`. */
export const routePath = (ref: RouteRef): string | undefined => current.pathFor(ref);

/** routePath for components. */
export function useRoutePath(ref: RouteRef): string | undefined {
  return routePath(ref);
}

/** Where a link to a route goes: a page of the portal (a path for the router), or a provider's own site. */
export type RouteTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string };

/** Provider links that replace a route's page with the provider's own site: ichm's policies are on its
 * website, so every link to the policies route (menus and pages alike) goes there instead of /policies. */
const EXTERNAL_PAGES = new Map<string, (provider: Provider) => string | undefined>([
  [ROUTES.policiesAndProcedures, (provider) => provider.links.policies],
]);

/**
 * Where a link to a route role leads for a provider: the provider's own site when its registry entry
 * replaces that page (an http(s) address only), else the path of the deployed remote's route; undefined when
 * neither, so the caller shows its text without a link. The one resolution of a role for every link: the
 * shell's menus (roles read from remotes.json, hence a string) and RouteLink.
 */
export function routeTarget(
  role: string,
  provider: Provider,
  table: RouteTable = current,
): RouteTarget | undefined {
  const href = safeHttpUrl(EXTERNAL_PAGES.get(role)?.(provider));
  if (href) return { kind: 'external', href };
  const path = table.pathFor(role);
  return path === undefined ? undefined : { kind: 'route', path };
}

/** routeTarget of a route ref for the current provider, for components. */
export function useRouteTarget(ref: RouteRef): RouteTarget | undefined {
  return routeTarget(ref, useProvider());
}
