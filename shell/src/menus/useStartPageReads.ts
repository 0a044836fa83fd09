import { useSWRConfig } from 'swr';
import { useSession } from '@portal/api';
import type { MenuTarget } from '../routes/navigation';
import { startMenuPageReads } from '../session/pageReads';

/**
 * For the signed-in menus: starts the reads of the page a menu item opens (../session/pageReads.ts), on the
 * student's intent (pointing at, focusing or choosing the item), leaving out what the data cache already holds.
 * Only a head start: the page makes its reads itself when one could not start.
 */
export function useStartPageReads(): (target: MenuTarget) => void {
  const studentId = useSession()?.studentId;
  const { cache } = useSWRConfig();
  return (target) => {
    if (!studentId || target.kind !== 'route') return;
    try {
      startMenuPageReads(target.path, studentId, (path) => cache.get(path)?.data !== undefined);
    } catch (error) {
      console.warn("The page's reads could not be started early", error);
    }
  };
}
