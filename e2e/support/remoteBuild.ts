// A team's remote, changed and rebuilt on its own: a copy of a remote's sources under .var/e2e/, built with
// the remote's own webpack config, as the team's CI would build it. The repo's copy is never touched.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { VAR_DIR } from './ports';

export const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

export interface RemoteCopy {
  /** The copy's folder, relative to the repo (what serveRemoteDist takes). */
  dir: string;
  /** Writes a file of the copy, e.g. write('src/ReceiptsPage.tsx', source). */
  write(file: string, text: string): void;
  /** Builds the copy into its dist/: for production (remoteEntry.js, remote-contract.json, mf-manifest.json,
   * chunks) or, in development mode, with its dev harness page as well. */
  build(mode?: 'production' | 'development'): Promise<void>;
}

/**
 * Copies the remote in `from` (e.g. 'mfe-payments') to .var/e2e/<tag>/, its dependencies linked to the
 * remote's own. `replace` swaps a dependency for another folder (e.g. a newer @portal/ui).
 */
export function copyRemote(
  from: string,
  tag: string,
  { name, replace = {} }: { name: string; replace?: Record<string, string> },
): RemoteCopy {
  const root = path.join(VAR_DIR, tag);
  const dir = path.relative(ROOT, root);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(path.join(ROOT, from, 'src'), path.join(root, 'src'), { recursive: true });
  cpSync(path.join(ROOT, from, 'package.json'), path.join(root, 'package.json'));
  // Not in apps.json: the copy names itself (the same federation name as the remote it replaces).
  writeFileSync(
    path.join(root, 'webpack.config.js'),
    `module.exports = require('@portal/federation').remoteApp(__dirname, { name: ${JSON.stringify(name)} });\n`,
  );
  linkDependencies(path.join(ROOT, from, 'node_modules'), path.join(root, 'node_modules'), replace);
  return {
    dir,
    write: (file, text) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    },
    build: async (mode = 'production') => {
      const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
      await run(webpack, ['--mode', mode], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    },
  };
}

/** node_modules of the copy: a link per dependency of the original, except those `replace` names. */
function linkDependencies(source: string, target: string, replace: Record<string, string>) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    if (entry === '.bin') continue;
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path.join(source, entry))) {
        const name = `${entry}/${scoped}`;
        mkdirSync(path.join(target, entry), { recursive: true });
        symlinkSync(replace[name] ?? path.join(source, name), path.join(target, name));
      }
    } else symlinkSync(path.join(source, entry), path.join(target, entry));
  }
}

/**
 * A copy of a workspace package with another version in its package.json (e.g. @portal/ui 2.0.0): its
 * sources copied (so they resolve to the copy, not the original), its dependencies linked.
 */
export function copyPackage(from: string, tag: string, version: string): string {
  const root = path.join(VAR_DIR, tag);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(path.join(ROOT, from, 'src'), path.join(root, 'src'), { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(ROOT, from, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  symlinkSync(path.join(ROOT, from, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** The release command (`portal-release`, what `pnpm remote:publish`, `remote:promote`, `remote:rollback`
 * run), in its own process; resolves with what it printed, rejects with what it said on failure. */
async function portalRelease(args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'shared', 'release', 'bin', 'portalRelease.mjs'), ...args, '--by', 'e2e'],
    { cwd: ROOT },
  );
  return stdout;
}

/** Runs `pnpm remote:publish --entry <entry>` (a remote deployed at its own address) into the store whose
 * remotes.json is `remotesFile` (the e2e shell's, or a copy); with `version`, as that version (with `share`,
 * its candidate for that percentage of sessions, of `providers`' sessions only where given). */
export async function publishRemote(
  entry: string,
  remotesFile: string,
  { version, share, providers }: { version?: string; share?: number; providers?: string[] } = {},
): Promise<string> {
  return portalRelease([
    'publish',
    '--store',
    path.dirname(remotesFile),
    '--entry',
    entry,
    ...(version ? ['--version', version] : []),
    ...(share !== undefined ? ['--share', String(share)] : []),
    ...(providers ? ['--providers', providers.join(',')] : []),
  ]);
}

/** Runs `pnpm remote:publish --dist <dist>` as a team's CI does: the build is put into the store whose
 * remotes.json is `remotesFile` as `version` (its files at releases/<remote>/<version>/, served at `publicUrl`
 * + <remote>/<version>/) and published (with `share`, as the candidate for that percentage of sessions). */
export async function publishBuild(
  dist: string,
  remotesFile: string,
  { version, publicUrl, share }: { version: string; publicUrl: string; share?: number },
): Promise<string> {
  return portalRelease([
    'publish',
    '--store',
    path.dirname(remotesFile),
    '--public-url',
    publicUrl,
    '--dist',
    path.resolve(ROOT, dist),
    '--version',
    version,
    ...(share !== undefined ? ['--share', String(share)] : []),
  ]);
}

/** Runs `pnpm remote:promote <remote>` or `pnpm remote:rollback <remote>` against the store whose
 * remotes.json is `remotesFile`. */
export async function releaseRemote(
  action: 'promote' | 'rollback',
  remote: string,
  remotesFile: string,
): Promise<string> {
  return portalRelease([action, remote, '--store', path.dirname(remotesFile)]);
}

/** A copy of a built dist as a version's files in the e2e store: .var/e2e/releases/<remote>/<version>/, which the
 * e2e servers (Node and nginx) serve at /<remote>/<version>/ on the remote's origin. Returns the folder. */
export function releaseDist(dist: string, remote: string, version: string): string {
  const folder = path.join(VAR_DIR, 'releases', remote, version);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(path.resolve(ROOT, dist), folder, { recursive: true });
  return folder;
}

/** Every file of a folder with its content hash: what "untouched" is checked against. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (statSync(file).isFile())
      files[name] = createHash('sha256').update(readFileSync(file)).digest('base64');
  }
  return files;
}
