/** @jest-environment node */
// The release command with its store in an S3 bucket (s3rver standing in for S3, its objects served at the
// public address as a CDN would serve them): the build's files become objects with their kind's headers, source
// maps and gzipped copies stay out, remotes.json changes by conditional writes (two publishes at once in two
// processes: one fails with the conflict message), and promote, rollback and status work on the bucket.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { runCli } from './runCli';
import { buildFiles, writeFakeBuild } from './testing/fakeBuild';
import { localS3, type LocalS3 } from './testing/localS3';
import { originServer, type OriginServer } from './testing/originServer';

const BIN = path.resolve(__dirname, '..', 'bin', 'portalRelease.mjs');

let s3: LocalS3;
let team: string;
let store: string;
/** Where the bucket's releases/ are served (s3rver answers anonymous reads, as the CDN's origin would). */
let publicUrl: string;
let counter = 0;
const saved = { ...process.env };
beforeAll(async () => {
  s3 = await localS3();
  // The commands run in this process read their credentials as the SDK does: from the environment.
  Object.assign(process.env, s3.env);
});
afterAll(async () => {
  process.env = saved;
  await s3.close();
});
beforeEach(() => {
  team = mkdtempSync(path.join(tmpdir(), 'payments-team-'));
  const prefix = `deploy-${++counter}`;
  store = `s3://${s3.bucket}/${prefix}`;
  publicUrl = `${s3.endpoint}/${s3.bucket}/${prefix}/releases/`;
});
afterEach(() => rmSync(team, { recursive: true, force: true }));

/** Runs the command in this process; resolves with its exit status and what it printed. */
async function release(args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(
    [...args, '--store', store, '--s3-endpoint', s3.endpoint, '--by', 'ci-payments'],
    {
      out: (text) => (out += `${text}\n`),
      err: (text) => (err += `${text}\n`),
    },
  );
  return { code, out, err };
}

/** Runs `portal-release <args>` as a process of its own, as a team's CI job would. */
function releaseProcess(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: team, timeout: 30_000, env: { ...saved, ...s3.env } },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** A build with what webpack also writes: a source map and gzipped copies. */
function build(name: string, mark: string): string {
  const dir = writeFakeBuild(path.join(team, name), mark);
  writeFileSync(path.join(dir, '797.e064f2cc.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(dir, 'remoteEntry.js.gz'), 'gzipped');
  writeFileSync(path.join(dir, '797.e064f2cc.js.gz'), 'gzipped');
  return dir;
}

const objectsIn = async (under: string) =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: under }))).Contents ?? []).map(
    (object) => object.Key!.slice(under.length),
  );

it('publishes to the bucket with each file’s headers, then promotes, rolls back and reports from it', async () => {
  const first = await release([
    'publish',
    '--dist',
    build('v1', 'v1'),
    '--version',
    '1.1.0',
    '--public-url',
    publicUrl,
  ]);
  expect(first).toMatchObject({ code: 0, err: '' });
  expect(first.out).toMatch(
    new RegExp(
      `^Published payments 1\\.1\\.0, live \\(/payments\\) -> ${publicUrl}payments/1\\.1\\.0/remoteEntry\\.js in ${store} \\(took [0-9.]+ s\\)\\n` +
        '  4 files put in the store \\(1 KiB\\); left out: 2 × gzipped copy \\(the CDN compresses\\), 1 × source map \\(for the error collector, never served\\)\\n$',
    ),
  );
  const prefix = store.slice(`s3://${s3.bucket}/`.length);
  expect((await objectsIn(`${prefix}/`)).filter((key) => !key.startsWith('history/'))).toEqual([
    'releases/page-headings.html',
    'releases/payments/1.1.0/797.e064f2cc.js',
    'releases/payments/1.1.0/mf-manifest.json',
    'releases/payments/1.1.0/remote-contract.json',
    'releases/payments/1.1.0/remoteEntry.js',
    'remotes.json',
  ]);
  // What the CDN gets from the bucket, and passes on: a hashed chunk for a year, the entry and the manifest
  // revalidated (they are the plain-named files of a build), remotes.json revalidated on every page load.
  const headersOf = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return `${response.headers.get('content-type')}; ${response.headers.get('cache-control')}`;
  };
  expect(await headersOf(`${publicUrl}payments/1.1.0/797.e064f2cc.js`)).toBe(
    'text/javascript; public, max-age=31536000, immutable',
  );
  expect(await headersOf(`${publicUrl}payments/1.1.0/remoteEntry.js`)).toBe('text/javascript; no-cache');
  expect(await headersOf(`${publicUrl}payments/1.1.0/mf-manifest.json`)).toBe('application/json; no-cache');
  expect(await headersOf(`${s3.endpoint}/${s3.bucket}/${prefix}/remotes.json`)).toBe(
    'application/json; no-cache',
  );
  // The live page headings, which the edge function puts in the page (none declared by this remote: no rule).
  expect(await headersOf(`${publicUrl}page-headings.html`)).toBe('text/html; charset=utf-8; no-cache');

  const second = await release([
    'publish',
    '--dist',
    build('v2', 'v2'),
    '--version',
    '1.2.0',
    '--share',
    '25',
    '--public-url',
    publicUrl,
  ]);
  expect(second.code).toBe(0);
  const status = await release(['status']);
  expect(status.out.split('\n').slice(0, 4)).toEqual([
    `Remotes in ${store}`,
    expect.stringMatching(/^remote\s+side\s+version\s+share\s+published\s+health$/),
    expect.stringMatching(/^payments\s+live\s+1\.1\.0\s+75%\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+—$/),
    expect.stringMatching(/^payments\s+candidate\s+1\.2\.0\s+25%\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+—$/),
  ]);
  expect(status.out).toContain('ci-payments: Published payments 1.1.0, live (/payments)');
  expect((await release(['promote', 'payments'])).out).toMatch(
    /^payments: live 1\.1\.0 -> 1\.2\.0 \(the candidate, was on 25% of sessions\) in s3:\/\/portal\/deploy-\d+ \(took/,
  );

  // A rollback reads the files of the version it returns to: one changed in the bucket, one deleted, and it is
  // refused with nothing changed.
  const before = await release(['status', '--json']);
  const chunk = `${prefix}/releases/payments/1.1.0/797.e064f2cc.js`;
  await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: chunk, Body: 'self.changed = 1;' }));
  const changed = await release(['rollback', 'payments']);
  expect(changed.code).toBe(1);
  expect(changed.err).toContain(
    `Cannot roll back payments: version 1.1.0, which every session would run, is not served as it was published: ${publicUrl}payments/1.1.0/797.e064f2cc.js, a file of PaymentsPage, is not the file its build recorded`,
  );
  await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: chunk }));
  expect((await release(['rollback', 'payments'])).err).toContain(
    `${publicUrl}payments/1.1.0/797.e064f2cc.js, a file of PaymentsPage, is not served beside the entry (404`,
  );
  expect((await release(['status', '--json'])).out).toBe(before.out);

  await s3.client.send(
    new PutObjectCommand({ Bucket: s3.bucket, Key: chunk, Body: buildFiles('v1')['797.e064f2cc.js'] }),
  );
  expect((await release(['rollback', 'payments'])).out).toMatch(
    /^payments: live 1\.2\.0 -> 1\.1\.0 \(rolled back\)/,
  );
  const report = JSON.parse((await release(['status', '--json'])).out);
  expect(report.rows.map((row: { side: string; version: string }) => `${row.side} ${row.version}`)).toEqual([
    'live 1.1.0',
    'not running 1.2.0',
  ]);
  expect(report.recent.map((change: { action: string }) => change.action)).toEqual([
    'publish',
    'publish',
    'promote',
    'rollback',
  ]);
});

describe('two publishes at once, in two processes', () => {
  let cdn: OriginServer;
  beforeEach(async () => {
    // The CDN in front of the bucket: it holds both commands' checks of the deployed files until both have asked,
    // so both have read remotes.json and put their files before either writes remotes.json.
    cdn = await originServer(undefined, { upstream: publicUrl.replace(/\/$/, '') });
  });
  afterEach(() => cdn.close());

  it('lets one win; the other fails with the conflict message, and nothing is lost', async () => {
    build('dist-1', 'v1');
    build('dist-2', 'v2');
    cdn.gather('/remote-contract.json', 2);
    const settings = ['--store', store, '--s3-endpoint', s3.endpoint, '--public-url', cdn.url];
    const both = await Promise.all([
      releaseProcess(['publish', ...settings, '--dist', 'dist-1', '--version', '1.1.0']),
      releaseProcess(['publish', ...settings, '--dist', 'dist-2', '--version', '1.2.0', '--share', '10']),
    ]);
    const won = both.filter((run) => run.code === 0);
    const lost = both.filter((run) => run.code !== 0);
    expect(won).toHaveLength(1);
    expect(won[0]!.err).toBe('');
    // The conflict says how long the command ran, as every other outcome of a command does.
    const TOOK = / \(took [0-9.]+ s\)\n$/;
    expect(lost).toEqual([{ code: 3, out: '', err: expect.stringMatching(TOOK) }]);
    expect(lost[0]!.err.replace(TOOK, '\n')).toBe(
      `✘ ${store}/remotes.json changed after this command read it (another release was written first): nothing was changed. Run the command again to apply it to the new remotes.json.\n`,
    );
    const report = JSON.parse((await releaseProcess(['status', '--json', ...settings])).out);
    expect(report.recent).toHaveLength(1);
    expect(report.rows.map((row: { version: string }) => row.version)).toEqual([report.recent[0].version]);
  });
});
