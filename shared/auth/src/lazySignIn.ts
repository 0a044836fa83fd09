import type { SessionChannel } from './sessionChannel';
import type { SignInListener, SignInStrategy } from './signInStrategy';
import { SignInError } from './signInError';
import { reasonOf } from './timeLimit';

/**
 * The OIDC sign-in, its code loaded when first needed (`load`: the strategy and oidc-client-ts, one chunk): at
 * once on a page that may be signed in (a sign-in callback, a stored session), so the restore does not wait
 * for it; otherwise with the first call that needs it (the sign-in click, the post-logout landing). An anonymous
 * visitor's first page carries none of it. A load that fails is a failed sign-in step (SignInError 'start'),
 * and the next call loads it again.
 *
 * A tab that restores a stored session listens to the other tabs (`channel`) from the start: a sign-out in
 * another tab while its strategy is still on its way (which listens only once loaded) ends the session found,
 * as one heard during the restore does (`signedOutElsewhere`, and it is forgotten).
 */
export function lazySignIn(
  load: () => Promise<SignInStrategy>,
  mayBeSignedIn: () => boolean,
  {
    userPool = false,
    channel,
    restoresStoredSession = mayBeSignedIn,
  }: {
    userPool?: boolean;
    /** The other tabs of this browser (the strategy's own channel, made when first asked for). */
    channel?: () => SessionChannel;
    /** Whether this page restores a session kept in the tab (not a sign-in callback of its own). */
    restoresStoredSession?: () => boolean;
  } = {},
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

  /** A sign-out another tab told of before this tab's restore had ended: heard here until then, the strategy's
   * own listening notwithstanding (one heard between its load and its restore would otherwise race the restore). */
  let signedOutElsewhere = false;
  let stopListening = (): void => undefined;
  if (channel && restoresStoredSession())
    stopListening = channel().subscribe((message) => {
      if (message.type === 'signedOut') signedOutElsewhere = true;
    });

  return {
    kind: 'oidc',
    mayBeSignedIn,
    async restore() {
      try {
        if (!mayBeSignedIn()) return { user: null };
        const real = await started();
        const restored = await real.restore();
        if (!signedOutElsewhere || !restored.user) return restored;
        // Heard before the strategy could hear it (or as its restore began): the session found is over.
        for (const listener of [...listeners.keys()]) listener.signedOutElsewhere?.();
        await real.forget();
        return { user: null };
      } catch (error) {
        if (error instanceof SignInError && !loaded) return { user: null, failed: error };
        throw error;
      } finally {
        stopListening();
        signedOutElsewhere = false;
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
