// The start-up the shell and a remote's dev harness share: the singletons as pages then find them.
import { fetchCurrentStudent, getApi } from '@portal/api';
import { DEFAULT_CONFIG, getConfig, getProvider, type PortalConfig } from '@portal/config';
import { i18n } from '@portal/i18n';
import { setUpFakeServer } from '@portal/testing/fakeApi';
import { activateMessages, configurePortal, loadProviderParts } from './index';

const server = setUpFakeServer();

it('activates the locale with every catalog given', () => {
  activateMessages({ 'start.greeting': 'Kia ora' }, { 'start.farewell': 'Ka kite' });
  expect(i18n.locale).toBe('en');
  expect([i18n._('start.greeting'), i18n._('start.farewell')]).toEqual(['Kia ora', 'Ka kite']);
});

it("loads the provider's settings and theme", async () => {
  await expect(loadProviderParts('yoobee')).resolves.toMatchObject({ slug: 'yoobee' });
});

it("configures the configuration and the API client: the configuration's address and key, the user's tokens", async () => {
  const config: PortalConfig = { ...DEFAULT_CONFIG, apiBaseUri: server.baseUri, mockUser: false };
  const made: unknown[] = [];
  const signIn = await configurePortal({
    config,
    provider: getProvider('nzma'),
    getTokens: () => ({ accessToken: 'access-1', idToken: 'id-1' }),
    onSignIn: (strategy) => made.push(strategy),
  });
  expect(getConfig()).toBe(config);
  expect(made).toEqual([signIn]);
  server.routes['/api/v1/secure/student'] = { body: { studentUPId: 'S1' } };
  await expect(getApi().get('v1/secure/student')).resolves.toEqual({ studentUPId: 'S1' });
  expect(server.seen[0]?.headers).toMatchObject({
    authorization: 'Bearer access-1',
    'id-token': 'id-1',
    'ocp-apim-subscription-key': config.subscriptionKey,
  });
});

it('in mock-user mode: the mock student signed in, the mock transport responding, no request sent', async () => {
  const config: PortalConfig = { ...DEFAULT_CONFIG, apiBaseUri: server.baseUri, mockUser: true };
  const signIn = await configurePortal({ config, provider: getProvider('ichm'), getTokens: () => null });
  expect(signIn.kind).toBe('mock');
  await expect(signIn.restore()).resolves.toMatchObject({ user: { claims: { sub: 'mock-user' } } });
  await expect(fetchCurrentStudent()).resolves.toMatchObject({ firstName: 'Mei', lastName: 'Chen' });
  expect(server.seen).toEqual([]);
});
