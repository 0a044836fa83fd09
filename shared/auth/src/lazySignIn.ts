import type { SignInListener, SignInStrategy } from './signIn';
import { SignInError } from './signInError';
import { reasonOf } from './timeLimit';

/**
 * The OIDC sign-in, its code loaded when first needed (`load`: the strategy and oidc-client-ts, one chunk): at
 * once on a page that may be signed in (a sign-in callback, a stored session), so the restore does not wait
 * for it; otherwise with the first call that needs it (the sign-in click, the post-logout landing). An anonymous
 * visitor's first page carries none of it. A load that fails is a failed sign-in step (SignInError 'start'),
 * and the next call loads it again.
 */
export function lazySignIn(
  load: () => Promise<SignInStrategy>,
  mayBeSignedIn: () => boolean,
  { userPool = false }: { userPool?: boolean } = {},
): SignInStrategy {
  let loading: Promise<SignInStrategy> | undefined;
  let loaded: SignInStrategy | undefined;
  /** Each listener, with its unsubscribe from the loaded strategy (a no-op until it has loaded). */
  const listeners = new Map<SignInListener, () => void>();

  const strategy = (): Promise<SignInStrategy> => {
    if (!loading) {
      const promise = load().then((real) => {
        loaded = real;
        for (const listener of listeners.keys()) listeners.set(listener, real.subscribe(listener));
        return real;
      });
      loading = promise;
      promise.catch(() => {
        if (loading === promise) loading = undefined;
      });
    }
    return loading;
  };
  /** The strategy, or the failed sign-in step its load is. */
  const started = () =>
    strategy().catch((error: unknown) => {
      console.error('The sign-in could not be loaded', error);
      throw new SignInError('start', reasonOf(error), { cause: error });
    });

  if (mayBeSignedIn()) strategy().catch(() => undefined);

  return {
    kind: 'oidc',
    mayBeSignedIn,
    async restore() {
      if (!mayBeSignedIn()) return { user: null };
      try {
        return await (await started()).restore();
      } catch (error) {
        if (error instanceof SignInError && !loaded) return { user: null, failed: error };
        throw error;
      }
    },
    signIn: async (returnTo) => (await started()).signIn(returnTo),
    signOut: async (returnTo) => (await started()).signOut(returnTo),
    completeSignOut: async () => (await started()).completeSignOut(),
    renew: async () => (await started()).renew(),
    async forget() {
      // Nothing to forget without a session here or the strategy loaded.
      if (!loading && !mayBeSignedIn()) return;
      await (await started()).forget();
    },
    subscribe(listener) {
      listeners.set(listener, loaded ? loaded.subscribe(listener) : () => undefined);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    ...(userPool
      ? {
          changePassword: async (currentPassword: string, newPassword: string) => {
            const real = await started();
            return real.changePassword!(currentPassword, newPassword);
          },
        }
      : {}),
  };
}
