import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '@portal/config';
import { runCheck } from './runCheck';
import { startLocalIdps, type LocalIdps } from './testing/localIdps';

// The local identity providers (shared/dev-api) with the portal's local settings: what the portal needs is there.
// Then asked for by a portal origin they do not know: they refuse it, as a tenant would.

/** A scope of the portal's API, for settings that have none yet (Entra ID's access token is otherwise Graph's). */
const API_SCOPE = 'api://portal-api/access_as_user';

let idps: LocalIdps;
let dir: string;
let configFile: string;

beforeAll(async () => {
  idps = await startLocalIdps();
  dir = mkdtempSync(join(tmpdir(), 'idp-check-local-'));
  // The defaults name the dev-api on its usual port (its issuers, and any origin of theirs apart): the same
  // settings on the port it runs on.
  const port = new URL(idps.baseUrl).port;
  const local = JSON.parse(
    JSON.stringify(DEFAULT_CONFIG.auth).replace(/(\/\/(localhost|127\.0\.0\.1)):4000\b/g, `$1:${port}`),
  );
  if (!/(^|\s)api:\/\//.test(local.aad.scope)) local.aad.scope = `${local.aad.scope} ${API_SCOPE}`;
  configFile = join(dir, 'portal.config.json');
  writeFileSync(configFile, JSON.stringify({ apiBaseUri: `${idps.baseUrl}/`, auth: local }));
}, 40000);
afterAll(async () => {
  await idps?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function check(args: string[]): Promise<{ status: number; out: string; problems: string[] }> {
  const lines: string[] = [];
  const status = await runCheck([...args, '--config', configFile], {
    out: (t) => lines.push(t),
    err: (t) => lines.push(t),
  });
  const out = lines.join('\n');
  return { status, out, problems: [...out.matchAll(/FIX {2}\[([a-z-]+)\]/g)].map((m) => m[1] as string) };
}

test('the local user pool: a clean bill for soe, exit 0', async () => {
  const run = await check(['soe']);
  expect(run.problems).toEqual([]);
  expect(run.out).toContain('Sign-in from http://soe.localhost:3000/ (code, PKCE S256) is taken');
  expect(run.out).toContain('Sign-out back to http://soe.localhost:3000/signout is taken');
  expect(run.out).toContain('Clean bill');
  expect(run.status).toBe(0);
});

test('the local directory: a clean bill for yoobee, exit 0', async () => {
  const run = await check(['yoobee']);
  expect(run.problems).toEqual([]);
  expect(run.out).toContain('The token endpoint answers CORS for http://yoobee.localhost:3000');
  expect(run.status).toBe(0);
});

test('a portal origin the local user pool does not know: redirect-uri, token-cors and sign-out-url', async () => {
  const run = await check(['soe', '--origin', 'http://soe.localhost:3999']);
  expect(run.problems).toEqual(expect.arrayContaining(['redirect-uri', 'token-cors', 'sign-out-url']));
  expect(run.status).toBe(1);
});

test('a portal origin the local directory does not know: redirect-uri and token-cors', async () => {
  const run = await check(['yoobee', '--origin', 'http://yoobee.localhost:3999']);
  expect(run.problems).toEqual(expect.arrayContaining(['redirect-uri', 'token-cors']));
  expect(run.status).toBe(1);
});

test("a signInOrigin that is not the local user pool's: sign-in-origin", async () => {
  const wrong = join(dir, 'wrong-sign-in-origin.json');
  const settings = JSON.parse(readFileSync(configFile, 'utf8'));
  settings.auth.cognito.signInOrigin = 'http://127.0.0.1:9';
  writeFileSync(wrong, JSON.stringify(settings));
  const lines: string[] = [];
  const status = await runCheck(['soe', '--config', wrong], {
    out: (t) => lines.push(t),
    err: (t) => lines.push(t),
  });
  // Either the endpoints are on an origin the setting does not name, or the setting names none of theirs.
  expect([...lines.join('\n').matchAll(/FIX {2}\[([a-z-]+)\]/g)].map((m) => m[1])).toEqual([
    'sign-in-origin',
  ]);
  expect(status).toBe(1);
});
