import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getApi, useSession, useSignIn } from '@portal/api';
import { ROUTES, defineRemote } from '@portal/remote-contract';
import { useProvider } from '@portal/config';
import { RouteLink } from '@portal/router';
import { fakeApi, captureDownloads, renderPage, startHarness, DEMO_SESSION, TEST_API } from './index';

const support = defineRemote({
  id: 'support',
  title: { id: 'support', message: 'Support' },
  routes: [{ role: 'support', path: '/case/support/general', access: 'all', page: 'SupportPage' }],
});

function Probe() {
  const provider = useProvider();
  const session = useSession();
  return (
    <main>
      <h1>{provider.name}</h1>
      <p>{session ? `Signed in as ${session.student.firstName}` : 'Anonymous'}</p>
      <RouteLink to={ROUTES.support}>Ask for support</RouteLink>
    </main>
  );
}

describe('renderPage', () => {
  it("renders a page in a provider's portal, signed in, with other remotes' roles resolvable", () => {
    renderPage(<Probe />, { provider: 'yoobee', remotes: [support] });
    expect(screen.getByRole('heading', { name: 'Yoobee Colleges' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Ana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for support' })).toHaveAttribute(
      'href',
      '/case/support/general',
    );
  });

  it('renders for an anonymous visitor', () => {
    renderPage(<Probe />, { session: null });
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
  });

  it("gives the page the shell's sign-in: its state follows the session, or the test's own", async () => {
    function SignInProbe() {
      const control = useSignIn();
      return <p>{`${control?.status} ${control?.changePassword ? 'can' : 'cannot'} change passwords`}</p>;
    }
    const { unmount } = renderPage(<SignInProbe />, { session: null });
    expect(screen.getByText('anonymous can change passwords')).toBeInTheDocument();
    unmount();
    renderPage(<SignInProbe />, { signIn: { status: 'pending', changePassword: undefined } });
    expect(screen.getByText('pending cannot change passwords')).toBeInTheDocument();
  });

  it("points the one API client at the fake API, with the session's bearer token", async () => {
    const { api } = renderPage(<Probe />, {
      api: { 'GET v1/secure/student': { body: DEMO_SESSION.student } },
    });
    await expect(getApi().get('v1/secure/student')).resolves.toEqual(DEMO_SESSION.student);
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: 'v1/secure/student',
        headers: expect.objectContaining({ Authorization: 'Bearer test-access-token' }),
      }),
    ]);
  });
});

it("takes the test's own transport instead of answers", async () => {
  const transport = jest.fn(async () => new Response('{"ok":true}', { status: 200 }));
  renderPage(<Probe />, { fetch: transport as unknown as typeof fetch });
  await expect(getApi().get('v1/metadata')).resolves.toEqual({ ok: true });
  expect(transport).toHaveBeenCalledWith(`${TEST_API}v1/metadata`, expect.anything());
});

describe('fakeApi', () => {
  it('answers by method and path, or by function, and 404s the rest with a message', async () => {
    const api = fakeApi(TEST_API, {
      'GET v1/metadata': { body: { countries: [] } },
      'POST v1/secure/case': (request) => ({ status: 201, body: { received: request.body } }),
    });
    const metadata = await api.fetch(`${TEST_API}v1/metadata`);
    await expect(metadata.json()).resolves.toEqual({ countries: [] });
    const created = await api.fetch(`${TEST_API}v1/secure/case`, { method: 'POST', body: '{"a":1}' });
    expect(created.status).toBe(201);
    await expect(created.json()).resolves.toEqual({ received: { a: 1 } });
    const missing = await api.fetch(`${TEST_API}v1/nothing`);
    expect([missing.status, missing.statusText]).toEqual([404, 'Not Found']);
    await expect(missing.json()).resolves.toEqual({ message: 'No answer for GET v1/nothing' });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET v1/metadata',
      'POST v1/secure/case',
      'GET v1/nothing',
    ]);
  });
});

describe('startHarness', () => {
  it("serves the remote's pages at their paths with the mock student, a provider and a data switcher", async () => {
    window.history.replaceState(null, '', '/?provider=soe');
    const container = document.createElement('div');
    document.body.append(container);
    // The harness is an app entry with its own root, as in the browser: not an act() environment.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    await startHarness({
      contract: support,
      container,
      pages: { SupportPage: async () => ({ default: Probe }) },
    });
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(within(main).getByRole('heading', { name: 'School of Education' })).toBeVisible(),
    );
    expect(window.location.pathname).toBe('/case/support/general');
    expect(within(main).getByText(/^Signed in as /)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('soe');
    expect(screen.getByRole('combobox', { name: 'Data' })).toHaveValue('mock');
    const nav = screen.getByRole('navigation', { name: 'Pages of this remote' });
    await userEvent.click(within(nav).getByRole('link', { name: '/case/support/general' }));
    expect(screen.getByText('Support · dev harness')).toBeInTheDocument();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
  });

  it('refuses a contract page without a loader', async () => {
    await expect(startHarness({ contract: support, pages: {} })).rejects.toThrow(
      'startHarness: no loader for SupportPage',
    );
  });
});

describe('captureDownloads', () => {
  it('records what a page saves through an object URL and a download link, and restores the browser', async () => {
    const original = URL.createObjectURL;
    const capture = captureDownloads();
    const url = URL.createObjectURL(new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'dates.ics';
    link.click();
    URL.revokeObjectURL(url);
    expect(capture.downloads.map((d) => [d.name, d.blob.type])).toEqual([['dates.ics', 'text/calendar']]);
    expect(await capture.downloads[0]!.text()).toBe('BEGIN:VCALENDAR');
    expect(capture.revoked).toEqual([url]);
    capture.restore();
    expect(URL.createObjectURL).toBe(original);
  });

  it('lets the fake API response with bytes', async () => {
    const api = fakeApi(TEST_API, {
      'GET v1/file': {
        body: new TextEncoder().encode('%PDF-1.4'),
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    const response = await api.fetch(`${TEST_API}v1/file`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.4');
  });
});
