// The session as the student meets it in the frame (jsdom): another tab's sign-out. The strategy is the
// mock sign-in with the events an OIDC session raises; the API is a fake at the network.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from '@portal/router';
import { configureApi } from '@portal/api';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import { createMockSignIn, type SignInListener, type SignInStrategy } from '@portal/auth';
import { AuthProvider } from './AuthProvider';
import { Protected } from '../routes/Protected';
import { SessionNotice } from '../frame/SessionNotice';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
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
  answers = [{ status: 200, body: student }];
  fetchFake.mockClear();
  configureApi({ baseUri: 'https://api.example.test/', fetch: fetchFake as unknown as typeof fetch });
});

/** The mock sign-in, plus the events of an OIDC session on demand. */
function sessionStrategy(patch: Partial<SignInStrategy> = {}) {
  const base = createMockSignIn();
  const listeners = new Set<SignInListener>();
  const strategy: SignInStrategy = {
    ...base,
    signIn: jest.fn(base.signIn),
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
