import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemotePage, resetRemote } from './remotes';

export type RemoteModuleState =
  { status: 'loading' } | { status: 'ready'; Module: ComponentType } | { status: 'unavailable' };

/**
 * Loads an exposed module of a remote (a page or a widget) through the federation runtime (trust, integrity,
 * version skew, the deadline of a hung entry, the preload of its files). `retry` re-reads remotes.json and
 * starts a fresh load; `attempt` changes with each retry (a key for what must start over with it).
 */
export function useRemoteModule(remote: string, module: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    // Already busy (the first render) stays as it is: no second render of the busy frame.
    setState((now) => (now.status === 'loading' ? now : { status: 'loading' }));
    // Each module's load starts in a task of its own: asking for its files costs the main thread a few milliseconds
    // a file, and a page of several widgets would otherwise ask for all of theirs in one long task.
    const start = setTimeout(() =>
      loadRemotePage<ComponentType>(remote, module).then(
        // The module's first render (a whole page, a card) runs in React's background lane, in slices, not in one
        // task that blocks the page; the busy message stays until it is done.
        (Module) => live && startTransition(() => setState({ status: 'ready', Module })),
        (error: unknown) => {
          console.error(error);
          if (live) setState({ status: 'unavailable' });
        },
      ),
    );
    return () => {
      live = false;
      clearTimeout(start);
    };
  }, [remote, module, attempt]);

  const retry = useCallback(async () => {
    await resetRemote(remote);
    // Busy until the fresh load answers: the module loaded before (code that failed) is not rendered again.
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  return { state, attempt, retry };
}
