// The session as the student meets it in the frame (jsdom): another tab's sign-out, an ended session, the
// timeout warning, a renewal that needed a new sign-in, and a profile read the API refuses with 401. The
// strategy is the mock sign-in with the events an OIDC session raises; the API is a fake at the network.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { Route, Routes } from '@portal/router';
import { MemoryRouter } from '@portal/testing';
import { configureApi } from '@portal/api';
import { DEFAULT_CONFIG, configureConfig, getProvider } from '@portal/config';
import { i18n } from '@portal/i18n';
import { PortalUiProvider, preloadOverlayParts } from '@portal/ui';
import { createMockSignIn, type SignInListener, type SignInStrategy, type SignedInUser } from '@portal/auth';
import { AuthProvider } from '../auth/AuthProvider';
import { Protected } from '../auth/Protected';
import { SessionNotice } from '../frame/SessionNotice';
import { SessionTimeoutWarning } from './SessionTimeoutWarning';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
  // The warning's dialog, loaded as the shell loads it with the signed-in menus (../chunks/loadChunks.ts).
  return preloadOverlayParts();
});

const student = { studentUPId: 'UP-1', firstName: 'Aroha', lastName: 'Ngata' };
const respond = (status: number, body: unknown) =>
  ({
    ok: status < 300,
    status,
    statusText: String(status),
    text: async () => JSON.stringify(body),
  }) as Response;
let answers: { status: number; body: unknown }[];
const fetchFake = jest.fn(async () => {
  const { status, body } = answers.length > 1 ? answers.shift()! : answers[0]!;
  return respond(status, body);
});
beforeEach(() => {
  // The shell runs under a configured provider (the first page's prefetches look up what it offers).
  configureConfig(DEFAULT_CONFIG, getProvider('nzma'));
  answers = [{ status: 200, body: student }];
  fetchFake.mockClear();
  configureApi({ baseUri: 'https://api.example.test/', fetch: fetchFake as unknown as typeof fetch });
});

const USER: SignedInUser = { tokens: null, claims: { sub: 'mock-user' } };

/** The mock sign-in, plus the events of an OIDC session on demand. */
function sessionStrategy(patch: Partial<SignInStrategy> = {}) {
  const base = createMockSignIn();
  const listeners = new Set<SignInListener>();
  const strategy: SignInStrategy = {
    ...base,
    signIn: jest.fn(base.signIn),
    renew: jest.fn(async () => USER),
    subscribe(listener) {
      listeners.add(listener);
      const off = base.subscribe(listener);
      return () => {
        listeners.delete(listener);
        off();
      };
    },
    ...patch,
  };
  const emit = (event: (listener: SignInListener) => void) =>
    act(() => {
      for (const listener of listeners) event(listener);
    });
  return { strategy, emit };
}

function renderFrame(strategy: SignInStrategy, onUser = jest.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="yoobee">
        <MemoryRouter initialEntries={['/payments?page=2']}>
          <AuthProvider strategy={strategy} onUser={onUser}>
            <SessionNotice />
            <Routes>
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
            <SessionTimeoutWarning />
          </AuthProvider>
        </MemoryRouter>
      </PortalUiProvider>
    </I18nProvider>,
  );
  return onUser;
}

it("another tab's sign-out leaves this tab signed out where it is, without a trip to sign in", async () => {
  const { strategy, emit } = sessionStrategy();
  const onUser = renderFrame(strategy);
  expect(await screen.findByText('Your invoices')).toBeInTheDocument();
  emit((l) => l.signedOutElsewhere?.());
  emit((l) => l.unloaded());
  expect(screen.getByRole('status')).toHaveTextContent(
    'You signed out of the portal in another tab or window.',
  );
  expect(screen.queryByText('Your invoices')).not.toBeInTheDocument();
  expect(onUser).toHaveBeenLastCalledWith(null);
  expect(strategy.signIn).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(strategy.signIn).toHaveBeenCalledWith('/payments?page=2');
  expect(await screen.findByText('Your invoices')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('a session that ended unanswered says so, and does not send the student to sign in by itself', async () => {
  const { strategy, emit } = sessionStrategy();
  renderFrame(strategy);
  await screen.findByText('Your invoices');
  emit((l) => l.expiring?.(Date.now() + 2_000));
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  emit((l) => l.ended?.());
  emit((l) => l.unloaded());
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
    timeout: 5_000,
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended');
  expect(screen.queryByText('Your invoices')).not.toBeInTheDocument();
  expect(strategy.signIn).not.toHaveBeenCalled();
});

it('warns before the session ends, counting down, and "Stay signed in" renews it', async () => {
  const { strategy, emit } = sessionStrategy();
  renderFrame(strategy);
  await screen.findByText('Your invoices');
  emit((l) => l.expiring?.(Date.now() + 45_000));
  const warning = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
  expect(warning).toHaveTextContent('For your security, you will be signed out in 45 seconds.');
  // (Its initial focus on "Stay signed in" needs a layout: the e2e test checks it in Chromium.)
  await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
  expect(strategy.renew).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
    timeout: 5_000,
  });
  expect(screen.getByText('Your invoices')).toBeInTheDocument();
});

it('"Sign out" in the warning goes to the sign-out page', async () => {
  const { strategy, emit } = sessionStrategy();
  renderFrame(strategy);
  await screen.findByText('Your invoices');
  emit((l) => l.expiring?.(Date.now() + 30_000));
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText('Sign-out page')).toBeInTheDocument();
  expect(strategy.renew).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
    timeout: 5_000,
  });
});

it('after signing in again because renewal failed, the student is told, once', async () => {
  const { strategy } = sessionStrategy({ restore: async () => ({ user: USER, notice: 'renewalFailed' }) });
  renderFrame(strategy);
  await screen.findByText('Your invoices');
  expect(screen.getByRole('status')).toHaveTextContent('Your session could not be renewed');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('a profile read refused with 401 (tokens revoked elsewhere) renews the session instead of "no matching profile"', async () => {
  answers = [
    { status: 401, body: { message: 'Unauthorized' } },
    { status: 200, body: student },
  ];
  const { strategy } = sessionStrategy();
  renderFrame(strategy);
  expect(await screen.findByText('Your invoices')).toBeInTheDocument();
  expect(strategy.renew).toHaveBeenCalledTimes(1);
  expect(fetchFake).toHaveBeenCalledTimes(2);
});
