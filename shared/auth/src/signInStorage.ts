import type { AuthorityConfig } from '@portal/config';
import type { SignInNotice } from './signInStrategy';

/** Session storage key of the notice restore() answers after the sign-in round trip. */
export const NOTICE_KEY = 'portal.signIn.notice';

/** Session storage key of the path a sign-out started in this tab asked to come back to: the post-logout
 * landing reads it, since a Cognito user pool's /logout comes back without a state. */
export const SIGN_OUT_RETURN_KEY = 'portal.signOut.returnTo';

/** This tab's session storage, or undefined where the browser refuses it. */
export function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The cookie that carries a sign-out's return path over the post-logout landing: that response clears the
 * origin's storage (Clear-Site-Data "storage", session storage included) before the landing runs, and a
 * cookie is not storage. It holds a path only (no identifier), is sent to the landing's path only, and lasts
 * five minutes, long enough for the round trip through the IdP. */
const SIGN_OUT_RETURN_COOKIE = 'portal.signOutReturnTo';
export const SIGN_OUT_RETURN_SECONDS = 300;

function setReturnCookie(value: string, maxAge: number): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SIGN_OUT_RETURN_COOKIE}=${encodeURIComponent(value)}; Path=/signout; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  } catch {
    // cookies unavailable: the landing goes on to the learning platform
  }
}

/** Keeps (or, without a path, forgets) where the landing of this tab's sign-out is to come back to. */
export function keepSignOutReturn(path: string | undefined): void {
  if (path) {
    storage()?.setItem(SIGN_OUT_RETURN_KEY, path);
    setReturnCookie(path, SIGN_OUT_RETURN_SECONDS);
  } else forgetSignOutReturn();
}

/** Forgets where a sign-out was to come back to. */
export function forgetSignOutReturn(): void {
  storage()?.removeItem(SIGN_OUT_RETURN_KEY);
  setReturnCookie('', 0);
}

/** Reads and forgets where the sign-out was to come back to: from this tab's session storage, or, when the
 * landing's Clear-Site-Data has emptied it, from the cookie. */
export function takeSignOutReturn(): string | null {
  let kept = storage()?.getItem(SIGN_OUT_RETURN_KEY) ?? null;
  if (kept === null) {
    try {
      const cookie = document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${SIGN_OUT_RETURN_COOKIE}=`));
      if (cookie) kept = decodeURIComponent(cookie.slice(SIGN_OUT_RETURN_COOKIE.length + 1)) || null;
    } catch {
      // cookies unavailable
    }
  }
  forgetSignOutReturn();
  return kept;
}

/** Whether this tab has a sign-out under way that asked to come back (the post-logout landing is its response,
 * with or without a state). */
export function signOutUnderWay(): boolean {
  return storage()?.getItem(SIGN_OUT_RETURN_KEY) != null;
}

/** Empties the origin's local storage and this tab's session storage, its Cache Storage and its service worker
 * registrations, as the post-logout landing's Clear-Site-Data "storage" does (cookies stay: the colour scheme's,
 * a pending sign-out's): a sign-out that ends on this device without that landing leaves nothing more behind. */
export function clearOriginStorage(): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[area].clear();
    } catch {
      // storage unavailable: nothing kept there
    }
  }
  const caches = (globalThis as { caches?: CacheStorage }).caches;
  caches
    ?.keys()
    .then((names) => Promise.all(names.map((name) => caches.delete(name))))
    .catch(() => undefined);
  navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => undefined);
}

/** Whether session storage holds a user of this client (oidc-client-ts keys it `oidc.user:<authority>:<client>`). */
export function hasStoredUser({ authority, clientId }: AuthorityConfig): boolean {
  return storage()?.getItem(`oidc.user:${authority}:${clientId}`) != null;
}

/**
 * A value this tab holds for as long as its sign-in session lasts, or undefined with none: the session id
 * (`sid`) of the signed-in user oidc-client-ts keeps in session storage, else their subject (`sub`). Nothing is
 * stored for it: the deployment's share of sessions that run a remote's candidate hashes it, so a student stays
 * on one side for the whole session.
 */
export function sessionSeed(): string | undefined {
  const store = storage();
  if (!store) return undefined;
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith('oidc.user:')) continue;
    try {
      const profile = (JSON.parse(store.getItem(key) ?? '') as { profile?: Record<string, unknown> }).profile;
      const seed = profile?.sid ?? profile?.sub;
      if (typeof seed === 'string' && seed) return seed;
    } catch {
      // Not a stored user: look further.
    }
  }
  return undefined;
}

/** Reads and forgets the notice left before a sign-in round trip. */
export function takeNotice(): SignInNotice | undefined {
  const notice = storage()?.getItem(NOTICE_KEY);
  storage()?.removeItem(NOTICE_KEY);
  return notice === 'renewalFailed' ? notice : undefined;
}
