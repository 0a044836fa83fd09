/** @jest-environment node */
// `portal-release publish` against a remote's files served over HTTP: what each page needs (its script files and
// their hashes, which the shell asks for beside the entry) goes into remotes.json with the rest of the
// declaration, and only when the files are served as the build recorded them. A build folder is put into the
// store first, as a version that never changes.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localStore } from './localStore';
import { publish as publishInto } from './publish';
import { originServer, type OriginServer } from './testing/originServer';
import { buildFiles, writeFakeBuild } from './testing/fakeBuild';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const ENTRY = 'self.payments = {};';
const CHUNK = 'self.chunk = 1;';
/** The files of the remote's folder as the test server serves them (changed by a test). */
let served: Record<string, string> = {};
let origin = '';
let server: http.Server;

const contract = () => ({
  id: 'payments',
  title: { id: 'p', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  integrity: sri(ENTRY),
  pages: {
    PaymentsPage: { js: [{ file: '797.e064f2cc.js', integrity: sri(CHUNK) }], shared: ['@portal/forms'] },
  },
});

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const body = served[new URL(request.url ?? '/', 'http://x').pathname.replace('/payments/1.2.0/', '')];
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => rmSync(dir, { recursive: true, force: true }));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-publish-'));
  served = {
    'remoteEntry.js': ENTRY,
    '797.e064f2cc.js': CHUNK,
    'mf-manifest.json': JSON.stringify({
      name: 'payments',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    }),
    'remote-contract.json': JSON.stringify(contract()),
  };
});

const publish = () =>
  publishInto({
    store: localStore(dir),
    by: 'Ana Rangi',
    entry: `${origin}/payments/1.2.0/remoteEntry.js`,
    version: '1.2.0',
  });

it("puts each page's files and shared singletons into remotes.json with the version", async () => {
  const { document } = await publish();
  expect(document.payments).toMatchObject({
    live: '1.2.0',
    versions: { '1.2.0': { entry: `${origin}/payments/1.2.0/remoteEntry.js`, pages: contract().pages } },
  });
});

it('refuses a deployment whose page file is missing or not the one its build recorded', async () => {
  served['797.e064f2cc.js'] = 'self.chunk = 2;';
  await expect(publish()).rejects.toThrow(
    `${origin}/payments/1.2.0/797.e064f2cc.js, a file of PaymentsPage, is not the file its build recorded (integrity ${sri(CHUNK)}, served ${sri('self.chunk = 2;')}): the shell would refuse it`,
  );
  delete served['797.e064f2cc.js'];
  await expect(publish()).rejects.toThrow(
    `${origin}/payments/1.2.0/797.e064f2cc.js, a file of PaymentsPage, is not served beside the entry (404`,
  );
});

it("refuses a declaration whose page files are not the remote's own scripts", async () => {
  served['remote-contract.json'] = JSON.stringify({
    ...contract(),
    pages: { PaymentsPage: { js: [{ file: 'https://elsewhere.example/evil.js' }] } },
  });
  await expect(publish()).rejects.toThrow(
    'pages.PaymentsPage.js[0].file must be a script file beside remoteEntry.js',
  );
});

it("puts the remote's widgets into remotes.json, with each widget module's files checked as a page's", async () => {
  const CARD = 'self.card = 1;';
  const widgets = [
    {
      slot: 'home.cards.v1',
      module: 'DueCard',
      title: { id: 'w', message: 'Payments' },
      order: 10,
      route: 'payments',
    },
  ];
  served['12.abcdef12.js'] = CARD;
  served['remote-contract.json'] = JSON.stringify({
    ...contract(),
    widgets,
    pages: { ...contract().pages, DueCard: { js: [{ file: '12.abcdef12.js', integrity: sri(CARD) }] } },
  });
  const { document } = await publish();
  expect(document.payments).toMatchObject({ versions: { '1.2.0': { widgets } } });

  served['12.abcdef12.js'] = 'self.card = 2;';
  await expect(publish()).rejects.toThrow('a file of DueCard, is not the file its build recorded');

  served['remote-contract.json'] = JSON.stringify({
    ...contract(),
    widgets: [{ ...widgets[0], slot: 'home.card.v1' }],
  });
  await expect(publish()).rejects.toThrow('widget DueCard names slot "home.card.v1", which no page declares');
});

describe('a build folder', () => {
  let remoteOrigin: OriginServer;
  let store: ReturnType<typeof localStore>;
  beforeEach(async () => {
    store = localStore(path.join(dir, 'store'));
    remoteOrigin = await originServer(path.join(dir, 'store', 'releases'));
  });
  afterEach(() => remoteOrigin.close());
  const publishBuild = (build: string, version: string, share?: number) =>
    publishInto({
      store,
      by: 'Ana Rangi <ana@example.edu>',
      dist: build,
      publicUrl: remoteOrigin.url,
      version,
      share,
      now: () => new Date('2026-11-22T10:00:00.000Z'),
    });

  it('is put into the store as a version, served beside the others, and published with who and when', async () => {
    const v1 = writeFakeBuild(path.join(dir, 'v1'), 'v1');
    const first = await publishBuild(v1, '1.1.0');
    expect(first.summary).toBe(
      `Published payments 1.1.0, live (/payments) -> ${remoteOrigin.url}payments/1.1.0/remoteEntry.js in ${store.location}`,
    );
    expect(first.files).toMatchObject({ put: 4, kept: 0 });
    expect(readFileSync(path.join(store.location, 'releases/payments/1.1.0/remoteEntry.js'), 'utf8')).toBe(
      buildFiles('v1')['remoteEntry.js'],
    );
    const v2 = writeFakeBuild(path.join(dir, 'v2'), 'v2');
    const second = await publishBuild(v2, '1.2.0', 10);
    expect(second.summary).toContain(
      'Published payments 1.2.0 as the candidate for 10% of sessions (/payments)',
    );
    const { document } = await store.readRemotes();
    expect(document.payments).toMatchObject({
      live: '1.1.0',
      candidate: { version: '1.2.0', share: 10 },
      versions: {
        '1.1.0': { entry: `${remoteOrigin.url}payments/1.1.0/remoteEntry.js` },
        '1.2.0': {
          entry: `${remoteOrigin.url}payments/1.2.0/remoteEntry.js`,
          publishedAt: '2026-11-22T10:00:00.000Z',
        },
      },
    });
    expect(await store.readHistory()).toEqual([
      expect.objectContaining({ action: 'publish', version: '1.1.0', from: {}, to: { live: '1.1.0' } }),
      {
        at: '2026-11-22T10:00:00.000Z',
        by: 'Ana Rangi <ana@example.edu>',
        action: 'publish',
        remote: 'payments',
        version: '1.2.0',
        from: { live: '1.1.0' },
        to: { live: '1.1.0', candidate: { version: '1.2.0', share: 10 } },
        summary: `Published payments 1.2.0 as the candidate for 10% of sessions (/payments) -> ${remoteOrigin.url}payments/1.2.0/remoteEntry.js`,
      },
    ]);

    // The same build again with another share: its files stay as they are.
    const again = await publishBuild(v2, '1.2.0', 50);
    expect(again.files).toMatchObject({ put: 0, kept: 4 });
    expect((await store.readRemotes()).document.payments).toMatchObject({ candidate: { share: 50 } });
  });

  it("never changes a version's files: another build under a published version's name is refused", async () => {
    await publishBuild(writeFakeBuild(path.join(dir, 'v1'), 'v1'), '1.1.0');
    const before = await store.readRemotes();
    const other = writeFakeBuild(path.join(dir, 'other'), 'other');
    await expect(publishBuild(other, '1.1.0')).rejects.toThrow(
      'Version 1.1.0 of payments is already published',
    );
    // A folder holding files of another build (a publish cut short, a copy by hand) is refused too.
    mkdirSync(path.join(store.location, 'releases/payments/1.3.0'));
    writeFileSync(path.join(store.location, 'releases/payments/1.3.0/remoteEntry.js'), 'self.x = 1;');
    await expect(publishBuild(other, '1.3.0')).rejects.toThrow(
      /payments\/1\.3\.0\/ holds files of another build \(remoteEntry\.js\): a published version's files never change/,
    );
    expect(await store.readRemotes()).toEqual(before);
    expect(readFileSync(path.join(store.location, 'releases/payments/1.1.0/remoteEntry.js'), 'utf8')).toBe(
      buildFiles('v1')['remoteEntry.js'],
    );
  });

  it('is refused when the store does not serve what was put (another public address), with nothing published', async () => {
    const elsewhere = await originServer();
    try {
      await expect(
        publishInto({
          store,
          by: 'Ana',
          dist: writeFakeBuild(path.join(dir, 'v1'), 'v1'),
          publicUrl: elsewhere.url,
          version: '1.1.0',
        }),
      ).rejects.toThrow(`${elsewhere.url}payments/1.1.0/remote-contract.json: 404`);
      expect(await store.readRemotes()).toEqual({ document: {}, version: null });
      expect(await store.readHistory()).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('must be the remote named, with a version and an address', async () => {
    const build = writeFakeBuild(path.join(dir, 'v1'), 'v1');
    await expect(
      publishInto({
        store,
        by: 'Ana',
        dist: build,
        publicUrl: remoteOrigin.url,
        version: '1',
        remote: 'profile',
      }),
    ).rejects.toThrow(`${build} is a build of "payments", not of "profile"`);
    await expect(publishInto({ store, by: 'Ana', dist: build, publicUrl: remoteOrigin.url })).rejects.toThrow(
      'A build folder is published as a version: give --version <name>',
    );
    await expect(publishInto({ store, by: 'Ana', dist: build, version: '1' })).rejects.toThrow(
      'Give --public-url',
    );
    await expect(
      publishInto({ store, by: 'Ana', dist: dir, version: '1', publicUrl: remoteOrigin.url }),
    ).rejects.toThrow(
      "remote-contract.json is missing: is this a remote's production build folder (its dist/)?",
    );
  });
});
