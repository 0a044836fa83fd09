import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { configureRoutes, Route, Routes } from '@portal/router';
import { MemoryRouter } from './memoryRouter';
import { configureApi, type Session, type SignInControl } from '@portal/api';
import { createRouteTable, type RemoteContract } from '@portal/remote-contract';
import {
  DEFAULT_CONFIG,
  configureConfig,
  getProvider,
  type PortalConfig,
  type Provider,
  type ProviderSlug,
} from '@portal/config';
import { activateLocale } from '@portal/i18n';
import { TEST_API, fakeApi, serveFakeApi, type FakeResponses, type FakeApi } from './fakeApi';
import { PortalProviders } from './providers';

/** A signed-in student for page tests. */
export const DEMO_SESSION: Session = {
  studentId: 'S1',
  student: { studentUPId: 'S1', studentId: '1001', firstName: 'Ana', lastName: 'Lee' },
  claims: { sub: 'demo', email: 'ana.lee@example.test' },
};

export interface RenderPageOptions {
  /** The provider whose theme, links and features apply (the default provider by default). */
  provider?: ProviderSlug;
  /** The signed-in student (DEMO_SESSION by default); null renders for an anonymous visitor. */
  session?: Session | null;
  /** The sign-in the shell gives the page: by default its state follows `session` ('signedIn' or
   * 'anonymous'), signIn does nothing and the password change is accepted (as the user pool's would be);
   * a test passes its own to see a pending sign-in, a refused password or the directory group (no change). */
  signIn?: Partial<SignInControl>;
  /** What the fake API responds with; a request it has no response for gets a 404. */
  api?: FakeResponses;
  /** Or a transport of the test's own for the API client, instead of `api`. */
  fetch?: typeof fetch;
  /** Configuration over the defaults (the API address is TEST_API). */
  config?: Partial<PortalConfig>;
  /** The location the page opens at ('/' by default). */
  path?: string;
  /** The route the page is mounted at, as its contract declares it (e.g. '/enrol/*'); any path by default. */
  route?: string;
  /** Contracts whose route roles RouteLink and useRoutePath resolve (the page's own remote, and others). */
  remotes?: RemoteContract[];
}

export interface RenderedPage extends RenderResult {
  api: FakeApi;
  config: PortalConfig;
  provider: Provider;
}

/**
 * Renders a remote's page as the shell would: inside the portal's providers, at a location, with the API
 * client talking to a fake at the network boundary (`api`), e.g.
 *   renderPage(<PaymentsPage />, { provider: 'nzma', api: { 'GET v1/secure/payment?studentupid=S1': { body } } })
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): RenderedPage {
  const provider = getProvider(options.provider ?? DEFAULT_CONFIG.defaultProvider);
  const config: PortalConfig = {
    ...DEFAULT_CONFIG,
    apiBaseUri: TEST_API,
    mockUser: false,
    ...options.config,
  };
  const session = options.session === undefined ? DEMO_SESSION : options.session;
  const signIn: SignInControl = {
    status: session ? 'signedIn' : 'anonymous',
    signIn: async () => undefined,
    changePassword: async () => undefined,
    ...options.signIn,
  };
  const api = fakeApi(config.apiBaseUri, options.api ?? {});
  serveFakeApi(api);
  configureConfig(config, provider);
  configureApi({
    baseUri: config.apiBaseUri,
    subscriptionKey: config.subscriptionKey,
    getTokens: () => (session ? { accessToken: 'test-access-token', idToken: 'test-id-token' } : null),
    // The global fetch, which msw/node answers; given as the client's transport, so an upload goes by fetch
    // (as with any transport of its own), not by XMLHttpRequest.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  configureRoutes(createRouteTable(options.remotes ?? []));
  activateLocale();
  const result = render(
    <PortalProviders config={config} provider={provider} session={session} signIn={signIn} freshCache>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Routes>
          <Route path={options.route ?? '*'} element={ui} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
  return { ...result, api, config, provider };
}
