// What a local run of the built portal needs, whichever server serves the files (scripts/serve.mjs, Node;
// scripts/nginx.mjs, nginx): its profile and ports, the shell's run-time files (remotes.json and
// portal.config.json, written to .var/<profile>/), the remotes' deployed files and the local backend
// (shared/dev-api).
//   --profile e2e   ports + 100 (or + $E2E_PORT_OFFSET), own data folder, reset at start;
//                   bench: + 200 (or + $BENCH_PORT_OFFSET)
//   --port-offset N ports + N, whatever the profile
//   --production    a production portal (no environment in portal.config.json)
//   --no-api        without the local backend
//   --only <app>    one app alone (its name, folder or package name: payments, mfe-payments,
//                   @portal/mfe-payments): a remote's origin (its build and published versions), or the shell
//                   with the local backend; run one per terminal to restart one app without the others
// remotes.json is the deployment's (.var/<profile>/remotes.json, the store of the release commands): a server
// reads it and never writes it; scripts/localRemotes.mjs puts the local builds into it.
// A remote's origin serves a copy of its build (.var/<profile>/deployed/<remote>/), made by
// scripts/localRemotes.mjs when it declares that build in remotes.json, never its dist/ folder: building a remote
// again (which empties dist/, then writes files with other hashes) changes nothing any page loads until the build
// is declared (`pnpm remotes:local`) or published as a version (`pnpm remote:publish`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { APPS, API_PORT, ROOT } from './lib.mjs';
import { CONTRACT_ASSET, localEntry, localRemoteOrigins } from '../shared/federation/src/remotes.cjs';

/** The files a build writes last (its manifest and its declaration): a folder with both holds a finished build. */
const FINISHED = ['mf-manifest.json', CONTRACT_ASSET];
/** The files that differ between two builds of a remote (every other file's name carries its content hash). */
const IDENTITY = ['remoteEntry.js', ...FINISHED];

/** Whether `folder` holds a finished build of a remote (not one under way: webpack empties dist/ first). */
export const isBuilt = (folder) => FINISHED.every((file) => existsSync(path.join(folder, file)));

/** Whether two folders hold the same build of a remote. */
export const sameBuild = (a, b) =>
  IDENTITY.every((file) => {
    const [x, y] = [path.join(a, file), path.join(b, file)];
    return existsSync(x) && existsSync(y) && readFileSync(x).equals(readFileSync(y));
  });

/** The declaration a finished build in `folder` carries (remote-contract.json, without an address). */
export const declarationIn = (folder) => JSON.parse(readFileSync(path.join(folder, CONTRACT_ASSET), 'utf8'));

/** The app `name` names: its name in apps.json, its folder or its package's name. */
function appNamed(name) {
  const packageName = (app) => {
    const file = path.join(ROOT, app.dir, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).name : undefined;
  };
  const app = APPS.find((a) => name && [a.name, a.dir, packageName(a)].includes(name));
  if (!app)
    throw new Error(`--only ${name ?? ''}: not an app of apps.json (${APPS.map((a) => a.name).join(', ')})`);
  return app;
}

/** The run the command line asks for. */
export function localRun(args = process.argv.slice(2)) {
  const profile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : 'dev';
  const offset = args.includes('--port-offset')
    ? Number(args[args.indexOf('--port-offset') + 1])
    : ({
        e2e: Number(process.env.E2E_PORT_OFFSET) || 100,
        bench: Number(process.env.BENCH_PORT_OFFSET) || 200,
      }[profile] ?? 0);
  const varDir = path.join(ROOT, '.var', profile);
  mkdirSync(varDir, { recursive: true });
  const shell = APPS.find((a) => a.name === 'shell');
  const remoteApps = APPS.filter((a) => a.name !== 'shell').map((a) => ({
    ...a,
    dist: path.join(ROOT, a.dir, 'dist'),
    served: path.join(varDir, 'deployed', a.name),
    port: a.port + offset,
  }));
  return {
    profile,
    offset,
    /** The options that make this run's profile and ports, for a command to repeat. */
    where: [
      ...(profile === 'dev' ? [] : ['--profile', profile]),
      ...(args.includes('--port-offset') ? ['--port-offset', String(offset)] : []),
    ],
    /** The one app served (--only), or undefined for all of them. */
    only: args.includes('--only') ? appNamed(args[args.indexOf('--only') + 1]) : undefined,
    varDir,
    /** The remotes' deployed builds, deployed/<remote>/: what each remote's origin serves. */
    deployedDir: path.join(varDir, 'deployed'),
    production: args.includes('--production'),
    withApi: !args.includes('--no-api'),
    apiPort: API_PORT + offset,
    shellPort: shell.port + offset,
    shellDist: path.join(ROOT, 'shell', 'dist'),
    /** Every remote of apps.json, with its build (dist/), the folder its origin serves (`served`: the copy
     * of its build deployed when scripts/localRemotes.mjs declared it) and its port. */
    remoteApps,
    /** The remotes with a deployed build: the origins a local server runs. */
    remotes: remoteApps.filter((r) => isBuilt(r.served)),
    /** The remotes' published versions: releases/<remote>/<version>/, served at /<remote>/<version>/ on
     * the remote's origin. */
    releasesDir: path.join(varDir, 'releases'),
    remotesFile: path.join(varDir, 'remotes.json'),
    configFile: path.join(varDir, 'portal.config.json'),
  };
}

/** The local error and speed collector's project (the local backend keeps its reports under the run's data). */
export const HEALTH_PROJECT = '1';

/** The run's portal.config.json: the local API and IdPs, the local remotes' origins, and the local backend as
 * the collector of the pages' errors and vitals (healthDsn; its summary is the release commands' health source:
 * healthSummaryUrl). */
export function runtimeConfig(run) {
  return {
    ...(run.production ? {} : { environment: 'development' }),
    apiBaseUri: `http://localhost:${run.apiPort}/`,
    ...(run.withApi ? { healthDsn: `http://local@localhost:${run.apiPort}/${HEALTH_PROJECT}` } : {}),
    remoteOrigins: localRemoteOrigins(run.offset),
    auth: {
      // The local user pool's domain is an origin apart from its issuer's, as a Cognito pool's
      // (shared/dev-api/src/idp/provider.ts): the CSP's connect-src and form-action need it.
      cognito: {
        authority: `http://localhost:${run.apiPort}/idp/cognito`,
        signInOrigin: `http://127.0.0.1:${run.apiPort}`,
      },
      // The local directory's issuer carries its tenant, as Entra ID's (shared/dev-api/src/idp/vendors.ts).
      aad: {
        authority: `http://localhost:${run.apiPort}/idp/aad/3f6c2a9e-8d41-4b7a-9c0e-51d2a7b4e6aa/v2.0`,
      },
    },
  };
}

/** Where the local collector sums up the run's reports per remote, version and side (`remote:status --health`). */
export const healthSummaryUrl = (run) => `http://localhost:${run.apiPort}/api/${HEALTH_PROJECT}/health/`;

/** Writes the run's portal.config.json. remotes.json is never written here: it holds what was published. */
export function writeRuntimeFiles(run) {
  writeFileSync(run.configFile, JSON.stringify(runtimeConfig(run), null, 2) + '\n');
}

/** The command that declares the run's local builds in its remotes.json and deploys them. */
export const localRemotesCommand = (run) => ['node scripts/localRemotes.mjs', ...run.where].join(' ');

/**
 * What a server says about the run's remotes.json before it starts: an error when there is none (the shell
 * would have no remotes), and a warning for each remote declared at the root of its local origin with nothing
 * deployed there, and for each local build not deployed yet (a rebuild: its origin still serves the build
 * remotes.json declares). Published versions are left alone.
 */
export function remotesProblems(run) {
  const fix = `\`${localRemotesCommand(run)}\` puts the local builds into it (published versions are kept)`;
  const file = path.relative(ROOT, run.remotesFile);
  if (!existsSync(run.remotesFile)) return { error: `There is no ${file} yet: ${fix}.`, warnings: [] };
  const document = JSON.parse(readFileSync(run.remotesFile, 'utf8'));
  const warnings = [];
  for (const remote of run.remoteApps) {
    const declared = document[remote.name];
    if (declared && (declared.versions || declared.entry !== localEntry(remote.port))) continue;
    const deployed = isBuilt(remote.served);
    if (declared && !deployed)
      warnings.push(
        `${file} declares ${remote.name} at ${declared.entry}, where nothing is deployed: ${fix}.`,
      );
    else if (isBuilt(remote.dist) && !(deployed && sameBuild(remote.dist, remote.served)))
      warnings.push(
        `The build in ${remote.dir}/dist is not deployed (the origin of ${remote.name} serves what ${file} declares): ${fix}.`,
      );
  }
  return { warnings };
}

/** Starts the local backend (API and IdPs) for shells on `shellPorts`; `onExit(code)` when it stops. The API's
 * own node process (its package's start script, without pnpm and a shell between): stopping the server that
 * started it, or its whole process group (Playwright does), stops the API too. */
export function startApi(run, shellPorts, onExit) {
  const apiArgs = ['--port', String(run.apiPort), '--data', path.join(run.varDir, 'data')];
  if (run.profile !== 'dev') apiArgs.push('--reset');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...apiArgs], {
    cwd: path.join(ROOT, 'shared', 'dev-api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      SHELL_PORTS: shellPorts.filter(Boolean).join(','),
      // The providers published into this deployment sign in with their seed's accounts: the e2e fixtures' seeds.
      PUBLISHED_PROVIDERS: path.join(run.varDir, 'providers.json'),
      PROVIDER_SEEDS: [path.join(ROOT, 'providers'), path.join(ROOT, 'e2e', 'fixtures')].join(','),
    },
  });
  child.on('exit', onExit);
  return child;
}

/** The child processes of a local server: when one stops by itself, the others are stopped and the server
 * exits with 1; SIGINT and SIGTERM stop them all; they never outlive the server. The server exits once every
 * child has exited (one still running after 5 s is killed), so its ports are free when it is gone. */
export function supervise() {
  const children = [];
  let shuttingDown = false;
  const running = (child) => child.exitCode === null && child.signalCode === null;
  const shutdown = async (code = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const exits = children.filter(running).map((child) => new Promise((done) => child.once('exit', done)));
    for (const child of children) child.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const child of children.filter(running)) child.kill('SIGKILL');
    }, 5_000);
    await Promise.all(exits);
    clearTimeout(killer);
    process.exit(code);
  };
  process.on('exit', () => {
    for (const child of children) child.kill('SIGTERM');
  });
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  return {
    /** What to call when the child labelled `label` exits. */
    stopped: (label) => (code) => {
      if (shuttingDown) return;
      console.error(`${label} stopped (${code}); stopping`);
      shutdown(1);
    },
    add: (child) => children.push(child),
  };
}

/** Resolves once every port on this machine accepts a connection; rejects after `timeoutMs`. */
export async function portsOpen(ports, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const accepts = (port) =>
    new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.setTimeout(1_000);
      const done = (open) => {
        socket.destroy();
        resolve(open);
      };
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
      socket.once('timeout', () => done(false));
    });
  let waiting = [...ports];
  while (waiting.length) {
    const open = await Promise.all(waiting.map(accepts));
    waiting = waiting.filter((_, i) => !open[i]);
    if (!waiting.length) return;
    if (Date.now() > deadline)
      throw new Error(
        `nothing accepts connections on port ${waiting.join(', ')} after ${timeoutMs / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
