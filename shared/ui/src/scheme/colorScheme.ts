// The colour scheme in force and the student's choice of it, as plain functions with no imports: the head
// script (head.ts, run before the first paint) and the React store (useColorScheme.ts) share them, so both
// decide the same way.
// The scheme in force is the class `dark` on <html> (Chakra's `_dark` condition) plus the root's
// `color-scheme` (native controls, scrollbars); light is no class.

/** The student's choice, stored on this device. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';
/** The scheme in force. */
export type ColorScheme = 'light' | 'dark';

/** Where the choice is kept in local storage (the other tabs hear a change of it: the `storage` event). */
export const COLOR_SCHEME_KEY = 'portal.colorScheme';
/** The cookie that keeps the choice too, and is read first: the sign-out's landing clears the origin's storage
 * (Clear-Site-Data "storage"), which leaves cookies, and the choice is no personal data. On every path (the head
 * script reads it on each page), for 400 days (the most a browser keeps a cookie) from the last page load. */
export const COLOR_SCHEME_COOKIE = 'portal.colorScheme';
const COOKIE_SECONDS = 400 * 24 * 60 * 60;
/** The device's setting. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The class on <html> that turns the dark tokens on. */
export const DARK_CLASS = 'dark';

/** A stored value as a choice: anything else (missing, unknown, storage unavailable) follows the device. */
export function choiceOf(value: unknown): ColorSchemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The choice the cookie keeps; undefined when there is none (or cookies are unavailable). */
function cookieChoice(): ColorSchemeChoice | undefined {
  try {
    // COLOR_SCHEME_COOKIE's value, one of the three choices.
    return /(?:^|; )portal\.colorScheme=(light|dark|system)(?:;|$)/.exec(document.cookie)?.[1] as
      ColorSchemeChoice | undefined;
  } catch {
    return undefined;
  }
}

function writeCookie(choice: ColorSchemeChoice): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COLOR_SCHEME_COOKIE}=${choice}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // cookies unavailable: local storage keeps it until a sign-out
  }
}

/** The stored choice: the cookie's, else local storage's; 'system' when none or when neither can be read
 * (private modes, blocked storage). */
export function readChoice(): ColorSchemeChoice {
  const kept = cookieChoice();
  if (kept) return kept;
  try {
    return choiceOf(window.localStorage.getItem(COLOR_SCHEME_KEY));
  } catch {
    return 'system';
  }
}

/** Keeps `choice` on this device: in the cookie, and in local storage, whose change the other tabs hear. */
export function storeChoice(choice: ColorSchemeChoice): void {
  writeCookie(choice);
  try {
    window.localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // Storage unavailable (private mode, blocked): the cookie keeps it, or it holds for this page only.
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
 * 'system', and on a choice made in another tab. A fixed choice is written to the cookie again (its 400 days
 * count from this load; a choice kept only in local storage, from before the cookie, gets one). */
export function followColorScheme(): void {
  const follow = () => applyScheme(schemeOf(readChoice()));
  const choice = readChoice();
  if (choice !== 'system') writeCookie(choice);
  follow();
  if (typeof window.matchMedia === 'function')
    window.matchMedia(DARK_QUERY).addEventListener('change', follow);
  window.addEventListener('storage', (event) => {
    const choice = choiceHeard(event);
    if (choice) applyScheme(schemeOf(choice));
  });
}

/**
 * The choice another tab made, from its `storage` event: the event's new value (this tab's copy of the cookie may
 * not have the other tab's write yet: cookies and storage reach a tab on separate paths), or the cookie's choice
 * when the storage was cleared (key null). Undefined for an event about another key.
 */
export function choiceHeard(event: StorageEvent): ColorSchemeChoice | undefined {
  if (event.key === COLOR_SCHEME_KEY) return choiceOf(event.newValue);
  if (event.key === null) return readChoice();
  return undefined;
}
