// The OIDC sign-in's code loads only when a session or a sign-in needs it (lazySignIn): an anonymous visitor's
// page never asks for it; a page that may be signed in asks at once; listeners subscribed before it loads hear
// its events; a load that fails is a failed sign-in step, and the next call loads it again.
import { lazySignIn } from './lazySignIn';
import type { SessionChannel, SessionMessage } from './sessionChannel';
import type { SignInListener, SignInStrategy, SignedInUser } from './signInStrategy';
import { SignInError } from './signInError';

const USER: SignedInUser = { tokens: { accessToken: 'a', idToken: 'i' }, claims: { sub: 's' } };

/** A loaded strategy whose listeners the test can call. */
function fakeStrategy() {
  const listeners = new Set<SignInListener>();
  const strategy: SignInStrategy = {
    kind: 'oidc',
    mayBeSignedIn: () => true,
    restore: jest.fn(async () => ({ user: USER })),
    signIn: jest.fn(async () => null),
    signOut: jest.fn(async () => undefined),
    completeSignOut: jest.fn(async () => ({ returnTo: '/grades' })),
    renew: jest.fn(async () => USER),
    forget: jest.fn(async () => undefined),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changePassword: jest.fn(async () => undefined),
  };
  return { strategy, listeners };
}

const listener = () => ({ loaded: jest.fn(), unloaded: jest.fn() });

it('loads nothing for an anonymous visitor: restore, forget and subscribe answer without it', async () => {
  const load = jest.fn(async () => fakeStrategy().strategy);
  const signIn = lazySignIn(load, () => false);
  signIn.subscribe(listener());
  expect(signIn.mayBeSignedIn()).toBe(false);
  expect(await signIn.restore()).toEqual({ user: null });
  await signIn.forget();
  expect(load).not.toHaveBeenCalled();
});

it('loads at once on a page that may be signed in, and restores through the loaded strategy', async () => {
  const { strategy } = fakeStrategy();
  const load = jest.fn(async () => strategy);
  const signIn = lazySignIn(load, () => true);
  expect(load).toHaveBeenCalledTimes(1);
  expect(await signIn.restore()).toEqual({ user: USER });
  expect(await signIn.renew()).toEqual(USER);
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads with the sign-in click and forwards every call; listeners from before the load hear its events', async () => {
  const { strategy, listeners } = fakeStrategy();
  const signIn = lazySignIn(
    async () => strategy,
    () => false,
    { userPool: true },
  );
  const early = listener();
  const unsubscribe = signIn.subscribe(early);
  await signIn.signIn('/payments');
  expect(strategy.signIn).toHaveBeenCalledWith('/payments');
  for (const l of listeners) l.loaded(USER);
  expect(early.loaded).toHaveBeenCalledWith(USER);

  const late = listener();
  signIn.subscribe(late);
  for (const l of listeners) l.unloaded();
  expect(late.unloaded).toHaveBeenCalledTimes(1);
  unsubscribe();
  expect(listeners.size).toBe(1);

  expect(await signIn.completeSignOut()).toEqual({ returnTo: '/grades' });
  await signIn.signOut('/');
  expect(strategy.signOut).toHaveBeenCalledWith('/');
  await signIn.changePassword!('old-password', 'new-password');
  expect(strategy.changePassword).toHaveBeenCalledWith('old-password', 'new-password');
});

it('has a password change only where the provider has one (the user pool)', () => {
  const load = async () => fakeStrategy().strategy;
  expect(lazySignIn(load, () => false).changePassword).toBeUndefined();
  expect(lazySignIn(load, () => false, { userPool: true }).changePassword).toBeDefined();
});

it('a load that fails is a failed sign-in step, and the next call loads it again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { strategy } = fakeStrategy();
  const load = jest
    .fn<Promise<SignInStrategy>, []>()
    .mockRejectedValueOnce(new Error('Failed to fetch'))
    .mockRejectedValueOnce(new Error('Failed to fetch'))
    .mockResolvedValue(strategy);
  const signIn = lazySignIn(load, () => true);
  const restored = await signIn.restore();
  expect(restored.user).toBeNull();
  expect(restored.failed).toBeInstanceOf(SignInError);
  expect(restored.failed).toMatchObject({
    step: 'start',
    message: expect.stringContaining('Failed to fetch'),
  });
  await expect(signIn.signIn('/files')).rejects.toBeInstanceOf(SignInError);
  expect(await signIn.restore()).toEqual({ user: USER });
  expect(load).toHaveBeenCalledTimes(3);
  error.mockRestore();
});

describe('a sign-out in another tab while the strategy is on its way', () => {
  /** The other tabs: `tell` delivers a message as another tab's post would. */
  function fakeChannel() {
    const listeners = new Set<(message: SessionMessage) => void>();
    const channel: SessionChannel = {
      post: jest.fn(),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      close: jest.fn(),
    };
    return { channel, listeners, tell: () => listeners.forEach((l) => l({ type: 'signedOut' })) };
  }
  /** A strategy whose load the test lets through. */
  function heldLoad() {
    const { strategy } = fakeStrategy();
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    return { strategy, release, load: jest.fn(async () => (await arrived, strategy)) };
  }

  /** A tab with a stored session, its strategy held on its way, and a listener of the sign-in. */
  function restoringTab() {
    const { channel, tell } = fakeChannel();
    const { strategy, release, load } = heldLoad();
    const signIn = lazySignIn(load, () => true, {
      channel: () => channel,
      restoresStoredSession: () => true,
    });
    const heard = { ...listener(), signedOutElsewhere: jest.fn() };
    signIn.subscribe(heard);
    return { signIn, heard, strategy, release, load, tell };
  }

  it('ends the stored session it finds: signedOutElsewhere, forgotten, no user', async () => {
    const { signIn, heard, strategy, release, tell } = restoringTab();
    const restoring = signIn.restore();
    tell();
    release();
    expect(await restoring).toEqual({ user: null });
    expect(heard.signedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(strategy.forget).toHaveBeenCalledTimes(1);
  });

  it('ends it when told after the strategy has loaded but before the restore began (the two race otherwise)', async () => {
    const { signIn, heard, strategy, release, load, tell } = restoringTab();
    release();
    await load.mock.results[0]!.value;
    tell();
    expect(await signIn.restore()).toEqual({ user: null });
    expect(heard.signedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(strategy.forget).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the restore ends, also where there was nothing to restore', async () => {
    const { channel, listeners } = fakeChannel();
    let stored = true;
    const signIn = lazySignIn(
      async () => fakeStrategy().strategy,
      () => stored,
      { channel: () => channel, restoresStoredSession: () => stored },
    );
    expect(listeners.size).toBe(1);
    stored = false; // the stored session went meanwhile (another tab's sign-out emptied the site's storage)
    expect(await signIn.restore()).toEqual({ user: null });
    expect(listeners.size).toBe(0);
  });

  it('is not heard by a sign-in callback of its own, nor after the restore (the strategy listens then)', async () => {
    const own = fakeChannel();
    const callback = heldLoad();
    const signIn = lazySignIn(callback.load, () => true, {
      channel: () => own.channel,
      restoresStoredSession: () => false,
    });
    expect(own.listeners.size).toBe(0);
    const restoring = signIn.restore();
    own.tell();
    callback.release();
    expect(await restoring).toEqual({ user: USER });
    expect(callback.strategy.forget).not.toHaveBeenCalled();

    const stored = fakeChannel();
    const quiet = heldLoad();
    const restored = lazySignIn(quiet.load, () => true, {
      channel: () => stored.channel,
      restoresStoredSession: () => true,
    });
    quiet.release();
    expect(await restored.restore()).toEqual({ user: USER });
    expect(stored.listeners.size).toBe(0);
  });
});
