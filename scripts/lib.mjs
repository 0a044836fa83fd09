// Helpers shared by the workspace scripts (start, test, serve, bench). Plain Node: they run before install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import registry from '../shared/federation/src/apps.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';

/** The apps that exist (the shell and the built remotes), with their federation names and dev ports: from
 * apps.json, the one registry of apps (webpack configs, e2e, the bench and Lingui read it too). */
export const APPS = registry.apps();
export const API_PORT = registry.apiPort();
/** The provider slugs: one folder each in providers/ holding its document, provider.json (the registry's). */
export const SLUGS = readdirSync(path.join(ROOT, 'providers'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'providers', entry.name, 'provider.json')),
  )
  .map((entry) => entry.name)
  .sort();

/** pnpm, pinned: the global one when it is the right major, else through npx. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

export async function step(title, cmd, args, options) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const code = await run(cmd, args, options);
  console.log(`${code === 0 ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return code;
}

export async function pnpm(title, args, options) {
  const [cmd, ...pre] = pnpmCommand();
  return step(title, cmd, [...pre, ...args], options);
}

export function fail(message) {
  console.error(`\n✘ ${message}`);
  process.exit(1);
}

/** Debian's Chromium, and the flags it runs with on this kind of machine (no sandbox, no GPU, no network of its own). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's chromium through Playwright (from the e2e package), with those flags. */
export async function launchChromium() {
  const { createRequire } = await import('node:module');
  const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
