// When the signed-in menus' chunk is asked for: once the page's content shows, but at once for a session warning
// that is due (it has a minute to be read). The chunk's loader is watched, not loaded. And the top bar's place for
// the menus while they load: a busy button that keeps a keyboard student's place.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';
import type { Session } from '@portal/api';
import { AuthContext, type AuthApi } from '../session/useAuth';
import { preloadSignedInMenus } from './loadChunks';
import { resetContentShown } from './contentShown';
import { SignedInBar, SignedInSessionWarning } from './onDemandParts';

jest.mock('./loadChunks', () => ({
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

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

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

/** The menus' chunk as a promise the test settles, with a fake SessionMenus (two buttons, as the real one). */
function holdMenus() {
  let settle: { resolve(parts: unknown): void; reject(error: unknown): void } | undefined;
  // One load however often it is asked for (an earlier test's page, still watched, asks at the first key press).
  const load = new Promise((resolve, reject) => (settle = { resolve, reject }));
  load.catch(() => undefined);
  jest.mocked(preloadSignedInMenus).mockImplementation(() => load as never);
  return {
    arrive: () =>
      settle!.resolve({
        SessionMenus: () => (
          <>
            <button type="button">Back to learning</button>
            <button type="button">Ava, user menu</button>
          </>
        ),
      }),
    fail: () => settle!.reject(new Error('ChunkLoadError')),
  };
}

function renderBar() {
  render(
    <I18nProvider i18n={i18n}>
      <PortalUiProvider provider="yoobee">
        <header>
          <a href="/">Home</a>
          <SignedInBar session={{ studentId: 'UP-1' } as Session} />
        </header>
        <main>
          <h1>Payments</h1>
        </main>
      </PortalUiProvider>
    </I18nProvider>,
  );
}

describe('the top bar while the menus load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is a busy "Menu" button a keyboard reaches; the focus moves to the menu when it comes', async () => {
    const menus = holdMenus();
    renderBar();
    await userEvent.tab();
    await userEvent.tab();
    const placeholder = screen.getByRole('button', { name: 'Menu' });
    expect(placeholder).toHaveFocus();
    expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await act(async () => menus.arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ava, user menu' })).toHaveFocus());
  });

  it('leaves the focus where the student moved it', async () => {
    const menus = holdMenus();
    renderBar();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await act(async () => menus.arrive());
    await screen.findByRole('button', { name: 'Ava, user menu' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('leaves the focus where a click put it', async () => {
    const menus = holdMenus();
    renderBar();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.click(screen.getByRole('heading', { name: 'Payments' }));
    expect(document.body).toHaveFocus();
    await act(async () => menus.arrive());
    await screen.findByRole('button', { name: 'Ava, user menu' });
    expect(document.body).toHaveFocus();
  });

  it('gives the focus to the retry button when the menus could not load, and keeps it through a retry', async () => {
    const menus = holdMenus();
    renderBar();
    await userEvent.tab();
    await userEvent.tab();
    await act(async () => menus.fail());
    const retry = () => screen.getByRole('button', { name: 'Menu did not load: try again' });
    await waitFor(() => expect(retry()).toHaveFocus());
    // The retry's load: the busy button has the focus while it lasts, the menu's button once it comes.
    const again = holdMenus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
    await act(async () => again.arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ava, user menu' })).toHaveFocus());
  });
});
