import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => !navigator.onLine;
const neverOffline = () => false;

/** Whether the device has no connection (the browser's online state), kept current by its online/offline
 * events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, neverOffline);
}
