// When the signed-in menus' chunk is asked for: once the page's content shows, but at once for a session warning
// that is due (it has a minute to be read). The chunk's loader is watched, not loaded.
import { render } from '@testing-library/react';
import { AuthContext, type AuthApi } from '../auth/useAuth';
import { preloadSignedInMenus } from '../signedIn';
import { resetContentShown } from './contentShown';
import { SignedInSessionWarning } from './signedIn';

jest.mock('../signedIn', () => ({
  preloadSignedInMenus: jest.fn(() => new Promise(() => undefined)),
  signedInMenusLoaded: () => undefined,
  preloadSignedInParts: jest.fn(() => new Promise(() => undefined)),
  signedInPartsLoaded: () => undefined,
}));

const signedIn = (warning: AuthApi['warning']) =>
  ({
    state: { status: 'signedIn', session: { studentId: 'UP-1' } },
    warning,
  }) as unknown as AuthApi;

/** Lets pending callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetContentShown();
  jest.mocked(preloadSignedInMenus).mockClear();
  document.body.replaceChildren();
});

/** A signed-in page still loading its content, with the session warning (due or not). */
async function renderLoadingPage(warning: AuthApi['warning']) {
  render(
    <AuthContext.Provider value={signedIn(warning)}>
      <main>
        <p data-busy="">Loading...</p>
      </main>
      <SignedInSessionWarning />
    </AuthContext.Provider>,
  );
  await settle();
}

it("waits for the page's content before asking for the menus", async () => {
  await renderLoadingPage(null);
  expect(preloadSignedInMenus).not.toHaveBeenCalled();
});

it('asks at once when the session warning is due, content or not', async () => {
  await renderLoadingPage({ endsAt: Date.now() + 60_000 });
  expect(preloadSignedInMenus).toHaveBeenCalled();
});
