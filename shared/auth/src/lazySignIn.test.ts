// The OIDC sign-in's code loads only when a session or a sign-in needs it (lazySignIn): an anonymous visitor's
// page never asks for it; a page that may be signed in asks at once; listeners subscribed before it loads hear
// its events; a load that fails is a failed sign-in step, and the next call loads it again.
import { lazySignIn } from './lazySignIn';
import type { SignInListener, SignInStrategy, SignedInUser } from './signIn';
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
