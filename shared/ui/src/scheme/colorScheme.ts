// The colour scheme in force and the student's choice of it, as plain functions with no imports: the head
// script (head.ts, run before the first paint) and the React store (useColorScheme.ts) share them, so both
// decide the same way.
// The scheme in force is the class `dark` on <html> (Chakra's `_dark` condition) plus the root's
// `color-scheme` (native controls, scrollbars); light is no class.

/** The student's choice, stored on this device. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';
/** The scheme in force. */
export type ColorScheme = 'light' | 'dark';

/** Where the choice is kept (local storage of the portal's origin). */
export const COLOR_SCHEME_KEY = 'portal.colorScheme';
/** The device's setting. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The class on <html> that turns the dark tokens on. */
export const DARK_CLASS = 'dark';

/** A stored value as a choice: anything else (missing, unknown, storage unavailable) follows the device. */
export function choiceOf(value: unknown): ColorSchemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The stored choice; 'system' when none or when storage cannot be read (private modes, blocked storage). */
export function readChoice(): ColorSchemeChoice {
  try {
    return choiceOf(window.localStorage.getItem(COLOR_SCHEME_KEY));
  } catch {
    return 'system';
  }
}

/** Whether the device asks for dark. */
export function deviceIsDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The scheme a choice means now. */
export function schemeOf(choice: ColorSchemeChoice): ColorScheme {
  if (choice === 'system') return deviceIsDark() ? 'dark' : 'light';
  return choice;
}

/** Puts `scheme` in force on the document: the class and the native controls' scheme. */
export function applyScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  root.classList.toggle(DARK_CLASS, scheme === 'dark');
  root.style.colorScheme = scheme;
}

/** Keeps the scheme in force for the page, whoever renders it: now, on a device change while the choice is
 * 'system', and on a choice made in another tab. */
export function followColorScheme(): void {
  const follow = () => applyScheme(schemeOf(readChoice()));
  follow();
  if (typeof window.matchMedia === 'function')
    window.matchMedia(DARK_QUERY).addEventListener('change', follow);
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_SCHEME_KEY || event.key === null) follow();
  });
}
