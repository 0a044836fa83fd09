import type { ContractMenuEntry, ContractMessage, ContractRoute, RemoteDeclaration } from './types';

/** A route of the portal that a remote owns, with the remote it comes from. */
export interface TableRoute extends ContractRoute {
  remote: string;
  /** The remote's part name (for its loading message and its "unavailable" fallback). */
  title: ContractMessage;
}

/** A menu entry with the route it opens. */
export interface TableMenuEntry extends ContractMenuEntry {
  remote: string;
  path: string;
  page: string;
}

/** Every route and menu entry the deployed remotes declare, and the role -> path lookups. */
export interface RouteTable {
  readonly remotes: readonly RemoteDeclaration[];
  readonly routes: readonly TableRoute[];
  readonly menu: readonly TableMenuEntry[];
  /** Routes left out because another remote or the shell already has their path or role. */
  readonly problems: readonly string[];
  /** The path that opens a role ('/enrol' for a prefix route '/enrol/*'), or undefined. */
  pathFor(role: string): string | undefined;
  routeFor(role: string): TableRoute | undefined;
  /** The route a location belongs to, or undefined (routes never overlap: see createRouteTable). */
  match(pathname: string): TableRoute | undefined;
}

/** '/enrol/*' -> '/enrol'; an exact path is its own base. */
export const pathBase = (path: string): string => path.replace(/\/\*$/, '');
const isPrefix = (path: string): boolean => path.endsWith('/*');
const lower = (path: string): string => path.toLowerCase();

/** `path` without its trailing slashes. A loop: /\/+$/ backtracks quadratically on a location such as
 * '/a' + 20,000 slashes + 'x' (0.15 s a test, once per route of the table). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

/** Whether `pattern` matches the location `pathname` (case-insensitive, as the router matches). */
export function covers(pattern: string, pathname: string): boolean {
  const base = lower(pathBase(pattern));
  const path = lower(pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname);
  return path === base || (isPrefix(pattern) && path.startsWith(`${base}/`));
}

/** Whether two route patterns can match the same location. */
export const overlaps = (a: string, b: string): boolean => covers(a, pathBase(b)) || covers(b, pathBase(a));

/**
 * Builds the route table from the deployed declarations. The first declaration of a path or role wins; a
 * later one is left out with a problem, as is any route that would take over one of the shell's own
 * paths (`reserved`, e.g. '/signout' or '/error/*').
 */
export function createRouteTable(
  remotes: readonly RemoteDeclaration[],
  { reserved = [] }: { reserved?: readonly string[] } = {},
): RouteTable {
  const routes: TableRoute[] = [];
  const problems: string[] = [];
  const byRole = new Map<string, TableRoute>();

  for (const remote of remotes) {
    for (const route of remote.routes) {
      const taken =
        reserved.find((path) => overlaps(path, route.path)) ??
        routes.find((other) => overlaps(other.path, route.path))?.path;
      const roleOwner = byRole.get(route.role);
      if (taken !== undefined) {
        problems.push(`Remote ${remote.id}: route ${route.path} is left out (${taken} is already taken)`);
      } else if (roleOwner) {
        problems.push(
          `Remote ${remote.id}: route ${route.path} is left out (role "${route.role}" belongs to ${roleOwner.remote})`,
        );
      } else {
        const entry: TableRoute = { ...route, remote: remote.id, title: remote.title };
        routes.push(entry);
        byRole.set(route.role, entry);
      }
    }
  }

  const menu: TableMenuEntry[] = remotes.flatMap((remote) =>
    (remote.menu ?? []).flatMap((entry) => {
      const route = byRole.get(entry.role);
      return route && route.remote === remote.id
        ? [{ ...entry, remote: remote.id, path: pathBase(route.path), page: route.page }]
        : [];
    }),
  );

  return {
    remotes,
    routes,
    menu,
    problems,
    routeFor: (role) => byRole.get(role),
    pathFor: (role) => {
      const route = byRole.get(role);
      return route ? pathBase(route.path) : undefined;
    },
    match: (pathname) => routes.find((route) => covers(route.path, pathname)),
  };
}
