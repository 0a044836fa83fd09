/** @jest-environment node */
// A provider's document is published like a remote's version: checked first, its files put into the store under a
// version of their own, providers.json changed by the store's compare-and-swap, and the change in the history;
// a rollback puts back the version live before. In a folder store and in an S3 bucket (s3rver).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as S3 from '@aws-sdk/client-s3';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { edgeHandler, edgeSettings, s3FrameLoader, type EdgeResponse } from '@portal/deployment';
import { RemotesConflict, localStore, s3Store, type ReleaseStore } from '@portal/release';
import { S3RVER_CREDENTIALS, localS3, type LocalS3 } from '../../release/src/testing/localS3';
import { runProviderRelease } from './providerCli';
import { publishProvider, rollbackProvider } from './publishProvider';

const FIXTURE = path.join(__dirname, '../../../e2e/fixtures/waikato-tech');
let work: string;
let draft: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'provider-publish-'));
  draft = path.join(work, 'waikato-tech');
  cpSync(FIXTURE, draft, { recursive: true });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Changes the draft's contact phone. */
const setPhone = (phone: string) => {
  const file = path.join(draft, 'provider.json');
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  doc.contact.phone = phone;
  writeFileSync(file, JSON.stringify(doc, null, 2));
};

/** The live frame's logo addresses and footer text, as its host's page gets it ('' when withdrawn). */
async function liveFrame(fileOf: (key: string) => Promise<Buffer>): Promise<string> {
  const html = (await fileOf('providers/waikato-tech/frame.html')).toString();
  return [...html.matchAll(/src="([^"]*)"|<span>([^<]*)<\/span>/g)].map((m) => m[1] ?? m[2]).join(' ');
}
const frameOf = (version: string) =>
  `/providers/waikato-tech/${version}/logo.svg /providers/waikato-tech/${version}/logo-dark.svg ` +
  `/providers/waikato-tech/${version}/logo.svg /providers/waikato-tech/${version}/logo-dark.svg ` +
  '© Waikato Institute of Technology';

async function publishThenRollBack(store: ReleaseStore, fileOf: (key: string) => Promise<Buffer>) {
  const first = await publishProvider({ store, by: 'ana', file: draft });
  expect(first).toMatch(/^Published waikato-tech [0-9a-f]{12} \(a new provider\)/);
  const v1 = (await store.readProviders()).document['waikato-tech']!;
  expect(v1).toMatchObject({ version: expect.stringMatching(/^[0-9a-f]{12}$/), earlier: [] });
  const served = await fileOf(`providers/waikato-tech/${v1.version}/provider.json`);
  expect(JSON.parse(served.toString()).contact.phone).toBe('0800 924 528');
  expect((await fileOf(`providers/waikato-tech/${v1.version}/logo.svg`)).toString()).toContain('<svg');
  expect(await liveFrame(fileOf)).toBe(frameOf(v1.version));

  // The same files again: the same version, nothing changed.
  expect(await publishProvider({ store, by: 'ana', file: draft })).toMatch(/is live already/);

  setPhone('0800 111 222');
  expect(await publishProvider({ store, by: 'ana', file: path.join(draft, 'provider.json') })).toMatch(
    new RegExp(`\\(was ${v1.version}\\)`),
  );
  const v2 = (await store.readProviders()).document['waikato-tech']!;
  expect(v2.version).not.toBe(v1.version);
  expect(v2.earlier.map((e) => e.version)).toEqual([v1.version]);
  expect(await liveFrame(fileOf)).toBe(frameOf(v2.version));

  expect(await rollbackProvider({ store, by: 'ana', slug: 'waikato-tech' })).toMatch(
    `waikato-tech: ${v2.version} -> ${v1.version} (rolled back)`,
  );
  expect((await store.readProviders()).document['waikato-tech']).toEqual({ ...v1, earlier: [] });
  expect(await liveFrame(fileOf)).toBe(frameOf(v1.version));
  expect(await rollbackProvider({ store, by: 'ana', slug: 'waikato-tech' })).toMatch(/withdrawn/);
  expect((await store.readProviders()).document).toEqual({});
  expect(await liveFrame(fileOf)).toBe('');
  await expect(rollbackProvider({ store, by: 'ana', slug: 'waikato-tech' })).rejects.toThrow(/not published/);

  expect((await store.readHistory()).map((h) => [h.action, h.remote, h.to.live])).toEqual([
    ['publish', 'provider:waikato-tech', v1.version],
    ['publish', 'provider:waikato-tech', v2.version],
    ['rollback', 'provider:waikato-tech', v1.version],
    ['rollback', 'provider:waikato-tech', undefined],
  ]);
}

describe('a folder store', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(work, 'store');
  });

  it('publishes, publishes a change, rolls back and withdraws', async () => {
    await publishThenRollBack(localStore(dir), async (key) => readFileSync(path.join(dir, 'releases', key)));
  });

  it('refuses a document that fails provider:check, writing nothing', async () => {
    const file = path.join(draft, 'provider.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.links.home = 'javascript:alert(1)';
    doc.theme.text = '#cccccc';
    writeFileSync(file, JSON.stringify(doc));
    await expect(publishProvider({ store: localStore(dir), by: 'ana', file })).rejects.toThrow(
      /does not pass provider:check \(\d+ problems\), nothing was published:\n {2}links: links\.home "javascript:alert\(1\)" is not an http\(s\) address[\s\S]*contrast:/,
    );
    expect(await localStore(dir).readProviders()).toEqual({ document: {}, version: null });
    expect(await localStore(dir).listFiles('providers')).toEqual([]);
  });

  it('writes the frame of a version live without one when it is published again', async () => {
    const store = localStore(dir);
    await publishProvider({ store, by: 'ana', file: draft });
    const frame = path.join(dir, 'releases', 'providers', 'waikato-tech', 'frame.html');
    const written = readFileSync(frame, 'utf8');
    rmSync(frame);
    expect(await publishProvider({ store, by: 'ana', file: draft })).toMatch(
      /live already .*: its frame written/,
    );
    expect(readFileSync(frame, 'utf8')).toBe(written);
    expect(await publishProvider({ store, by: 'ana', file: draft })).toMatch(
      /live already .*: nothing changed/,
    );
  });

  it('refuses a logo that could run a script, writing no frame', async () => {
    writeFileSync(
      path.join(draft, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    await expect(publishProvider({ store: localStore(dir), by: 'ana', file: draft })).rejects.toThrow(
      /pictures: logos\.light: logo\.svg has a <script>/,
    );
    expect(await localStore(dir).readFile('providers/waikato-tech/frame.html')).toBeUndefined();
  });

  it('loses to a change of providers.json made after it read it (compare-and-swap)', async () => {
    const store = localStore(dir);
    const racing: ReleaseStore = {
      ...store,
      readProviders: async () => {
        const read = await store.readProviders();
        await store.writeProviders(
          { other: { version: 'aaaaaaaaaaaa', integrity: 'x', at: '', earlier: [] } },
          read.version,
        );
        return read;
      },
    };
    await expect(publishProvider({ store: racing, by: 'ana', file: draft })).rejects.toThrow(RemotesConflict);
    expect(Object.keys((await store.readProviders()).document)).toEqual(['other']);
  });

  it('is the commands pnpm provider:publish and provider:rollback', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const say = (list: string[]) => (text: string) => list.push(text);
    expect(
      await runProviderRelease(['publish', draft, '--store', dir, '--by', 'ana'], say(out), say(err)),
    ).toBe(0);
    expect(await runProviderRelease(['rollback', 'waikato-tech', '--store', dir], say(out), say(err))).toBe(
      0,
    );
    expect(await runProviderRelease(['rollback', 'waikato-tech', '--store', dir], say(out), say(err))).toBe(
      1,
    );
    expect(await runProviderRelease(['publish'], say(out), say(err))).toBe(2);
    expect(out.join('\n')).toMatch(/Published waikato-tech [\s\S]*withdrawn[\s\S]*took \d/);
    expect(err.join('\n')).toMatch(/not published[\s\S]*Which provider\?/);
  });

  it('says how long a failed command ran, as it does for one that succeeds', async () => {
    const err: string[] = [];
    const say = (text: string) => err.push(text);
    expect(await runProviderRelease(['rollback', 'waikato-tech', '--store', dir], say, say)).toBe(1);
    expect(err).toEqual([
      expect.stringMatching(
        /^✘ waikato-tech is not published in .*: nothing to roll back \(took [0-9.]+ s\)$/,
      ),
    ]);
  });

  it('loads the checker (its validator, the contrast rules) for a publish only: a rollback checks nothing', async () => {
    await publishProvider({ store: localStore(dir), by: 'ana', file: draft });
    await jest.isolateModulesAsync(async () => {
      let loads = 0;
      jest.doMock('./checkProvider', () => {
        loads += 1;
        return jest.requireActual('./checkProvider');
      });
      try {
        const { runProviderRelease: run } = await import('./providerCli');
        const said: string[] = [];
        const say = (text: string) => said.push(text);
        expect(await run(['rollback', 'waikato-tech', '--store', dir], say, say)).toBe(0);
        expect(said.join('\n')).toMatch(/withdrawn/);
        expect(loads).toBe(0);
        expect(await run(['publish', draft, '--store', dir], say, say)).toBe(0);
        expect(loads).toBe(1);
      } finally {
        jest.dontMock('./checkProvider');
      }
    });
  });
});

describe('an S3 store', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await localS3();
  });
  afterAll(() => s3.close());

  it('publishes, publishes a change, rolls back and withdraws; the files immutable, the index revalidated', async () => {
    const store = s3Store(`s3://${s3.bucket}/prov`, {
      endpoint: s3.endpoint,
      credentials: S3RVER_CREDENTIALS,
    });
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const fileOf = async (key: string) =>
      Buffer.from(
        await (
          await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `prov/releases/${key}` }))
        ).Body!.transformToByteArray(),
      );
    await publishThenRollBack(store, fileOf);
    await publishProvider({ store, by: 'ana', file: draft });
    const { version } = (await store.readProviders()).document['waikato-tech']!;
    const head = (Key: string) => s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key }));
    expect((await head(`prov/releases/providers/waikato-tech/${version}/logo.svg`)).CacheControl).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await head('prov/providers.json')).CacheControl).toBe('no-cache');
  });

  it("the CDN's edge function puts the live frame in the page of the provider's host, from the store's bucket", async () => {
    const store = s3Store(`s3://${s3.bucket}/edge`, {
      endpoint: s3.endpoint,
      credentials: S3RVER_CREDENTIALS,
    });
    const settings = edgeSettings({
      config: { apiBaseUri: 'https://api.example.edu/' },
      store: `s3://${s3.bucket}/edge`,
    });
    const page = `<head><meta nonce="%CSP_NONCE%"></head><div id="root">${settings.frame.slot}<div class="pf"></div></div>`;
    /** The page the edge function sends a viewer of `host` (each time a new function instance: no copy kept). */
    const pageFor = async (host: string) => {
      const loadFrame = s3FrameLoader(settings.frame.store!, S3, {
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
      });
      const event = {
        Records: [{ cf: { request: { uri: '/', headers: { 'x-portal-host': [{ value: host }] } } } }],
      };
      return ((await edgeHandler({ settings, loadPage: async () => page, loadFrame })(event)) as EdgeResponse)
        .body;
    };

    await publishProvider({ store, by: 'ana', file: draft });
    const { version } = (await store.readProviders()).document['waikato-tech']!;
    const body = await pageFor('waikato-tech.portal.example');
    const nonce = /<meta nonce="([^"]+)">/.exec(body)![1];
    expect(body).toContain(`<div id="root"><style nonce="${nonce}">`);
    expect(body).toContain(`src="/providers/waikato-tech/${version}/logo.svg"`);
    expect(body).toContain('<span>© Waikato Institute of Technology</span>');
    // Another host, with no published provider: the build's frame alone.
    expect(await pageFor('soe.portal.example')).toMatch(
      /^<head><meta nonce="[^"]+"><\/head><div id="root"><div class="pf"><\/div><\/div>$/,
    );
    await rollbackProvider({ store, by: 'ana', slug: 'waikato-tech' });
    expect(await pageFor('waikato-tech.portal.example')).not.toContain('pf-pub');
  });
});
