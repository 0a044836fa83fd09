/** What one tab of this browser tells the others about the portal's session. */
export type SessionMessage = { type: 'signedOut' };

export interface SessionChannel {
  /** Tells every other tab of this origin (not this one). */
  post(message: SessionMessage): void;
  /** Listens for the other tabs' messages; returns the unsubscribe. */
  subscribe(listener: (message: SessionMessage) => void): () => void;
  close(): void;
}

export const SESSION_CHANNEL = 'portal.session';

const isSessionMessage = (data: unknown): data is SessionMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signedOut';

/**
 * The tabs of one browser talk about the session over a BroadcastChannel of the origin (each provider's
 * host is an origin of its own). Where BroadcastChannel is missing, a write to local storage does the same:
 * the 'storage' event fires in every other tab of the origin. Session storage, where the tokens live, is
 * per tab and fires no such event, so this channel is how a sign-out reaches the other tabs.
 */
export function createSessionChannel(
  name: string = SESSION_CHANNEL,
  Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel,
  win: Window = window,
): SessionChannel {
  const listeners = new Set<(message: SessionMessage) => void>();
  const deliver = (data: unknown) => {
    if (isSessionMessage(data)) for (const listener of listeners) listener(data);
  };
  const subscribe = (listener: (message: SessionMessage) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  if (typeof Channel === 'function') {
    const channel = new Channel(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return { post: (message) => channel.postMessage(message), subscribe, close: () => channel.close() };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // not one of ours
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    post(message) {
      try {
        // A new value each time (the time), so the same message twice still fires the event.
        win.localStorage.setItem(name, JSON.stringify({ message, at: Date.now() }));
        win.localStorage.removeItem(name);
      } catch {
        // storage unavailable: the other tabs learn of it on their next request
      }
    },
    subscribe,
    close: () => win.removeEventListener('storage', onStorage),
  };
}
