import type { RemoteContract } from './types';

/**
 * The route roles of the portal's remotes, by the remote that declares them: the one list of the names a page
 * may link to. A remote's contract declares its routes with these names (`role: ROUTES.payments`), and
 * `defineRemote` lets a listed remote declare only its own; its build fails when it leaves one out
 * (`undeclaredRouteProblems`). A remote links to another remote's page through this list, never by importing
 * that remote. A remote not listed here (a new one) may declare any role; its pages become linkable once its
 * roles are added here.
 */
export const ROUTE_ROLES = {
  profile: ['settings'],
  academic: ['lms', 'myEnrolments', 'grades', 'files'],
  payments: ['payments'],
  support: ['support', 'withdraw', 'library', 'policiesAndProcedures'],
  enrolment: ['enrol'],
} as const satisfies Record<string, readonly string[]>;

/** A remote whose route roles are listed in ROUTE_ROLES. */
export type ListedRemote = keyof typeof ROUTE_ROLES;

/** A route of the portal, by its role: what `RouteLink`'s `to` and `useRoutePath` take ('support', 'payments'). */
export type RouteRef = (typeof ROUTE_ROLES)[ListedRemote][number];

/** The roles a remote may declare: its listed ones, or any name for a remote not listed yet. */
export type RolesOf<Id extends string> = Id extends ListedRemote ? (typeof ROUTE_ROLES)[Id][number] : string;

/** Every route ref by name, to link with: `<RouteLink to={ROUTES.support}>`. */
export const ROUTES = Object.fromEntries(
  Object.values<readonly string[]>(ROUTE_ROLES).flatMap((roles) => roles.map((role) => [role, role])),
) as { readonly [R in RouteRef]: R };

const isListed = (id: string): id is ListedRemote => Object.hasOwn(ROUTE_ROLES, id);

/**
 * The roles ROUTE_ROLES lists for a remote that its contract does not declare (empty when none). A link to
 * such a role would find no route and show plain text, so a remote's build refuses its contract.
 */
export function undeclaredRouteProblems(contract: Pick<RemoteContract, 'id' | 'routes'>): string[] {
  if (!isListed(contract.id)) return [];
  const declared = new Set(contract.routes.map((route) => route.role));
  const listed: readonly string[] = ROUTE_ROLES[contract.id];
  return listed
    .filter((role) => !declared.has(role))
    .map(
      (role) =>
        `Remote ${contract.id}: route role "${role}" is listed in ROUTE_ROLES (@portal/remote-contract) but its contract declares no route for it`,
    );
}
