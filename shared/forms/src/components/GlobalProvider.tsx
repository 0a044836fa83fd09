import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Box, NotificationBar, type NotificationVariant } from '@portal/ui';

/** The thrown text when a component asks for the global context outside its provider. */
export const GLOBAL_CONTEXT_ERROR = 'useGlobal must be used within a GlobalProvider.';

export interface Notification {
  variant: NotificationVariant;
  message: ReactNode;
  title?: ReactNode;
}

export interface GlobalContextValue {
  /** The notification on show, or null. */
  notification: Notification | null;
  /** Shows a notification in place of the current one (busy while sending, then error or success). */
  notify: (notification: Notification) => void;
  /** Removes the notification (a busy one has no close button of its own). */
  clearNotification: () => void;
}

const GlobalContext = createContext<GlobalContextValue | null>(null);

/** What a form flow shares with every component inside it: the one notification bar above its content. */
export function GlobalProvider({ children }: { children: ReactNode }) {
  // `shown` counts notifications, so a new one (even with the same text) restarts the auto-hide.
  const [current, setCurrent] = useState<{ notification: Notification; shown: number } | null>(null);
  const notify = useCallback(
    (notification: Notification) =>
      setCurrent((previous) => ({ notification, shown: (previous?.shown ?? 0) + 1 })),
    [],
  );
  const clearNotification = useCallback(() => setCurrent(null), []);
  const value = useMemo(
    () => ({ notification: current?.notification ?? null, notify, clearNotification }),
    [current, notify, clearNotification],
  );
  return (
    <GlobalContext.Provider value={value}>
      {current ? (
        <Box mb="4">
          <NotificationBar key={current.shown} {...current.notification} onClose={clearNotification} />
        </Box>
      ) : null}
      {children}
    </GlobalContext.Provider>
  );
}

/** The global context of the form flow; throws GLOBAL_CONTEXT_ERROR outside a GlobalProvider. */
export function useGlobal(): GlobalContextValue {
  const value = useContext(GlobalContext);
  if (!value) throw new Error(GLOBAL_CONTEXT_ERROR);
  return value;
}
