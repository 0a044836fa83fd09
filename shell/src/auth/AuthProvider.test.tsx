// AuthProvider with the mock sign-in (jsdom): no branch of its own for the mode; the student comes
// from the API client, whose `fetch` here is a fake at the network boundary.
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@portal/testing';
import { configureApi, deviceEntry, useSession, useSignIn, type SignInControl } from '@portal/api';
import { DEFAULT_CONFIG, configureConfig, getProvider } from '@portal/config';
import { AuthProvider } from './AuthProvider';
import { useAuth } from '../session/useAuth';
import { createMockSignIn, type SignedInUser } from '@portal/auth';

type FakeResponse = { status: number; body: unknown };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
let answer: FakeResponse;

const respond = ({ status, body }: FakeResponse) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Not Found',
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

beforeEach(() => {
  // The shell runs under a configured provider (the first page's prefetches look up what it offers).
  configureConfig(DEFAULT_CONFIG, getProvider('nzma'));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => respond(answer));
  configureApi({ baseUri: 'https://api.example.test/', fetch: fetchMock as unknown as typeof fetch });
  answer = { status: 200, body: { studentUPId: 'UP-1', firstName: 'Aroha', lastName: 'Ngata' } };
});

let auth: ReturnType<typeof useAuth>;
function Probe() {
  auth = useAuth();
  const session = useSession();
  return (
    <p>
      {auth.state.status}
      {session ? `: ${session.student.firstName} (${String(session.claims.sub)})` : ''}
    </p>
  );
}

function renderAuth(onUser: (user: SignedInUser | null) => void = () => undefined) {
  render(
    <MemoryRouter>
      <AuthProvider strategy={createMockSignIn()} onUser={onUser}>
        <Probe />
      </AuthProvider>
    </MemoryRouter>,
  );
}

it('signs the mock student in at once and provides the session', async () => {
  const onUser = jest.fn();
  renderAuth(onUser);
  expect(screen.getByText('pending')).toBeInTheDocument();
  expect(await screen.findByText('signedIn: Aroha (mock-user)')).toBeInTheDocument();
  expect(onUser).toHaveBeenCalledWith({ tokens: null, claims: { sub: 'mock-user' } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.test/v1/secure/student');
});

it('renders the page once while a stored session is restored', async () => {
  const seen: string[] = [];
  function Page() {
    seen.push(useAuth().state.status);
    return null;
  }
  render(
    <MemoryRouter>
      <AuthProvider strategy={createMockSignIn()} onUser={() => undefined}>
        <Page />
      </AuthProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(seen.at(-1)).toBe('signedIn'));
  expect(seen.filter((status) => status === 'pending')).toHaveLength(1);
});

it('signs out and in again', async () => {
  const onUser = jest.fn();
  renderAuth(onUser);
  await screen.findByText(/^signedIn/);
  await act(() => auth.signOut());
  expect(screen.getByText('anonymous')).toBeInTheDocument();
  expect(onUser).toHaveBeenLastCalledWith(null);
  await act(() => auth.signIn('/payments'));
  expect(screen.getByText('signedIn: Aroha (mock-user)')).toBeInTheDocument();
});

it('shows no matching profile when the student cannot be loaded', async () => {
  answer = { status: 404, body: { message: 'No matching student' } };
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAuth();
  expect(await screen.findByText('error')).toBeInTheDocument();
  error.mockRestore();
});

it("gives pages open to everybody the sign-in's state, the sign-in and the provider's password change", async () => {
  let control: SignInControl | null = null;
  function SignInProbe() {
    control = useSignIn();
    return <p>{control?.status}</p>;
  }
  const strategy = createMockSignIn();
  const changePassword = jest.spyOn(strategy, 'changePassword' as never);
  render(
    <MemoryRouter>
      <AuthProvider strategy={strategy} onUser={() => undefined}>
        <SignInProbe />
      </AuthProvider>
    </MemoryRouter>,
  );
  expect(screen.getByText('pending')).toBeInTheDocument();
  expect(await screen.findByText('signedIn')).toBeInTheDocument();
  await act(() => control!.changePassword!('old-password', 'new-password'));
  expect(changePassword).toHaveBeenCalledWith('old-password', 'new-password');
  await act(() => strategy.signOut());
  expect(screen.getByText('anonymous')).toBeInTheDocument();
});

it("forgets another student's device data when a student signs in, and keeps their own", async () => {
  localStorage.clear();
  deviceEntry('enrol', 'UP-2').write({ values: { personal: { firstName: 'Someone else' } } });
  deviceEntry('enrol', 'UP-1').write({ values: { personal: { firstName: 'Aroha' } } });
  renderAuth();
  await screen.findByText(/^signedIn/);
  expect(deviceEntry('enrol', 'UP-2').read()).toBeUndefined();
  expect(Object.keys(localStorage)).toEqual(['portal.device.enrol.UP-1']);
  expect(deviceEntry('enrol', 'UP-1').read()).toEqual({ values: { personal: { firstName: 'Aroha' } } });
});

it('takes the restore main.js started before the first render, not restoring again', async () => {
  const strategy = createMockSignIn();
  const restore = jest.spyOn(strategy, 'restore');
  const restoring = strategy.restore();
  restore.mockClear();
  render(
    <MemoryRouter>
      <AuthProvider strategy={strategy} onUser={() => undefined} restoring={restoring}>
        <Probe />
      </AuthProvider>
    </MemoryRouter>,
  );
  expect(await screen.findByText('signedIn: Aroha (mock-user)')).toBeInTheDocument();
  expect(restore).not.toHaveBeenCalled();
});

it('restores itself where main.js started no restore (a page that was not signed in)', async () => {
  const strategy = createMockSignIn();
  const restore = jest.spyOn(strategy, 'restore');
  render(
    <MemoryRouter>
      <AuthProvider strategy={strategy} onUser={() => undefined} restoring={Promise.resolve(undefined)}>
        <Probe />
      </AuthProvider>
    </MemoryRouter>,
  );
  expect(await screen.findByText('signedIn: Aroha (mock-user)')).toBeInTheDocument();
  expect(restore).toHaveBeenCalledTimes(1);
});
