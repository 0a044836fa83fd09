// What the frame says when signing in does not end with the student's page (jsdom): a profile the API
// does not have, a profile that failed to load, and a sign-in step that failed. The strategy is the mock
// sign-in (or a failing one); the API is a fake at the network boundary.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { Route, Routes } from '@portal/router';
import { MemoryRouter } from '@portal/testing';
import { configureApi } from '@portal/api';
import { DEFAULT_CONFIG, configureConfig, getProvider } from '@portal/config';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import { createMockSignIn, SignInError, type SignInStrategy } from '@portal/auth';
import { AuthProvider } from '../auth/AuthProvider';
import { Protected } from '../auth/Protected';
import { AuthAlerts } from './AuthAlerts';
import { OfflineNotice } from './OfflineNotice';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

const student = { studentUPId: 'UP-1', firstName: 'Aroha', lastName: 'Ngata' };
type FakeResponse = { status: number; body?: unknown } | 'offline' | 'no answer';
let answers: FakeResponse[];
const fetchFake = jest.fn(async (_url: string, init?: RequestInit): Promise<Response> => {
  const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  if (answer === 'no answer')
    return new Promise((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
    );
  return {
    ok: answer.status < 300,
    status: answer.status,
    statusText: { 200: 'OK', 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' }[
      answer.status
    ],
    text: async () => JSON.stringify(answer.body),
  } as Response;
});
beforeEach(() => {
  // The shell runs under a configured provider (the first page's prefetches look up what it offers).
  configureConfig(DEFAULT_CONFIG, getProvider('nzma'));
  answers = [{ status: 200, body: student }];
  fetchFake.mockClear();
  configureApi({
    baseUri: 'https://api.example.test/',
    timeoutMs: 200,
    fetch: fetchFake as unknown as typeof fetch,
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderFrame(strategy: SignInStrategy, at = '/payments?page=2', onUser = jest.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="yoobee">
        <MemoryRouter initialEntries={[at]}>
          <AuthProvider strategy={strategy} onUser={onUser}>
            <OfflineNotice />
            <AuthAlerts />
            <Routes>
              <Route path="/" element={<p>Welcome</p>} />
              <Route
                path="/payments"
                element={
                  <Protected>
                    <p>Your invoices</p>
                  </Protected>
                }
              />
              <Route path="/signoutLms" element={<p>Sign-out page</p>} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </PortalUiProvider>
    </I18nProvider>,
  );
  return onUser;
}

describe('no matching profile: only for an account that has none', () => {
  it.each([
    ['the API answers 404', { status: 404, body: { message: 'No matching student' } }],
    ['the student has no student id', { status: 200, body: { firstName: 'Kiri' } }],
  ])('%s', async (_, answer) => {
    answers = [answer];
    renderFrame(createMockSignIn());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No matching profile');
    expect(alert).toHaveTextContent('Please contact student support.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss and sign out' }));
    expect(await screen.findByText('Sign-out page')).toBeInTheDocument();
  });
});

describe('a profile that failed to load', () => {
  it.each<[string, FakeResponse, string]>([
    ['500', { status: 500, body: {} }, 'Internal Server Error: Up API GET v1/secure/student'],
    ['503', { status: 503, body: {} }, 'Service Unavailable: Up API GET v1/secure/student'],
    ['no answer in time', 'no answer', 'No answer in time: Network problem'],
    ['offline', 'offline', 'Failed to fetch: Network problem'],
  ])('(%s) shows the load error with Try again, and keeps the session', async (_, failure, detail) => {
    answers = [failure, { status: 200, body: student }];
    const onUser = renderFrame(createMockSignIn());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your student profile could not be loaded');
    expect(alert).toHaveTextContent(detail);
    expect(alert).not.toHaveTextContent('No matching profile');
    expect(alert).not.toHaveTextContent('student support');
    expect(screen.queryByText('Signing In...')).not.toBeInTheDocument();
    // The session is kept: the API client still has the user.
    expect(onUser).toHaveBeenLastCalledWith(expect.objectContaining({ claims: { sub: 'mock-user' } }));

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your invoices')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchFake).toHaveBeenCalledTimes(2);
  });

  it('a Try again that fails again says so again', async () => {
    answers = [{ status: 503, body: {} }];
    renderFrame(createMockSignIn());
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchFake).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your student profile could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('without a connection', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  afterEach(() => setOnline(true));

  it('says only that the device is offline, and loads the profile once the connection is back', async () => {
    setOnline(false);
    answers = ['offline', { status: 200, body: student }];
    renderFrame(createMockSignIn());
    await waitFor(() => expect(fetchFake).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Signing In...')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded|Failed to fetch/)).not.toBeInTheDocument();

    setOnline(true);
    expect(await screen.findByText('Your invoices')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchFake).toHaveBeenCalledTimes(2);
  });

  it('a protected page starts no sign-in that cannot work: it waits, offline, and signs in once back', async () => {
    setOnline(false);
    const strategy: SignInStrategy = {
      ...createMockSignIn(),
      kind: 'oidc',
      mayBeSignedIn: () => false,
      restore: async () => ({ user: null }),
      signIn: jest.fn(async () => null),
    };
    renderFrame(strategy);
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(strategy.signIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Signing In...')).not.toBeInTheDocument();

    setOnline(true);
    await waitFor(() => expect(strategy.signIn).toHaveBeenCalledWith('/payments?page=2'));
  });
});

describe('a sign-in step that failed', () => {
  /** An OIDC-like strategy, anonymous, whose sign-in fails the way `signIn` says. */
  function failingStrategy(signIn: SignInStrategy['signIn'], restore?: SignInStrategy['restore']) {
    const base = createMockSignIn();
    const strategy: SignInStrategy = {
      ...base,
      kind: 'oidc',
      mayBeSignedIn: () => false,
      restore: restore ?? (async () => ({ user: null })),
      signIn: jest.fn(signIn),
    };
    return strategy;
  }

  it('the IdP unreachable: the protected page says so with Try again, and does not try again by itself', async () => {
    const strategy = failingStrategy(async () => {
      throw new SignInError('start', 'Failed to fetch');
    });
    renderFrame(strategy);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in is unavailable');
    expect(alert).toHaveTextContent('The sign-in service could not be reached.');
    expect(alert).toHaveTextContent('Failed to fetch');
    expect(screen.queryByText('Signing In...')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(strategy.signIn).toHaveBeenCalledTimes(1);
    expect(strategy.signIn).toHaveBeenCalledWith('/payments?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(strategy.signIn).toHaveBeenCalledTimes(2));
    expect(strategy.signIn).toHaveBeenLastCalledWith('/payments?page=2');
  });

  it('no response in time: the same, with that reason; a sign-in that then works brings the page', async () => {
    let calls = 0;
    const strategy = failingStrategy(async () => {
      calls += 1;
      if (calls === 1) throw new SignInError('start', 'No answer in time');
      // A student of the provider (nzma's app role).
      return { tokens: null, claims: { sub: 'mock-user', roles: ['nzma'] } };
    });
    renderFrame(strategy);
    expect(await screen.findByRole('alert')).toHaveTextContent('No answer in time');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your invoices')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed code exchange on the way back says so, and Try again goes back to the page asked for', async () => {
    const strategy = failingStrategy(
      async () => null,
      async () => ({
        user: null,
        navigateTo: '/',
        failed: new SignInError('return', 'Internal Server Error (500)', { returnTo: '/payments?page=2' }),
      }),
    );
    renderFrame(strategy, '/?code=c1&state=s1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sign-in could not be completed');
    expect(alert).toHaveTextContent('Internal Server Error (500)');
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(strategy.signIn).toHaveBeenCalledWith('/payments?page=2');
  });

  it('a sign-in that rejects with any error still ends, without an uncaught rejection', async () => {
    const strategy = failingStrategy(async () => {
      throw new Error('Loading chunk oidc failed');
    });
    renderFrame(strategy);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk oidc failed');
  });
});

describe('someone who is not a student of this provider (nzma: the directory, app role "nzma")', () => {
  /** An OIDC strategy whose stored session is `claims`' person; its sign-out is recorded. */
  function signedInAs(claims: Record<string, unknown>) {
    const base = createMockSignIn();
    const user = { tokens: { accessToken: 'at', idToken: 'it' }, claims };
    const signOut = jest.fn(async () => undefined);
    const strategy: SignInStrategy = {
      ...base,
      kind: 'oidc',
      mayBeSignedIn: () => true,
      restore: async () => ({ user }),
      signOut,
    };
    return { strategy, signOut };
  }

  it('sees only the page that says so, with Sign out; nothing is asked of the API', async () => {
    const { strategy, signOut } = signedInAs({
      sub: 'pairwise-1',
      preferred_username: 'hemi.walker@yoobee.demo',
      roles: ['yoobee'],
    });
    const onUser = renderFrame(strategy);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This account is not a student of NZMA',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as hemi\.walker@yoobee\.demo/)).toBeInTheDocument();
    expect(screen.queryByText('Your invoices')).not.toBeInTheDocument();
    expect(fetchFake).not.toHaveBeenCalled();
    // The API client never gets the person's tokens.
    expect(onUser).not.toHaveBeenCalledWith(expect.objectContaining({ tokens: expect.anything() }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledWith('/');
  });

  it('a student whose token names the provider gets their page', async () => {
    const { strategy } = signedInAs({ sub: 'pairwise-2', roles: ['nzma'] });
    renderFrame(strategy);
    expect(await screen.findByText('Your invoices')).toBeInTheDocument();
    expect(fetchFake).toHaveBeenCalledTimes(1);
  });
});
