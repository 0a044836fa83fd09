/** @jest-environment node */
// The release command as a registry installs it: the package's published files (its bin and the dist/ that
// `pnpm kit:build` compiles), its dependencies beside it, and no TypeScript compiler anywhere (tsx is the
// workspace's, for the sources). It runs as plain JavaScript.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFakeBuild } from './testing/fakeBuild';
import { originServer, type OriginServer } from './testing/originServer';

// Compiling two packages, then two commands, each a second or more on a busy machine.
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');

/** Runs node with `args` in `cwd`; resolves with its exit status and what it printed. */
function run(cwd: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, timeout: 90_000 }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** A package as `pnpm publish` makes it: its publishConfig over its package.json, the files it names. */
function install(modules: string, pkg: string, dist: string) {
  const source = path.join(ROOT, 'shared', pkg);
  const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  const target = path.join(modules, '@portal', pkg);
  mkdirSync(target, { recursive: true });
  writeFileSync(
    path.join(target, 'package.json'),
    JSON.stringify({ ...manifest, ...manifest.publishConfig, publishConfig: undefined }),
  );
  for (const file of manifest.files as string[])
    cpSync(file === 'dist' ? dist : path.join(source, file), path.join(target, file), { recursive: true });
}

let work: string;
let origin: OriginServer;
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'release-installed-'));
  // The kit's own compiler (scripts/kit.mjs), into this folder: the workspace's dist/ folders stay as they are.
  writeFileSync(
    path.join(work, 'compile.mjs'),
    `import { compilePackage } from ${JSON.stringify(path.join(ROOT, 'scripts', 'kit.mjs'))};
for (const pkg of ['release', 'remote-contract']) await compilePackage(pkg, ${JSON.stringify(work)} + '/' + pkg);`,
  );
  const compiled = await run(ROOT, [path.join(work, 'compile.mjs')]);
  expect(compiled).toMatchObject({ code: 0, err: '' });

  const modules = path.join(work, 'team', 'node_modules');
  install(modules, 'release', path.join(work, 'release'));
  install(modules, 'remote-contract', path.join(work, 'remote-contract'));
  // Published as it is (CommonJS): the workspace's own folder.
  symlinkSync(path.join(ROOT, 'shared', 'deployment'), path.join(modules, '@portal', 'deployment'), 'dir');
  writeFakeBuild(path.join(work, 'team', 'dist'), 'v1');
  origin = await originServer(path.join(work, 'store', 'releases'));
});
afterAll(async () => {
  await origin?.close();
  rmSync(work, { recursive: true, force: true });
});

it('runs the compiled JavaScript with plain Node, no tsx installed', async () => {
  const team = path.join(work, 'team');
  const bin = path.join(team, 'node_modules', '@portal', 'release', 'bin', 'portalRelease.mjs');
  const store = ['--store', path.join(work, 'store')];
  const published = await run(
    team,
    [bin, 'publish', '--dist', 'dist', '--version', '1.0.0', ...store].concat([
      '--public-url',
      origin.url,
      '--by',
      'ci',
    ]),
  );
  expect(published).toMatchObject({ code: 0, err: '' });
  expect(published.out).toMatch(
    /^Published payments 1\.0\.0, live \(\/payments\) -> .* \(took [0-9.]+ s\)\n/,
  );

  const status = await run(team, [bin, 'status', ...store]);
  expect(status).toMatchObject({ code: 0, err: '' });
  expect(status.out).toMatch(/\npayments\s+live\s+1\.0\.0\s+100%/);
  expect(status.out).toMatch(/\(took [0-9.]+ s\)\n$/);
});
