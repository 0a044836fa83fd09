import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MenuPlacement, RouteTable, TableMenuEntry } from '@portal/remote-contract';
import { PROVIDER_MENU_ROLES, type PortalConfig, type Provider, type RouteRole } from '@portal/config';
import { routeTarget, type RouteTarget } from '@portal/router';

/** The shell's own paths: no remote may declare a route over them. */
export const SHELL_PATHS = ['/signout', '/signoutLms', '/error/*', '/edit/*', '/dev/*'];

/** Where a menu item goes: a page of the portal, or an external address. */
export type MenuTarget = RouteTarget;

/** A menu item as the frame shows it: a label, where it goes, and the remote page behind it. */
export interface ResolvedMenuItem {
  role: RouteRole;
  label: MessageDescriptor;
  target: MenuTarget;
  /** The remote page the item opens, to preload on intent. */
  page?: { remote: string; page: string };
}

type Environment = PortalConfig['environment'];

/** The learning platform link of the user menu and the top bar (soe: the new platform, its non-production
 * twin in development); undefined for providers without one. */
export function learningLink(provider: Provider, environment: Environment): string | undefined {
  return environment === 'development'
    ? (provider.links.newLmsNonProd ?? provider.links.newLms)
    : provider.links.newLms;
}

/** Menu items the shell itself owns (they are not pages of a remote). */
const SHELL_ITEMS: Record<
  string,
  (provider: Provider, environment: Environment) => ResolvedMenuItem | undefined
> = {
  learning: (provider, environment) => {
    const href = learningLink(provider, environment);
    return href ? { role: 'learning', label: msg`Learning`, target: { kind: 'external', href } } : undefined;
  },
  logout: () => ({ role: 'logout', label: msg`Log out`, target: { kind: 'route', path: '/signoutLms' } }),
};

/** Every role the provider files list: a role none lists is new, and shows for everyone (below). */
const ROLES_PROVIDERS_KNOW = new Set<string>(PROVIDER_MENU_ROLES);

/** Whether a provider offers a remote's route: its menus list the role (a page a provider hides is in none of
 * its menus), or no provider file knows the role yet (a new page shows for everyone, as in its menus), and
 * the role resolves to a page or the provider's own site. */
export const providerOffers = (role: string, provider: Provider, table: RouteTable): boolean =>
  (provider.menus.user.includes(role) ||
    provider.menus.burger.includes(role) ||
    !ROLES_PROVIDERS_KNOW.has(role)) &&
  routeTarget(role, provider, table) !== undefined;

const allowed = (entry: TableMenuEntry, provider: Provider, placement: MenuPlacement) =>
  entry.in.includes(placement) && (!entry.providers || entry.providers.includes(provider.slug));

/** A remote's menu entry, resolved as every link to its role is (routeTarget of @portal/router): the
 * provider's own site where it replaces the page (ichm's policies), else the remote's route. */
function fromRemote(entry: TableMenuEntry, provider: Provider, table: RouteTable): ResolvedMenuItem {
  const target: RouteTarget = routeTarget(entry.role, provider, table) ?? { kind: 'route', path: entry.path };
  return {
    role: entry.role,
    label: entry.label,
    target,
    page: target.kind === 'route' ? { remote: entry.remote, page: entry.page } : undefined,
  };
}

/**
 * The items of a provider's user menu or burger drawer. The provider file chooses the roles and their order;
 * each role's label and path come from the remote that declares it (a role no deployed remote declares is
 * left out). A menu entry whose role no provider file knows yet (a page a team has just added) is shown to
 * every provider it allows, before "Log out", so a new page needs no shell change.
 */
export function resolveMenu(
  provider: Provider,
  placement: MenuPlacement,
  table: RouteTable,
  environment: Environment,
): ResolvedMenuItem[] {
  const listed = provider.menus[placement];
  const declared = table.menu.filter((entry) => allowed(entry, provider, placement));
  const items = listed.flatMap((role) => {
    const own = SHELL_ITEMS[role];
    if (own) return own(provider, environment) ?? [];
    const entry = declared.find((e) => e.role === role);
    return entry ? [fromRemote(entry, provider, table)] : [];
  });
  const added = declared
    .filter((e) => !ROLES_PROVIDERS_KNOW.has(e.role))
    .map((e) => fromRemote(e, provider, table));
  const logout = items.findIndex((item) => item.role === 'logout');
  return logout < 0 ? [...items, ...added] : [...items.slice(0, logout), ...added, ...items.slice(logout)];
}

/** The page title from the path's alphabetic segments: "/myEnrolments" -> "My Enrolments". */
export function titleFromPath(pathname: string): string {
  return pathname
    .split('/')
    .filter((segment) => /^[A-Za-z]+$/.test(segment))
    .map((segment) => segment.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()))
    .join(' ');
}
