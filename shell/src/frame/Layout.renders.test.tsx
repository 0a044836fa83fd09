// The frame's parts that do not change with the sign-in (the logo in the top bar, the footer) are not rendered again
// when the student arrives or the page changes: on a phone each render of them is tens of components.
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Link, Route, Routes } from '@portal/router';
import { MemoryRouter } from '@portal/testing';
import { DEFAULT_CONFIG, configureConfig, getProvider } from '@portal/config';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import { AuthContext, type AuthApi, type AuthState } from '../session/useAuth';
import { Layout } from './Layout';

/** The logo's renders, by where it is: the top bar's (its alt text) or the footer's (decorative, no alt). */
const mockLogoRenders = { topBar: 0, footer: 0 };
jest.mock('./ProviderLogo', () => ({
  ProviderLogo: ({ alt }: { alt: string }) => {
    mockLogoRenders[alt ? 'topBar' : 'footer'] += 1;
    return <img alt={alt} />;
  },
}));
jest.mock('../chunks/onDemandParts', () => ({ SignedInBar: () => null, SignedInSessionWarning: () => null }));

beforeAll(() => {
  (globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ = 'test';
  i18n.load('en', {});
  i18n.activate('en');
  configureConfig(DEFAULT_CONFIG, getProvider('nzma'));
});

const auth = (state: AuthState) => ({ state, notice: null, signInFailure: null }) as unknown as AuthApi;

function Frame({ state }: { state: AuthState }) {
  return (
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="nzma">
        <MemoryRouter initialEntries={['/']}>
          <AuthContext.Provider value={auth(state)}>
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<Link to="/grades">Grades</Link>} />
                <Route path="/grades" element={<h1>Grades</h1>} />
              </Route>
            </Routes>
          </AuthContext.Provider>
        </MemoryRouter>
      </PortalUiProvider>
    </I18nProvider>
  );
}

it('renders the logo and the footer once, not again as the student arrives and moves to another page', async () => {
  const { rerender } = render(<Frame state={{ status: 'pending' }} />);
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(mockLogoRenders).toEqual({ topBar: 1, footer: 1 });

  const session = { studentId: 'S1', student: { firstName: 'Aroha' } } as never;
  rerender(<Frame state={{ status: 'signedIn', session }} />);
  await act(async () => screen.getByRole('link', { name: 'Grades' }).click());
  expect(screen.getByRole('heading', { name: 'Grades' })).toBeInTheDocument();
  expect(mockLogoRenders).toEqual({ topBar: 1, footer: 1 });
});
