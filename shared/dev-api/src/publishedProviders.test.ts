/** A provider published into the deployment's store while the backend runs: its host's origin joins the CORS list
 * and the sign-in's return addresses, and its seed's student signs in and reads their seeded data. */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '@portal/mock-api';
import { apiGet, corsPreflight, signIn, startDevApi, type DevApiProcess } from './testing/devApiProcess';

jest.setTimeout(30000);

const FIXTURES = resolve(__dirname, '../../../e2e/fixtures');
const ORIGIN = 'http://waikato-tech.localhost:3000';
const EMAIL = 'aroha.ngata@waikato-tech.demo';
const VERSION = 'abcdef012345';

let folder: string;
let api: DevApiProcess;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dev-api-published-'));
  writeFileSync(join(folder, 'providers.json'), '{}\n');
  api = await startDevApi(join(folder, 'data'), ['--reset'], {
    PUBLISHED_PROVIDERS: join(folder, 'providers.json'),
    PROVIDER_SEEDS: FIXTURES,
  });
});

afterAll(async () => {
  await api?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const preflight = () =>
  corsPreflight(api.baseUrl, 'v1/secure/student', {
    origin: ORIGIN,
    method: 'GET',
    requestHeaders: 'authorization',
  });

test('a provider published while the backend runs: its origin, its sign-in, its student', async () => {
  expect((await preflight()).headers.get('access-control-allow-origin')).toBeNull();
  await expect(
    signIn({ baseUrl: api.baseUrl, group: 'cognito', email: EMAIL, password: DEMO_PASSWORD, origin: ORIGIN }),
  ).rejects.toThrow();

  // What provider:publish writes in a local store: the version's document, and the index that names it.
  const version = join(folder, 'releases', 'providers', 'waikato-tech', VERSION);
  mkdirSync(version, { recursive: true });
  cpSync(join(FIXTURES, 'waikato-tech', 'provider.json'), join(version, 'provider.json'));
  writeFileSync(
    join(folder, 'providers.json'),
    JSON.stringify({ 'waikato-tech': { version: VERSION, earlier: [] } }),
  );
  await new Promise((r) => setTimeout(r, 1100)); // The index is looked at once a second at most.

  expect((await preflight()).headers.get('access-control-allow-origin')).toBe(ORIGIN);
  const { tokens } = await signIn({
    baseUrl: api.baseUrl,
    group: 'cognito',
    email: EMAIL,
    password: DEMO_PASSWORD,
    origin: ORIGIN,
  });
  const student = await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token);
  expect(student.status).toBe(200);
  expect(await student.json()).toMatchObject({
    firstName: 'Aroha',
    lastName: 'Ngata',
    provider: 'waikato-tech',
  });
  for (const call of ['enrolment', 'payment'])
    expect(
      (await apiGet(api.baseUrl, `v1/secure/${call}?studentupid=1900101`, tokens.access_token)).status,
    ).toBe(200);
  const products = await apiGet(api.baseUrl, 'v2/product?provider=waikato-tech');
  expect(products.status).toBe(200);
  expect(JSON.stringify(await products.json())).toContain('WT-DE6');
});
