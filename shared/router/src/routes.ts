import { createRouteTable, type RouteTable } from '@portal/contract';

let current: RouteTable = createRouteTable([]);

/** Sets the portal's route table (Grafana's setBackendSrv): the shell calls it once it has read
 * remotes.json; a test or a remote's dev harness sets its own. */
export function configureRoutes(table: RouteTable): RouteTable {
  current = table;
  return current;
}

/** The route table in force (empty until configured). */
export const getRoutes = (): RouteTable => current;

/** The path that opens a route role ('support' -> '/case/support/general'), or undefined when no deployed
 * remote has that role. */
export const routePath = (role: string): string | undefined => current.pathFor(role);

/** routePath for components. */
export function useRoutePath(role: string): string | undefined {
  return routePath(role);
}
