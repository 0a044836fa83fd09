// The local servers as a deployment's operations team and a remote's team run them, on a profile and ports of
// their own (the e2e ports + 50): a restart of either server, and a print of nginx's configuration, keep every
// published version in remotes.json (a server reads it and never writes it); a remote's own `serve` script serves
// that remote alone, the build deployed when it was declared (scripts/localRemotes.mjs), never its dist/.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import apps from '../../apps.json';
import { E2E_PORT_OFFSET } from '../support/ports';
import { ROOT, publishBuild } from '../support/remoteBuild';

const run = promisify(execFile);
const OFFSET = E2E_PORT_OFFSET + 50;
const SHELL = `http://localhost:${apps.shell.port + OFFSET}`;
const PAYMENTS = `http://localhost:${apps.remotes.payments.port + OFFSET}`;
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

test.describe.configure({ mode: 'serial' });

/** Starts a local server (a command in the repository) in a process group of its own; resolves once it says
 * it is up, with its output so far and a stop that ends the group. */
async function start(command: string, args: string[]) {
  const child: ChildProcess = spawn(command, args, { cwd: ROOT, detached: true, stdio: 'pipe' });
  let said = '';
  child.stdout!.on('data', (chunk) => (said += String(chunk)));
  child.stderr!.on('data', (chunk) => (said += String(chunk)));
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await stopped;
  };
  try {
    await expect.poll(() => said, { timeout: 60_000 }).toMatch(/is up|✘|stopped/);
    expect(said).toContain('is up');
  } catch (error) {
    await stop();
    throw new Error(`${command} ${args.join(' ')} did not start:\n${said}\n${(error as Error).message}`);
  }
  return { said: () => said, stop };
}

/** Whether anything answers at `url` (a server that is not running refuses the connection). */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  );

test('a restart of either server and a print of the nginx configuration keep every published version', async () => {
  test.setTimeout(240_000);
  const profile = 'restart-check';
  const where = ['--profile', profile, '--port-offset', String(OFFSET)];
  const store = path.join(ROOT, '.var', profile);
  const remotesFile = path.join(store, 'remotes.json');
  rmSync(store, { recursive: true, force: true });
  let server: Awaited<ReturnType<typeof start>> | undefined;
  try {
    await run(process.execPath, ['scripts/localRemotes.mjs', ...where], { cwd: ROOT });
    // A version published while the Node server runs (the release command checks it is served).
    server = await start(process.execPath, ['scripts/serve.mjs', ...where, '--no-api']);
    await publishBuild('mfe-payments/dist', remotesFile, { version: '1.0.0', publicUrl: `${PAYMENTS}/` });
    await server.stop();
    const published = readFileSync(remotesFile, 'utf8');
    expect(JSON.parse(published).payments).toMatchObject({ live: '1.0.0', previous: ['unversioned'] });

    // The Node server again: the same remotes.json, served as it is.
    server = await start(process.execPath, ['scripts/serve.mjs', ...where, '--no-api']);
    expect(readFileSync(remotesFile, 'utf8')).toBe(published);
    expect(await (await fetch(`${SHELL}/remotes.json`)).text()).toBe(published);
    await server.stop();

    // nginx's configuration, printed as the README says to read it.
    const { stdout } = await run(process.execPath, ['scripts/nginx.mjs', ...where, '--print'], { cwd: ROOT });
    expect(stdout).toContain('# portal.conf');
    expect(readFileSync(remotesFile, 'utf8')).toBe(published);

    // nginx started twice (a restart picks up a new remote origin for the CSP).
    test.skip(!existsSync(NGINX), `nginx is not installed (${NGINX})`);
    for (const _ of [1, 2]) {
      server = await start(process.execPath, ['scripts/nginx.mjs', ...where, '--no-api']);
      expect(readFileSync(remotesFile, 'utf8')).toBe(published);
      expect(JSON.parse(await (await fetch(`${SHELL}/remotes.json`)).text())).toEqual(JSON.parse(published));
      await server.stop();
    }
  } finally {
    await server?.stop();
    rmSync(store, { recursive: true, force: true });
  }
});

test("a remote's own serve script serves that remote alone, on its port", async () => {
  test.setTimeout(120_000);
  const where = ['--profile', 'only-check', '--port-offset', String(OFFSET)];
  rmSync(path.join(ROOT, '.var', 'only-check'), { recursive: true, force: true });
  // Its origin serves the build deployed when remotes.json declared it: nothing before `pnpm remotes:local`.
  // (A server that starts instead is stopped after 30 s.)
  const refused = await run(process.execPath, ['scripts/serve.mjs', '--only', 'payments', ...where], {
    cwd: ROOT,
    timeout: 30_000,
  }).then(
    () => '',
    (error: { stderr: string }) => error.stderr,
  );
  expect(refused).toContain('payments has no build deployed in .var/only-check/deployed/');
  expect(refused).toContain(`node scripts/localRemotes.mjs ${where.join(' ')}`);
  await run(process.execPath, ['scripts/localRemotes.mjs', ...where], { cwd: ROOT });
  // What the team runs in its remote's folder: `pnpm serve` there is `serve.mjs --only <its package>`.
  const server = await start('pnpm', ['--filter', '@portal/mfe-payments', 'run', 'serve', ...where]);
  try {
    const entry = await fetch(`${PAYMENTS}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(server.said()).toContain('payments alone');
    // Not the shell, not the other remotes, not the local backend.
    expect(await answers(`${SHELL}/`)).toBe(false);
    expect(await answers(`http://localhost:${apps.remotes.profile.port + OFFSET}/remoteEntry.js`)).toBe(
      false,
    );
    expect(await answers(`http://localhost:${apps.api.port + OFFSET}/v1/metadata`)).toBe(false);
  } finally {
    await server.stop();
    rmSync(path.join(ROOT, '.var', 'only-check'), { recursive: true, force: true });
  }
});
