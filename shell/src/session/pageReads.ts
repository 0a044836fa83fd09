import { PAGE_READ_PATHS, startPrefetch } from '@portal/api';
import { SLOTS, type PageRead, type RemoteDeclaration, type RouteTable } from '@portal/remote-contract';
import { getConfig, getCurrentProvider, type Provider } from '@portal/config';
import { getRoutes } from '@portal/router';
import { declaredRemotes } from '../federation/remotes';
import { slotWidgets } from '../slots/slotWidgets';
import { providerOffers } from '../routes/navigation';

/** The address of each read a contract may name (PAGE_READS), as the page's own read asks for it. */
const READ_PATHS: Record<PageRead, (studentId: string) => string> = PAGE_READ_PATHS;

const isKnown = (read: string): read is PageRead => Object.hasOwn(READ_PATHS, read);

/** The reads of what `pathname` shows a signed-in student: the route's page's (where the provider offers the
 * route), or on the home page those of the home cards the provider shows (none where the home page sends a
 * signed-in student on, `forwardLoginLink`). Names this shell does not know are left to the page. */
export function pageReadsAt(
  pathname: string,
  provider: Provider,
  table: RouteTable,
  remotes: readonly RemoteDeclaration[],
  forwardsHome = false,
): PageRead[] {
  const route = table.match(pathname);
  const reads =
    pathname === '/'
      ? forwardsHome
        ? []
        : slotWidgets(SLOTS.homeCards, remotes, provider, table).flatMap((widget) => widget.reads ?? [])
      : route && providerOffers(route.role, provider, table)
        ? (route.reads ?? [])
        : [];
  return [...new Set(reads)].filter(isKnown);
}

/** Starts the reads of the page the portal opens at, for the student just signed in (see startPrefetch): they
 * travel beside the page's files instead of after them. A page opened later from the menus has its reads started
 * on the student's intent (startMenuPageReads). */
export function startPageReads(pathname: string, studentId: string): void {
  startMenuPageReads(pathname, studentId, () => false);
}

/**
 * Starts the reads of the page a menu item opens (`pathname`), when the student points at, focuses or chooses the
 * item: they travel beside the page's code, instead of after its first render. Not those the data cache already
 * holds (`held`: the page takes them from there), and a fresh one already started is not started again
 * (startPrefetch).
 */
export function startMenuPageReads(
  pathname: string,
  studentId: string,
  held: (path: string) => boolean,
  {
    provider = getCurrentProvider(),
    table = getRoutes(),
    remotes = declaredRemotes(),
    forwardsHome = Boolean(getConfig().forwardLoginLink),
    start = startPrefetch,
  }: {
    provider?: Provider;
    table?: RouteTable;
    remotes?: readonly RemoteDeclaration[];
    forwardsHome?: boolean;
    start?: (path: string) => void;
  } = {},
): void {
  for (const read of pageReadsAt(pathname, provider, table, remotes, forwardsHome)) {
    const path = READ_PATHS[read](studentId);
    if (!held(path)) start(path);
  }
}
