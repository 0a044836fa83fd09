// /signoutLms when signing out does not reach the sign-in service (jsdom): the student is signed out of the
// portal here and taken to /error/500, which says what happened and what to do. The strategy is the mock
// sign-in whose sign-out fails as the OIDC one does (SignOutError, the session already ended on this device).
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Route, Routes } from '@portal/router';
import { MemoryRouter } from '@portal/testing';
import { configureApi } from '@portal/api';
import { DEFAULT_CONFIG, configureConfig, getProvider } from '@portal/config';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import { createMockSignIn, SignOutError, type SignInStrategy } from '@portal/auth';
import { AuthProvider } from '../auth/AuthProvider';
import { ErrorPage } from './ErrorPage';
import { SignOutLms } from './SignOutLms';

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
beforeEach(() => {
  configureConfig(DEFAULT_CONFIG, getProvider('soe'));
  configureApi({
    baseUri: 'https://api.example.test/',
    fetch: (async () =>
      ({
        ok: true,
        status: 200,
        text: async () => JSON.stringify({ studentUPId: 'UP-1', firstName: 'Ana' }),
      }) as Response) as unknown as typeof fetch,
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderSignOut(signOut: SignInStrategy['signOut']) {
  const base = createMockSignIn();
  const strategy: SignInStrategy = {
    ...base,
    async signOut(returnTo) {
      await base.forget(); // the session ends on this device whatever the IdP does
      return signOut(returnTo);
    },
  };
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="soe">
        <MemoryRouter initialEntries={['/signoutLms']}>
          <AuthProvider strategy={strategy} onUser={jest.fn()}>
            <Routes>
              <Route path="/signoutLms" element={<SignOutLms />} />
              <Route path="/error/:status" element={<ErrorPage />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </PortalUiProvider>
    </I18nProvider>,
  );
}

it('the sign-in service unreachable: /error/500 says the sign-out could not reach it, and what to do', async () => {
  renderSignOut(() => Promise.reject(new SignOutError('Failed to fetch')));
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  const message = screen.getByText(/^Signing out could not reach the sign-in service/);
  expect(message).toHaveTextContent('(Failed to fetch)');
  expect(message).toHaveTextContent('You are signed out of the portal on this device');
  expect(message).toHaveTextContent('close every window of this browser now');
  expect(message).toHaveTextContent('finishes signing you out the next time you open it');
});

it('any other failure: /error/500 with its reason', async () => {
  renderSignOut(() => Promise.reject(new Error('The sign-in could not be loaded')));
  expect(
    await screen.findByText('Signing out did not work: The sign-in could not be loaded'),
  ).toBeInTheDocument();
});
