// The sign-in strategies on their own (jsdom): which one createSignIn() picks, the mock student's
// sign-in with no request at all, and the OIDC strategy's restore from session storage and its clean-up
// of a failed callback (neither needs the IdP: no request is made).
import { User } from 'oidc-client-ts';
import { DEFAULT_CONFIG, getProvider, type PortalConfig } from '@portal/config';
import { MOCK_USER } from './mockSignIn';
import { createOidcSignIn } from './oidcSignIn';
import { createUserManager } from './userManager';
import { createSignIn } from './signIn';
import { SignInError } from './signInError';
import type { SignInListener } from './signInStrategy';

const provider = getProvider('yoobee'); // the aad group
const authority = DEFAULT_CONFIG.auth.aad;
const storageKey = `oidc.user:${authority.authority}:${authority.clientId}`;
const config = (patch: Partial<PortalConfig> = {}): PortalConfig => ({ ...DEFAULT_CONFIG, ...patch });

const fetchSpy = jest.fn(() => Promise.reject(new Error('no network in this test')));
beforeEach(() => {
  fetchSpy.mockClear();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const listener = (): SignInListener & { loaded: jest.Mock; unloaded: jest.Mock } => ({
  loaded: jest.fn(),
  unloaded: jest.fn(),
});

describe('createSignIn', () => {
  it('picks the mock sign-in in mock-user mode, and OIDC otherwise', async () => {
    expect((await createSignIn(config({ mockUser: true }), provider)).kind).toBe('mock');
    expect((await createSignIn(config({ mockUser: false }), provider)).kind).toBe('oidc');
  });
});

describe('the mock sign-in', () => {
  it('is signed in at once as the mock student, with no request', async () => {
    const strategy = await createSignIn(config({ mockUser: true }), provider);
    expect(strategy.mayBeSignedIn()).toBe(true);
    expect(await strategy.restore()).toEqual({ user: MOCK_USER });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs out (telling its listeners), and signs in again at once', async () => {
    const strategy = await createSignIn(config({ mockUser: true }), provider);
    const events = listener();
    const unsubscribe = strategy.subscribe(events);
    await strategy.signOut();
    expect(events.unloaded).toHaveBeenCalledTimes(1);
    expect(strategy.mayBeSignedIn()).toBe(false);
    expect(await strategy.restore()).toEqual({ user: null });
    expect(await strategy.signIn('/payments')).toEqual(MOCK_USER);
    expect(await strategy.restore()).toEqual({ user: MOCK_USER });
    unsubscribe();
    await strategy.forget();
    expect(events.unloaded).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the OIDC sign-in', () => {
  it('is anonymous without a stored session or a callback', async () => {
    const strategy = await createSignIn(config(), provider);
    expect(strategy.mayBeSignedIn()).toBe(false);
    expect(await strategy.restore()).toEqual({ user: null });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('loads oidc-client-ts only when a session or a sign-in needs it, not for an anonymous visitor', async () => {
    const load = jest.fn(async () => createUserManager(config(), provider));
    const strategy = createOidcSignIn(load, authority, config());
    const events = listener();
    strategy.subscribe(events);
    expect(await strategy.restore()).toEqual({ user: null });
    await strategy.forget();
    expect(load).not.toHaveBeenCalled();
    // The sign-in click loads it (the redirect itself is not followed in jsdom).
    await strategy.signIn('/payments').catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await strategy.forget();
    expect(events.unloaded).toHaveBeenCalledTimes(1); // attached once loaded
  });

  it('restores the session kept in session storage, with its tokens and claims', async () => {
    const stored = new User({
      access_token: 'access-1',
      id_token: 'id-1',
      token_type: 'Bearer',
      scope: authority.scope,
      profile: {
        sub: 'u1',
        iss: authority.authority,
        aud: authority.clientId,
        exp: 0,
        iat: 0,
        email: 'a@b.c',
      },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    });
    window.sessionStorage.setItem(storageKey, stored.toStorageString());
    const strategy = await createSignIn(config(), provider);
    expect(strategy.mayBeSignedIn()).toBe(true);
    const { user, navigateTo } = await strategy.restore();
    expect(user?.tokens).toEqual({ accessToken: 'access-1', idToken: 'id-1' });
    expect(user?.claims).toMatchObject({ sub: 'u1', email: 'a@b.c' });
    expect(navigateTo).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('cleans a callback it cannot complete from the address, signed out, and says it failed', async () => {
    window.history.replaceState(null, '', '/payments?code=c1&state=unknown');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const strategy = await createSignIn(config(), provider);
    expect(strategy.mayBeSignedIn()).toBe(true);
    const restored = await strategy.restore();
    expect(restored).toEqual({ user: null, navigateTo: '/payments', failed: expect.any(SignInError) });
    expect(restored.failed).toMatchObject({ step: 'return', message: 'No matching state found in storage' });
    expect(error).toHaveBeenCalledWith('Sign-in callback failed', expect.any(Error));
    expect(fetchSpy).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
