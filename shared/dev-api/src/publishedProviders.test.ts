/** A provider published into the deployment's store while the backend runs: its host's origin joins the CORS list
 * and the sign-in's return addresses, and its seed's student signs in and reads their seeded data. */
import { cpSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '@portal/mock-api';
import { publishedProviders } from './publishedProviders';
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

/** What provider:publish writes in a local store: the version's document, and the index that names it; then the
 * time the backend takes to look at the index again (once a second at most). */
async function publishWaikatoTech() {
  const version = join(folder, 'releases', 'providers', 'waikato-tech', VERSION);
  mkdirSync(version, { recursive: true });
  cpSync(join(FIXTURES, 'waikato-tech', 'provider.json'), join(version, 'provider.json'));
  writeFileSync(
    join(folder, 'providers.json'),
    JSON.stringify({ 'waikato-tech': { version: VERSION, earlier: [] } }),
  );
  await new Promise((r) => setTimeout(r, 1100));
}

test('a provider published while the backend runs: its origin, its sign-in, its student', async () => {
  expect((await preflight()).headers.get('access-control-allow-origin')).toBeNull();
  await expect(
    signIn({ baseUrl: api.baseUrl, group: 'cognito', email: EMAIL, password: DEMO_PASSWORD, origin: ORIGIN }),
  ).rejects.toThrow();

  await publishWaikatoTech();

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

test('a provider withdrawn while the backend runs: its origin, its sign-in and its tokens are refused', async () => {
  await publishWaikatoTech();
  const account = { baseUrl: api.baseUrl, group: 'cognito' as const, email: EMAIL, password: DEMO_PASSWORD };
  const { tokens } = await signIn({ ...account, origin: ORIGIN });
  expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);

  // What provider:rollback past the provider's first version writes: an index without it.
  writeFileSync(join(folder, 'providers.json'), '{}\n');
  await new Promise((r) => setTimeout(r, 1100));

  expect((await preflight()).headers.get('access-control-allow-origin')).toBeNull();
  expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(401);
  await expect(signIn({ ...account, origin: ORIGIN })).rejects.toThrow();
  // Not from another shell origin either: the account is gone.
  await expect(signIn({ ...account, origin: 'http://localhost:3000' })).rejects.toThrow(/^login: 401/);

  // Published again: learnt again, its student's data as it was.
  await publishWaikatoTech();
  expect((await preflight()).headers.get('access-control-allow-origin')).toBe(ORIGIN);
  const again = await signIn({ ...account, origin: ORIGIN });
  const student = await apiGet(api.baseUrl, 'v1/secure/student', again.tokens.access_token);
  expect(student.status).toBe(200);
  expect(await student.json()).toMatchObject({ firstName: 'Aroha', provider: 'waikato-tech' });
});

test('providers.json deleted: every provider it named is withdrawn; written again, they come back', () => {
  const store = mkdtempSync(join(tmpdir(), 'dev-api-index-'));
  try {
    const index = join(store, 'providers.json');
    const version = join(store, 'releases', 'providers', 'waikato-tech', VERSION);
    mkdirSync(version, { recursive: true });
    cpSync(join(FIXTURES, 'waikato-tech', 'provider.json'), join(version, 'provider.json'));
    const write = () => writeFileSync(index, JSON.stringify({ 'waikato-tech': { version: VERSION } }));
    const changes = publishedProviders(index, [FIXTURES]);
    write();
    const slugs = (at: number) => {
      const { published, withdrawn } = changes(at);
      return { published: published.map((p) => p.document.slug), withdrawn };
    };
    expect(slugs(10_000)).toEqual({ published: ['waikato-tech'], withdrawn: [] });
    unlinkSync(index);
    expect(slugs(12_000)).toEqual({ published: [], withdrawn: ['waikato-tech'] });
    expect(slugs(14_000)).toEqual({ published: [], withdrawn: [] });
    write();
    expect(slugs(16_000)).toEqual({ published: ['waikato-tech'], withdrawn: [] });
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
});
