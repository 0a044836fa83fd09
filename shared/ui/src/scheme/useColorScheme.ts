// The student's colour-scheme choice as a small store: the choice is kept on this device (a cookie and local
// storage, ./colorScheme.ts), put in force at once, followed live while it is 'system' (the device's setting
// changes), and followed when another tab of the portal changes it (the `storage` event).
import { useSyncExternalStore } from 'react';
import {
  DARK_QUERY,
  applyScheme,
  choiceHeard,
  readChoice,
  schemeOf,
  storeChoice,
  type ColorScheme,
  type ColorSchemeChoice,
} from './colorScheme';

export interface ColorSchemeState {
  /** What the student chose ('system' follows the device). */
  choice: ColorSchemeChoice;
  /** The scheme in force. */
  scheme: ColorScheme;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: ColorSchemeState | undefined;
let detach: (() => void) | undefined;

function current(): ColorSchemeState {
  if (!state) {
    const choice = readChoice();
    state = { choice, scheme: schemeOf(choice) };
  }
  return state;
}

/** Re-reads the scheme of `choice`, puts it in force and tells the subscribers when anything changed. */
function update(choice: ColorSchemeChoice): void {
  const scheme = schemeOf(choice);
  applyScheme(scheme);
  const before = current();
  if (before.choice === choice && before.scheme === scheme) return;
  state = { choice, scheme };
  for (const listener of [...listeners]) listener();
}

/** Listens to the device and to other tabs while anything subscribes. */
function attach(): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  // A device change re-applies the choice: 'system' follows it, a fixed choice stays (also over the head
  // script's own listener, when the choice could not be stored).
  const onDevice = () => update(current().choice);
  // A choice made in another tab (or the storage cleared there: key null) applies here too.
  const onStorage = (event: StorageEvent) => {
    const choice = choiceHeard(event);
    if (choice) update(choice);
  };
  media?.addEventListener('change', onDevice);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onDevice);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!detach) detach = attach();
  // The choice may have changed while nothing listened.
  update(readChoice());
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && detach) {
      detach();
      detach = undefined;
    }
  };
}

/** Stores `choice` on this device and puts it in force at once. */
export function setColorSchemeChoice(choice: ColorSchemeChoice): void {
  storeChoice(choice);
  update(choice);
}

const SERVER_STATE: ColorSchemeState = { choice: 'system', scheme: 'light' };

/** The student's choice, the scheme in force, and how to change the choice. */
export function useColorScheme(): ColorSchemeState & { setChoice: (choice: ColorSchemeChoice) => void } {
  const { choice, scheme } = useSyncExternalStore(subscribe, current, () => SERVER_STATE);
  return { choice, scheme, setChoice: setColorSchemeChoice };
}
