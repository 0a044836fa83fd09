/** @jest-environment node */
// Each change to remotes.json (publish, promote, rollback) writes the store's live page headings from its live
// versions: what the servers put in every page in place of the shell build's headings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_HEADINGS_KEY, headingsSlot, withPageHeadings } from '@portal/deployment';
import { localStore } from './localStore';
import { moveLive } from './moveLive';
import { publish } from './publish';
import type { ReleaseStore } from './store';
import { writeFakeBuild } from './testing/fakeBuild';
import { originServer, type OriginServer } from './testing/originServer';

let dir: string;
let origin: OriginServer;
let store: ReturnType<typeof localStore>;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-headings-'));
  store = localStore(path.join(dir, 'store'));
  origin = await originServer(path.join(dir, 'store', 'releases'));
});
afterEach(async () => {
  await origin.close();
  rmSync(dir, { recursive: true, force: true });
});

const publishBuild = (version: string, heading: string, share?: number) =>
  publish({
    store,
    by: 'Ana',
    dist: writeFakeBuild(path.join(dir, version), version, 'payments', heading),
    publicUrl: origin.url,
    version,
    share,
  });
const move = (action: 'promote' | 'rollback') => moveLive({ store, by: 'Rewi', action, remote: 'payments' });

/** The live headings' file of the store, as text (undefined: none). */
const liveFile = async () => {
  const bytes = await store.readFile(LIVE_HEADINGS_KEY);
  return bytes && Buffer.from(bytes).toString('utf8');
};

/** The page a server sends, the store's live headings in place of the build's `/payments` heading "Built". */
const servedHeadings = async () => {
  const page = withPageHeadings(
    `<div class="pf-main">${headingsSlot([{ path: '/payments', text: 'Built', width: '3xl' }])}</div>`,
    await liveFile(),
  );
  return [...page.matchAll(/<h1 class="pf-h" data-r="([^"]*)">([^<]*)<\/h1>/g)].map((m) => `${m[1]} ${m[2]}`);
};

it("writes the live version's heading at a publish, keeps it for a candidate, follows promote and rollback", async () => {
  expect(await liveFile()).toBeUndefined();
  expect(await servedHeadings()).toEqual(['/payments Built']);

  await publishBuild('1.0.0', 'Payments');
  expect(await liveFile()).toBe(
    '<style nonce="%CSP_NONCE%">[data-route="/payments"] .pf-h[data-r="/payments"]{display:block;max-width:56rem}</style>' +
      '<h1 class="pf-h" data-r="/payments">Payments</h1>',
  );
  expect(await servedHeadings()).toEqual(['/payments Payments']);

  // A candidate runs for a share of sessions only: the page keeps the live version's heading.
  await publishBuild('1.1.0', 'Fees and payments', 10);
  expect(await servedHeadings()).toEqual(['/payments Payments']);
  await move('promote');
  expect(await servedHeadings()).toEqual(['/payments Fees and payments']);

  await move('rollback');
  expect(await servedHeadings()).toEqual(['/payments Payments']);
});

it("escapes a heading's text: markup and SSI comments stay text", async () => {
  await publishBuild('1.0.0', '<img src=x onerror=alert(1)> & <!--# include virtual="/x" -->');
  const file = (await liveFile())!;
  expect(file).not.toContain('<img');
  expect(file).not.toContain('<!--#');
  expect(await servedHeadings()).toEqual([
    '/payments &lt;img src=x onerror=alert(1)&gt; &amp; &lt;!--# include virtual=&quot;/x&quot; --&gt;',
  ]);
});

it('changes remotes.json when the headings cannot be written, and says so', async () => {
  const failing: ReleaseStore = {
    ...store,
    replaceFile: () => Promise.reject(new Error('disk full')),
  };
  const result = await publish({
    store: failing,
    by: 'Ana',
    dist: writeFakeBuild(path.join(dir, 'v1'), 'v1', 'payments', 'Payments'),
    publicUrl: origin.url,
    version: '1.0.0',
  });
  expect(result.summary).toMatch(/the page headings were not written: disk full/);
  expect((await store.readRemotes()).document.payments).toMatchObject({ live: '1.0.0' });
});
