import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApplicationStateValue } from './applicationState';
import type { ApplicationStore } from './applicationStore';

const StoreContext = createContext<ApplicationStore | null>(null);

/** Gives the page's application store to the steps inside (the fees step's payment flow is part of it). */
export function ApplicationStoreProvider({
  store,
  children,
}: {
  store: ApplicationStore;
  children: ReactNode;
}) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The application store of the page; a step outside an application page has none, which is an error. */
export function useApplicationStore(): ApplicationStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useApplicationStore must be used within an ApplicationStoreProvider.');
  return store;
}

/** A part of the store's state, read again whenever the store changes (`select` returns a part of the state,
 * not a new object, so that a change elsewhere does not render again). */
export function useApplicationSelector<T>(
  store: ApplicationStore,
  select: (state: ApplicationStateValue) => T,
): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
