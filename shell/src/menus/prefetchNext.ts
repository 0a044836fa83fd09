import { useEffect } from 'react';
import { getRoutes } from '@portal/router';
import { prefetchRemotePage } from '../federation/remotes';
import { useMenuEntries, type MenuEntry } from './menuItems';
import { whenIdle } from './whenIdle';

type RemotePage = NonNullable<MenuEntry['page']>;

/** What the browser says of the connection (the Network Information API, where it has one). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the student's connection asks the portal to fetch nothing ahead: Save-Data is on, or the connection is
 * as slow as 2G. */
export function savesData(connection: Connection | undefined): boolean {
  return !!connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

let scheduled = false;

/**
 * Fetches ahead, one after another at idle moments, the remote pages of the student's menus (the user menu's, then
 * the drawer's, in their order) other than the page shown: what a student is likely to open next. Once per page
 * load, and never on a connection that saves data (./savesData). The menus that call this arrive only after the
 * page's content has shown, so nothing here competes with it.
 */
export function prefetchAtIdle(
  pages: readonly RemotePage[],
  {
    connection = (navigator as Navigator & { connection?: Connection }).connection,
    idle = whenIdle,
    prefetch = prefetchRemotePage,
    current = getRoutes().match(window.location.pathname),
  }: {
    connection?: Connection;
    idle?: (work: () => void) => void;
    prefetch?: (remote: string, page: string) => Promise<void>;
    current?: { remote: string; page: string };
  } = {},
): void {
  if (scheduled || savesData(connection)) return;
  scheduled = true;
  const seen = new Set([current ? `${current.remote}/${current.page}` : '']);
  const queue = pages.filter(({ remote, page }) => {
    const key = `${remote}/${page}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const next = (): void => {
    const target = queue.shift();
    if (target) idle(() => void prefetch(target.remote, target.page).finally(next));
  };
  next();
}

/** The signed-in menus' remote pages, fetched ahead at idle (prefetchAtIdle). */
export function usePrefetchNext(): void {
  const user = useMenuEntries('user');
  const burger = useMenuEntries('burger');
  const pages = [...user, ...burger].flatMap((entry) => (entry.page ? [entry.page] : []));
  const known = pages.map((p) => `${p.remote}/${p.page}`).join(' ');
  useEffect(() => {
    if (pages.length) prefetchAtIdle(pages);
    // Once the menus know their pages; the list's content, not its identity, says when that is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known]);
}

/** For tests: the next page load. */
export const resetPrefetch = (): void => {
  scheduled = false;
};
