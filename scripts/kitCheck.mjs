// `pnpm kit:check`: a remote in a repository of its own, end to end, as a new team would make it. A local registry
// (Verdaccio, scripts/kit/verdaccio.yaml: the @portal packages only, no uplink) gets the kit (`pnpm kit:publish`);
// the scaffold makes the remote in a folder outside the workspace (`pnpm new:remote timetable --out --registry`),
// whose .npmrc maps the @portal scope to that registry, as a company's private scope is; its install takes every
// other package from npm's registry directly (pnpm, on the machine's package store and metadata cache, which the
// workspace's install has filled; `--installer npm` for npm with an empty cache); then its tests, its type check
// and its production build, and `portal-release publish` (the published @portal/release) puts it into a folder
// store. Everything lives in one temporary folder (the registry's storage, the npmrc with the publishing user's
// token, npm's cache, the remote, the store); the registry's storage and npm's cache are removed at the end. The
// e2e spec tests/kitRemote.spec.ts then publishes the same build into the e2e deployment with the remote's own
// release command and opens it in the shell: the folder and the timings are written to .var/kit/outside.json.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, fail, pnpmCommand, step } from './lib.mjs';
import { buildKit, publishKit } from './kit.mjs';

const { values } = parseArgs({
  options: {
    work: { type: 'string' },
    'no-build': { type: 'boolean' },
    installer: { type: 'string', default: 'pnpm' },
  },
});
if (!['npm', 'pnpm'].includes(values.installer))
  fail('Usage: pnpm kit:check [--installer pnpm|npm] [--no-build]');
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORT = 4873 + OFFSET;
const REGISTRY = `http://127.0.0.1:${PORT}/`;
const NAME = 'timetable';
/** What the spec reads: the remote's folder and the timings. */
const REPORT = path.join(ROOT, '.var', 'kit', 'outside.json');
/** How long the registry may take to answer its first ping. */
const START_DEADLINE_MS = 60_000;

const work = values.work ? path.resolve(values.work) : mkdtempSync(path.join(os.tmpdir(), 'portal-kit-'));
mkdirSync(work, { recursive: true });
const remoteDir = path.join(work, `mfe-${NAME}`);
const store = path.join(work, 'store');
const devBuild = path.join(work, 'dev-build');
rmSync(remoteDir, { recursive: true, force: true });
rmSync(store, { recursive: true, force: true });
rmSync(devBuild, { recursive: true, force: true });
rmSync(REPORT, { force: true });

// npm and pnpm: the publishing user's token for this registry (the kit is published with --registry; the remote
// names it for @portal only, in its own .npmrc), npm's cache in the temporary folder.
const npmrc = path.join(work, 'npmrc');
const env = {
  ...process.env,
  NPM_CONFIG_USERCONFIG: npmrc,
  npm_config_userconfig: npmrc,
  npm_config_cache: path.join(work, 'npm-cache'),
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

/** How long each step of the remote may take (measured on the 2-core machine: install 25 s, the others under
 * 20 s); a step still running then is stopped and the check fails. */
const DEADLINES_S = {
  scaffold: 30,
  install: 300,
  test: 180,
  typecheck: 180,
  build: 180,
  devBuild: 180,
  publishRemote: 60,
};

const timings = {};
async function timed(label, title, cmd, args, options) {
  const started = Date.now();
  const code = await step(title, cmd, args, { env, timeout: DEADLINES_S[label] * 1000, ...options });
  const seconds = (Date.now() - started) / 1000;
  timings[label] = Number(seconds.toFixed(1));
  if (code !== 0 && seconds >= DEADLINES_S[label])
    fail(`${title} did not finish within ${DEADLINES_S[label]} s (stopped); its output is above`);
  if (code !== 0) fail(`${title} failed`);
}

/** The registry, in the temporary folder: its config copied there, so its storage and users are there too. */
function startRegistry() {
  const dir = path.join(work, 'verdaccio');
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(ROOT, 'scripts', 'kit', 'verdaccio.yaml'), path.join(dir, 'config.yaml'));
  const log = path.join(dir, 'verdaccio.log');
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'verdaccio', 'bin', 'verdaccio'),
      '--config',
      path.join(dir, 'config.yaml'),
      '--listen',
      `127.0.0.1:${PORT}`,
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const out = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => out.push(chunk));
  // Its log stays in the temporary folder when the check fails (the folder is removed only after a pass).
  child.on('exit', () => existsSync(dir) && writeFileSync(log, Buffer.concat(out)));
  return { child, log: () => Buffer.concat(out).toString() };
}

async function waitForRegistry(registry) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (registry.child.exitCode !== null) fail(`Verdaccio stopped:\n${registry.log()}`);
    try {
      const res = await fetch(`${REGISTRY}-/ping`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`Verdaccio did not answer at ${REGISTRY} within ${START_DEADLINE_MS / 1000} s:\n${registry.log()}`);
}

/** The run's publishing user (Verdaccio's htpasswd, in the temporary folder), its token in the npmrc. */
async function addUser() {
  const password = `kit-${process.pid}-${Date.now()}`;
  const res = await fetch(`${REGISTRY}-/user/org.couchdb.user:ci`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ci', password }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) fail(`Verdaccio refused the publishing user: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  const host = REGISTRY.replace(/^http:/, '');
  writeFileSync(npmrc, `${host}:_authToken=${token}\n`);
}

/** Removes what pnpm's metadata cache (its default folder) holds for this registry: a folder per registry, named
 * after its host and port. */
function forgetRegistryMetadata() {
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  const host = new URL(REGISTRY).host.replace(':', '+');
  for (const dir of ['metadata-v1.3', 'metadata-full-v1.3', 'metadata-ff-v1.3'])
    rmSync(path.join(cache, 'pnpm', dir, host), { recursive: true, force: true });
}

/** A folder's files over HTTP on a free port, readable from any origin. */
async function serveFolder(folder) {
  const server = http.createServer((req, res) => {
    const file = path.join(folder, path.normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!file.startsWith(folder + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    res.writeHead(200, { 'Access-Control-Allow-Origin': '*' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

const registry = startRegistry();
const stop = () => registry.child.exitCode === null && registry.child.kill();
process.on('exit', stop);
// Stopped from outside (npm test's deadline): the registry stops too.
process.on('SIGTERM', () => fail('kit:check was stopped'));
try {
  await waitForRegistry(registry);
  await addUser();

  let started = Date.now();
  if (!values['no-build']) await buildKit();
  await publishKit(REGISTRY, env);
  timings.publishKit = Number(((Date.now() - started) / 1000).toFixed(1));

  await timed('scaffold', `Scaffold the ${NAME} remote outside the workspace`, process.execPath, [
    path.join(ROOT, 'scripts', 'newRemote.mjs'),
    NAME,
    '--out',
    remoteDir,
    '--registry',
    REGISTRY,
  ]);
  // A repository of its own: nothing of the workspace's (no lockfile of ours, its own node_modules); the @portal
  // packages from the local registry, the rest from npm's.
  const inRemote = { cwd: remoteDir };
  if (values.installer === 'pnpm') {
    // The same kit versions are published on every run with new contents: the metadata pnpm cached for this
    // registry on an earlier run would name the old tarballs' hashes.
    forgetRegistryMetadata();
    const [cmd, ...pre] = pnpmCommand();
    try {
      await timed(
        'install',
        "pnpm install (@portal from the local registry, the rest from npm's, the machine's store)",
        cmd,
        [...pre, 'install'],
        inRemote,
      );
    } finally {
      forgetRegistryMetadata();
    }
  } else
    await timed(
      'install',
      "npm install (@portal from the local registry, the rest from npm's)",
      'npm',
      ['install', '--no-audit', '--no-fund'],
      inRemote,
    );
  await timed('test', 'npm test (its page test)', 'npm', ['test', '--', '--ci'], inRemote);
  await timed('typecheck', "npm run typecheck (the kit's .d.ts)", 'npm', ['run', 'typecheck'], inRemote);
  await timed('build', 'npm run build (production)', 'npm', ['run', 'build'], inRemote);
  // Development (`npm run dev`'s build): the singletons are compiled in as fallbacks, the published packages'
  // ES modules and @portal/config's providers (its own copy) with them.
  await timed(
    'devBuild',
    'webpack --mode development (the singletons as fallbacks)',
    'npx',
    ['webpack', '--mode', 'development', '--output-path', devBuild],
    inRemote,
  );
  const chunks = readdirSync(devBuild);
  const missing = readdirSync(path.join(ROOT, 'providers'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((slug) => !chunks.some((file) => file.startsWith(`provider-${slug}-`)));
  if (missing.length) fail(`The development build has no chunk for the provider(s) ${missing.join(', ')}`);
  // The store's files served as its CDN would (the release command checks that every file it publishes is).
  const releases = await serveFolder(path.join(store, 'releases'));
  try {
    await timed(
      'publishRemote',
      'portal-release publish (the published @portal/release, to a folder store)',
      'npx',
      ['portal-release', 'publish', '--dist', 'dist', '--version', '0.1.0', '--store', store].concat([
        '--public-url',
        releases.url,
        '--by',
        'kit-check',
      ]),
      inRemote,
    );
  } finally {
    releases.server.close();
  }
  const remotes = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8'));
  if (!remotes[NAME]) fail(`The store's remotes.json has no ${NAME}: ${JSON.stringify(remotes)}`);

  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify({ remote: NAME, dir: remoteDir, timings }, null, 2)}\n`);
  console.log(
    `\nThe ${NAME} remote, outside the workspace, from the published kit: ${Object.entries(timings)
      .map(([label, s]) => `${label} ${s} s`)
      .join(', ')}`,
  );
} finally {
  stop();
  rmSync(path.join(work, 'verdaccio'), { recursive: true, force: true });
  rmSync(path.join(work, 'npm-cache'), { recursive: true, force: true });
}
