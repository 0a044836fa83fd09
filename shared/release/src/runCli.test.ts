/** @jest-environment node */
// The release command as a team runs it: its own process, from a folder of its own (no checkout of the
// portal around it), given only its build folder, the remote's version and where the store is.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFakeBuild } from './testing/fakeBuild';
import { originServer, type OriginServer } from './testing/originServer';

// Each test runs the command several times, each a second or more on a busy machine.
jest.setTimeout(90_000);

const BIN = path.resolve(__dirname, '..', 'bin', 'portalRelease.mjs');

/** Runs `portal-release <args>` in `cwd`; resolves with its exit status and what it printed. */
function release(cwd: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, timeout: 60_000 }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

let team: string;
let origin: OriginServer;
beforeEach(async () => {
  // A remote's own repository: its build folder and its release settings, nothing else.
  team = mkdtempSync(path.join(tmpdir(), 'payments-team-'));
  writeFakeBuild(path.join(team, 'dist'), 'v1');
  origin = await originServer(path.join(team, 'deployment', 'releases'));
  writeFileSync(
    path.join(team, 'release.json'),
    JSON.stringify({ store: path.join(team, 'deployment'), publicUrl: origin.url }),
  );
});
afterEach(async () => {
  await origin.close();
  rmSync(team, { recursive: true, force: true });
});

it('publishes, promotes, rolls back and reports from a remote team’s own folder', async () => {
  const first = await release(team, [
    'publish',
    '--config',
    'release.json',
    '--dist',
    'dist',
    '--version',
    '1.1.0',
    '--by',
    'ci-payments',
  ]);
  expect(first).toMatchObject({ code: 0, err: '' });
  expect(first.out).toMatch(
    new RegExp(
      `^Published payments 1\\.1\\.0, live \\(/payments\\) -> ${origin.url}payments/1\\.1\\.0/remoteEntry\\.js in ${path.join(team, 'deployment')} \\(took [0-9.]+ s\\)\\n  4 files put in the store`,
    ),
  );
  cpSync(writeFakeBuild(path.join(team, 'next'), 'v2'), path.join(team, 'dist'), { recursive: true });
  expect(
    (
      await release(team, [
        'publish',
        '--config',
        'release.json',
        '--dist',
        'dist',
        '--version',
        '1.2.0',
        '--share',
        '25%',
      ])
    ).code,
  ).toBe(0);

  const status = await release(team, ['status', '--config', 'release.json']);
  expect(status.code).toBe(0);
  const table = status.out.split('\n');
  expect(table[1]).toMatch(/^remote\s+side\s+version\s+share\s+published\s+health$/);
  expect(table[2]).toMatch(/^payments\s+live\s+1\.1\.0\s+75%\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+—$/);
  expect(table[3]).toMatch(/^payments\s+candidate\s+1\.2\.0\s+25%\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+—$/);
  expect(status.out).toContain('ci-payments: Published payments 1.1.0, live (/payments)');

  expect((await release(team, ['promote', 'payments', '--config', 'release.json'])).out).toMatch(
    /^payments: live 1\.1\.0 -> 1\.2\.0 \(the candidate, was on 25% of sessions\) in .* \(took [0-9.]+ s\)\n$/,
  );
  expect((await release(team, ['rollback', 'payments', '--config', 'release.json'])).out).toMatch(
    /^payments: live 1\.2\.0 -> 1\.1\.0 \(rolled back\) in /,
  );
  const json = JSON.parse((await release(team, ['status', '--config', 'release.json', '--json'])).out);
  expect(json.rows.map((row: { side: string; version: string }) => `${row.side} ${row.version}`)).toEqual([
    'live 1.1.0',
    'not running 1.2.0',
  ]);
  expect(json.recent.map((change: { action: string }) => change.action)).toEqual([
    'publish',
    'publish',
    'promote',
    'rollback',
  ]);
});

it('limits a candidate to chosen providers, and refuses to promote a broken one (status says why)', async () => {
  const config = ['--config', 'release.json'];
  await release(team, ['publish', ...config, '--dist', 'dist', '--version', '1.1.0']);
  cpSync(writeFakeBuild(path.join(team, 'next'), 'v2'), path.join(team, 'dist'), { recursive: true });
  const published = await release(team, [
    'publish',
    ...config,
    '--dist',
    'dist',
    '--version',
    '1.2.0',
    '--share',
    '10',
    '--providers',
    'soe,ichm',
  ]);
  expect(published.out).toMatch(
    /^Published payments 1\.2\.0 as the candidate for 10% of sessions of soe, ichm /,
  );
  const remotesFile = path.join(team, 'deployment', 'remotes.json');
  const document = JSON.parse(readFileSync(remotesFile, 'utf8'));
  expect(document.payments.candidate).toEqual({ version: '1.2.0', share: 10, providers: ['soe', 'ichm'] });
  expect((await release(team, ['status', ...config])).out).toMatch(
    /\npayments\s+candidate\s+1\.2\.0\s+10% of soe, ichm\s/,
  );
  expect(await release(team, ['promote', 'payments', ...config, '--providers', 'soe,Nope'])).toMatchObject({
    code: 2,
    err: expect.stringContaining(
      '--providers soe,Nope: give a list of provider slugs, each once, separated by commas',
    ),
  });
  expect((await release(team, ['promote', 'payments', ...config, '--providers', 'soe'])).out).toMatch(
    /^payments: candidate 1\.2\.0 on 100% of sessions of soe \(was on 10% of sessions of soe, ichm\); live 1\.1\.0 elsewhere in /,
  );

  // A hand-edited share no session can have: status names it broken, promote refuses, rollback withdraws it.
  const edited = JSON.parse(readFileSync(remotesFile, 'utf8'));
  edited.payments.candidate = { version: '1.2.0', share: 150 };
  writeFileSync(remotesFile, JSON.stringify(edited));
  expect((await release(team, ['status', ...config])).out).toContain(
    "✘ payments's candidate 1.2.0 is broken, and no session runs it (every session runs live): Remote payments: candidate.share must be a percentage of sessions, 0 to 100. Withdraw it (rollback payments) or publish it again.",
  );
  const refused = await release(team, ['promote', 'payments', ...config]);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain("payments's candidate is broken, and no session runs it");
  // A refusal says how long the command ran too (what an operator waited for before being told no).
  expect(refused.err).toMatch(/ \(took [0-9.]+ s\)\n$/);
  expect(JSON.parse(readFileSync(remotesFile, 'utf8'))).toEqual(edited);
  expect((await release(team, ['rollback', 'payments', ...config])).out).toMatch(
    /^payments: broken candidate 1\.2\.0 withdrawn \(no session ran it\); every session on live 1\.1\.0 in /,
  );
});

it('lets one of two publishes at once win; the other fails with a message, and nothing is lost', async () => {
  cpSync(path.join(team, 'dist'), path.join(team, 'dist-1'), { recursive: true });
  writeFakeBuild(path.join(team, 'dist-2'), 'v2');
  // Both commands have read remotes.json and put their files before either writes: the store's server responds
  // their check of the deployed files only once both have asked.
  origin.gather('/remote-contract.json', 2);
  const both = await Promise.all([
    release(team, ['publish', '--config', 'release.json', '--dist', 'dist-1', '--version', '1.1.0']),
    release(team, [
      'publish',
      '--config',
      'release.json',
      '--dist',
      'dist-2',
      '--version',
      '1.2.0',
      '--share',
      '10',
    ]),
  ]);
  const won = both.filter((run) => run.code === 0);
  const lost = both.filter((run) => run.code !== 0);
  expect(won).toHaveLength(1);
  // The conflict says how long the command ran, as every other outcome of a command does.
  const TOOK = / \(took [0-9.]+ s\)\n$/;
  expect(lost).toEqual([{ code: 3, out: '', err: expect.stringMatching(TOOK) }]);
  expect(lost[0]!.err.replace(TOOK, '\n')).toBe(
    `✘ ${path.join(team, 'deployment', 'remotes.json')} changed after this command read it (another release was written first): nothing was changed. Run the command again to apply it to the new remotes.json.\n`,
  );
  const document = JSON.parse(readFileSync(path.join(team, 'deployment', 'remotes.json'), 'utf8'));
  const history = readFileSync(path.join(team, 'deployment', 'history.jsonl'), 'utf8')
    .trim()
    .split('\n');
  expect(history).toHaveLength(1);
  expect(Object.keys(document.payments.versions)).toEqual([JSON.parse(history[0]!).version]);
});

it('says how to use it, with status 2, when the command line is wrong', async () => {
  const none = await release(team, []);
  expect(none.code).toBe(2);
  expect(none.err).toContain('✘ Which command? publish, promote, rollback or status');
  const noStore = await release(team, ['status']);
  expect(noStore).toMatchObject({ code: 2 });
  expect(noStore.err).toContain('Which store? Give --store <folder>');
  const share = await release(team, [
    'publish',
    '--config',
    'release.json',
    '--dist',
    'dist',
    '--version',
    '1',
    '--share',
    '150',
  ]);
  expect(share.code).toBe(2);
  expect(share.err).toContain('--share 150: a percentage of sessions, 0 to 100');
  expect((await release(team, ['--help'])).out).toContain('Usage: portal-release <command> [options]');
});
