import { startTransition, useEffect, useState } from 'react';

/**
 * `ready`, one commit later: false in the render in which `ready` turns true, then true in a background render (a
 * transition) started once that render is committed. What that commit shows paints first; what waits on this value
 * renders after it, in slices the browser can paint between, and in a commit of its own. Once true, it stays true
 * while `ready` is.
 */
export function useAfterCommit(ready: boolean): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setCommitted(true));
  }, [ready]);
  return ready && committed;
}
