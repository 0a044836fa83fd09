import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fetch } from './observe';
import { runCheck } from './runCheck';
import { COGNITO, ENTRA, cognitoTenant, entraTenant } from './testing/recordedTenant';

// A user pool and a tenant as their vendors answer (./testing/recordedTenant.ts), set up as the portal needs, then
// each broken the way a first deployment most likely is: each gives its named problem.

const SOE = 'https://soe.portal.example';
const YOOBEE = 'https://yoobee.portal.example';
const COGNITO_ADMIN = 'openid email profile aws.cognito.signin.user.admin';
const ENTRA_SCOPE = `openid email profile offline_access ${ENTRA.apiScope}`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'idp-check-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  status: number;
  out: string;
  /** The named problems, in the order printed. */
  problems: string[];
}

async function check(
  provider: string,
  auth: Record<string, unknown>,
  tenant: Fetch,
  extra: string[] = [],
): Promise<Run> {
  const group = provider === 'soe' ? 'cognito' : 'aad';
  const file = join(dir, `${provider}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ auth: { [group]: auth } }));
  const lines: string[] = [];
  const status = await runCheck(
    [provider, '--config', file, '--origin', provider === 'soe' ? SOE : YOOBEE, ...extra],
    { out: (t) => lines.push(t), err: (t) => lines.push(t) },
    tenant,
  );
  const out = lines.join('\n');
  return { status, out, problems: [...out.matchAll(/FIX {2}\[([a-z-]+)\]/g)].map((m) => m[1] as string) };
}

const userPool = (overrides: Record<string, unknown> = {}) => ({
  authority: COGNITO.original,
  clientId: COGNITO.clientId,
  scope: COGNITO_ADMIN,
  signInOrigin: COGNITO.domain,
  ...overrides,
});
const poolTenant = (options: Partial<Parameters<typeof cognitoTenant>[0]> = {}) =>
  cognitoTenant({ callbackUrls: [`${SOE}/`], signOutUrls: [`${SOE}/signout`], ...options });

const directory = (overrides: Record<string, unknown> = {}) => ({
  authority: ENTRA.issuer,
  clientId: ENTRA.clientId,
  scope: ENTRA_SCOPE,
  ...overrides,
});
const tenant = (options: Partial<Parameters<typeof entraTenant>[0]> = {}) =>
  entraTenant({
    spaRedirectUris: [`${YOOBEE}/`, `${YOOBEE}/signout`],
    apiScopes: [ENTRA.apiScope],
    ...options,
  });

describe('a Cognito user pool set up as the portal needs', () => {
  test('its original issuer: a clean bill, exit 0', async () => {
    const run = await check('soe', userPool(), poolTenant());
    expect(run.problems).toEqual([]);
    expect(run.out).toContain('"original" issuer');
    expect(run.out).toContain('Clean bill');
    expect(run.status).toBe(0);
  });

  test('its updated issuer (issuer-cognito-idp): a clean bill', async () => {
    const run = await check(
      'soe',
      userPool({ authority: COGNITO.updated }),
      poolTenant({ issuer: 'updated' }),
    );
    expect(run.problems).toEqual([]);
    expect(run.out).toContain('"updated" issuer');
    expect(run.status).toBe(0);
  });

  test('a membership rule is named with where the console sets it, and is no problem', async () => {
    const run = await check('soe', userPool({ membership: { claim: 'cognito:groups' } }), poolTenant());
    expect(run.out).toContain('Membership: each student\'s ID token must carry "soe" in cognito:groups');
    expect(run.out).toContain('User management > Groups');
    expect(run.status).toBe(0);
  });

  test('lists the addresses to register', async () => {
    const run = await check('soe', userPool(), poolTenant());
    expect(run.out).toContain(`sign-in (redirect) URIs: ${SOE}/`);
    expect(run.out).toContain(`sign-out URIs:           ${SOE}/signout`);
  });
});

describe('a Cognito user pool set up wrongly', () => {
  test('the authority is not an issuer of the user pool form: issuer-form', async () => {
    const run = await check('soe', userPool({ authority: `${COGNITO.original}/` }), poolTenant());
    expect(run.problems).toContain('issuer-form');
    expect(run.out).toContain('https://issuer-cognito-idp.<region>.amazonaws.com/<user pool id>');
    expect(run.status).toBe(1);
  });

  test('no signInOrigin while the domain is apart from the issuer: sign-in-origin, with the domain to set', async () => {
    const run = await check('soe', userPool({ signInOrigin: undefined }), poolTenant());
    expect(run.problems).toEqual(['sign-in-origin']);
    expect(run.out).toContain(`Set signInOrigin to "${COGNITO.domain}"`);
    expect(run.out).toContain('Branding > Domain');
  });

  test('a signInOrigin that is not the domain: sign-in-origin', async () => {
    const run = await check(
      'soe',
      userPool({ signInOrigin: 'https://students.auth.ap-southeast-2.amazoncognito.com' }),
      poolTenant(),
    );
    expect(run.problems).toEqual(['sign-in-origin']);
  });

  test('the token endpoint answers no CORS: token-cors', async () => {
    const run = await check('soe', userPool(), poolTenant({ tokenCors: false }));
    expect(run.problems).toContain('token-cors');
    expect(run.status).toBe(1);
  });

  test('the callback URL is not registered: redirect-uri, with the console steps', async () => {
    const run = await check('soe', userPool(), poolTenant({ callbackUrls: ['https://soe.example/'] }));
    expect(run.problems).toEqual(['redirect-uri']);
    expect(run.out).toContain(`Add ${SOE}/ to the app client's Allowed callback URLs`);
    expect(run.out).toContain('Login pages > Managed login pages configuration > Edit');
  });

  test('the sign-out URL is not registered: sign-out-url', async () => {
    const run = await check('soe', userPool(), poolTenant({ signOutUrls: [`${SOE}/`] }));
    expect(run.problems).toEqual(['sign-out-url']);
    expect(run.out).toContain(`Add ${SOE}/signout to the app client's Allowed sign-out URLs`);
  });

  test('an app client with a secret: public-client', async () => {
    const run = await check('soe', userPool(), poolTenant({ clientSecret: true }));
    expect(run.problems).toEqual(['public-client']);
  });

  test('scope without aws.cognito.signin.user.admin: scope-user-admin', async () => {
    const run = await check('soe', userPool({ scope: 'openid email profile' }), poolTenant());
    expect(run.problems).toEqual(['scope-user-admin']);
  });

  test('signOutStyle "oidc" against a pool with no end_session_endpoint: end-session-missing', async () => {
    const run = await check('soe', userPool({ signOutStyle: 'oidc' }), poolTenant());
    expect(run.problems).toEqual(['end-session-missing']);
  });

  test('a pool with no domain names no endpoints: discovery-invalid, add a domain', async () => {
    const run = await check(
      'soe',
      userPool(),
      poolTenant({
        discovery: ({
          issuer,
          jwks_uri,
          id_token_signing_alg_values_supported,
          subject_types_supported,
        }) => ({
          issuer,
          jwks_uri,
          id_token_signing_alg_values_supported,
          subject_types_supported,
        }),
      }),
    );
    expect(run.problems).toEqual(['discovery-invalid']);
    expect(run.out).toContain('Branding > Domain');
  });

  test('the pool does not answer within the deadline: discovery-unreadable, exit 1', async () => {
    const run = await check('soe', userPool(), poolTenant({ delayMs: 2000 }), ['--timeout', '200']);
    expect(run.problems).toEqual(['discovery-unreadable']);
    expect(run.out).toContain('no answer within 200 ms');
    expect(run.status).toBe(1);
  });
});

describe('an Entra ID tenant set up as the portal needs', () => {
  test('a clean bill, exit 0', async () => {
    const run = await check('yoobee', directory(), tenant());
    expect(run.problems).toEqual([]);
    expect(run.out).toContain(`The API's scope: ${ENTRA.apiScope}`);
    expect(run.status).toBe(0);
  });
});

describe('an Entra ID tenant set up wrongly', () => {
  test('the authority is "common": issuer-form and issuer-mismatch', async () => {
    const run = await check(
      'yoobee',
      directory({ authority: 'https://login.microsoftonline.com/common/v2.0' }),
      tenant(),
    );
    expect(run.problems).toEqual(expect.arrayContaining(['issuer-form', 'issuer-mismatch']));
    expect(run.out).toContain('https://login.microsoftonline.com/<Directory (tenant) ID>/v2.0');
    expect(run.status).toBe(1);
  });

  test('a document without end_session_endpoint: end-session-missing', async () => {
    const run = await check(
      'yoobee',
      directory(),
      tenant({ discovery: ({ end_session_endpoint: _gone, ...doc }) => doc }),
    );
    expect(run.problems).toEqual(['end-session-missing']);
  });

  test('the token endpoint answers no CORS: token-cors, with the SPA platform to use', async () => {
    const run = await check('yoobee', directory(), tenant({ tokenCors: false }));
    expect(run.problems).toContain('token-cors');
    expect(run.out).toContain('Single-page application');
  });

  test('the tenant does not offer offline_access: offline-access', async () => {
    const run = await check(
      'yoobee',
      directory(),
      tenant({
        discovery: (doc) => ({
          ...doc,
          scopes_supported: ['openid', 'profile', 'email'],
        }),
      }),
    );
    expect(run.problems).toContain('offline-access');
  });

  test('scope without offline_access: offline-access', async () => {
    const run = await check(
      'yoobee',
      directory({ scope: `openid email profile ${ENTRA.apiScope}` }),
      tenant(),
    );
    expect(run.problems).toEqual(['offline-access']);
    expect(run.out).toContain('no refresh token');
  });

  test("scope without the API's own scope: api-scope (the token would be Graph's)", async () => {
    const run = await check('yoobee', directory({ scope: 'openid email profile offline_access' }), tenant());
    expect(run.problems).toEqual(['api-scope']);
    expect(run.out).toContain('Expose an API');
  });

  test('an API scope the tenant does not know: authorize-refused with its AADSTS text', async () => {
    const run = await check('yoobee', directory(), tenant({ apiScopes: [] }));
    expect(run.problems).toEqual(['authorize-refused']);
    expect(run.out).toContain('AADSTS500011');
  });

  test('the redirect URI is not registered: redirect-uri (AADSTS50011)', async () => {
    const run = await check('yoobee', directory(), tenant({ spaRedirectUris: [`${YOOBEE}/signout`] }));
    expect(run.problems).toEqual(['redirect-uri']);
    expect(run.out).toContain('AADSTS50011');
  });

  test('the redirect URI is under the Web platform: public-client (AADSTS9002326)', async () => {
    const run = await check(
      'yoobee',
      directory(),
      tenant({ spaRedirectUris: [], webRedirectUris: [`${YOOBEE}/`, `${YOOBEE}/signout`] }),
    );
    expect(run.problems).toEqual(['public-client']);
    expect(run.out).toContain('AADSTS9002326');
  });
});

describe('usage', () => {
  test('a real tenant without --origin: exit 2, says to give it', async () => {
    const file = join(dir, 'no-origin.json');
    writeFileSync(file, JSON.stringify({ auth: { aad: directory() } }));
    const lines: string[] = [];
    const status = await runCheck(['yoobee', '--config', file], {
      out: (t) => lines.push(t),
      err: (t) => lines.push(t),
    });
    expect(status).toBe(2);
    expect(lines.join('\n')).toContain('--origin');
  });

  test('an unknown provider: exit 2', async () => {
    const lines: string[] = [];
    const status = await runCheck(['acme'], { out: (t) => lines.push(t), err: (t) => lines.push(t) });
    expect(status).toBe(2);
    expect(lines.join('\n')).toContain('"acme" is not a provider');
  });
});
