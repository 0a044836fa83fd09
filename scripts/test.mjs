// `npm test`: every check, from a fresh machine. Installs what it needs (pnpm, dependencies, Debian's
// chromium, nginx and its brotli module when missing), then lint, typecheck, unit/component tests (beside them, in
// the background, a remote outside the workspace built and tested from the kit published to a local registry:
// scripts/kitCheck.mjs, `npm test kit` alone), production builds, and the Playwright end-to-end suite against the
// Node server in Debian's chromium-headless-shell (the same Chromium
// release, built headless: a quarter less CPU per test), then its nginx subset against nginx in the full browser,
// /usr/bin/chromium (`npm test e2e:nginx` runs that subset alone).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, fail, pnpm, pnpmCommand, step } from './lib.mjs';

const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);
mkdirSync(path.join(ROOT, '.var'), { recursive: true });

/** Installs a Debian package when `program` is missing (as root; otherwise says the one command to run). */
async function ensureDebian(program, pkg) {
  if (existsSync(program)) return;
  if (process.getuid?.() !== 0)
    fail(`${pkg} is missing: run \`sudo apt-get install -y ${pkg}\`, then npm test again.`);
  // A policy-rc.d that says 101 (unless the machine has its own): a package with a service (nginx) installs
  // without starting it.
  const install =
    'own=; if [ ! -e /usr/sbin/policy-rc.d ]; then ' +
    "printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && own=1; fi; " +
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}; ` +
    'code=$?; [ -z "$own" ] || rm -f /usr/sbin/policy-rc.d; exit $code';
  if ((await step(`Install Debian ${pkg}`, 'sh', ['-c', install])) !== 0) fail(`Installing ${pkg} failed`);
}
const KIT_TITLE =
  'A remote outside the workspace, from the kit published to a local registry (pnpm kit:check)';
/** How long the kit's check may take (1 min 43 s measured on the busy 2-core machine:
 * its install takes the @portal packages from the local registry and the rest from the machine's pnpm store). */
const KIT_DEADLINE_MS = 10 * 60_000;

/** Starts `pnpm kit:check` in the background, its output in .var/kit/check.log; resolves with its exit code. */
function startKitCheck() {
  console.log(`\n▶ ${KIT_TITLE}, in the background`);
  const log = path.join(ROOT, '.var', 'kit', 'check.log');
  mkdirSync(path.dirname(log), { recursive: true });
  const out = openSync(log, 'w');
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'kitCheck.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
  });
  let late = false;
  const deadline = setTimeout(() => {
    late = true;
    child.kill();
  }, KIT_DEADLINE_MS);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code: code ?? 1, late, seconds: (Date.now() - started) / 1000, log });
    });
  });
}

const ensureChromium = () => ensureDebian('/usr/bin/chromium', 'chromium');
const ensureHeadlessShell = () => ensureDebian('/usr/bin/chromium-headless-shell', 'chromium-headless-shell');

if ((await pnpm('Install dependencies', ['install', '--frozen-lockfile'])) !== 0) fail('pnpm install failed');
if ((await pnpm('Extract and compile messages', ['run', 'i18n'])) !== 0) fail('Message catalogs failed');
// A remote in a repository of its own, from the published kit (scripts/kitCheck.mjs): it runs beside lint,
// typecheck and the unit tests; the e2e suite then opens it in the shell.
const kit = wants('e2e') || only.includes('kit') ? startKitCheck() : undefined;

if (wants('lint') && (await pnpm('Lint', ['run', 'lint'])) !== 0) fail('Lint failed');
if (wants('typecheck') && (await pnpm('Typecheck', ['run', 'typecheck'])) !== 0) fail('Typecheck failed');

let unit = { passed: 0, failed: 0 };
if (wants('unit')) {
  const out = path.join(ROOT, '.var', 'jest.json');
  const code = await pnpm('Unit and component tests (Jest)', [
    'exec',
    'jest',
    '--ci',
    '--json',
    `--outputFile=${out}`,
  ]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    unit = { passed: r.numPassedTests, failed: r.numFailedTests };
  }
  if (code !== 0) fail('Unit tests failed');
}

if (kit) {
  const { code, late, seconds, log } = await kit;
  console.log(`\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`);
  console.log(`${code === 0 ? '✔' : '✘'} ${KIT_TITLE} (${seconds.toFixed(1)} s; its log: ${log})`);
  if (late)
    fail(`${KIT_TITLE} did not finish within ${KIT_DEADLINE_MS / 60_000} minutes (stopped; its log: ${log})`);
  if (code !== 0) fail(`${KIT_TITLE} failed`);
}

/** A Playwright run's counts, from its JSON report. */
function counts(report) {
  if (!existsSync(report)) return { passed: 0, failed: 0, flaky: 0 };
  const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, flaky: s.flaky ?? 0 };
}
const add = (a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  flaky: a.flaky + b.flaky,
});
/** `playwright test` in the e2e package, with one retry (a test that passes only on it is reported as flaky). */
const playwright = (title, args, report, env = {}) =>
  pnpm(title, ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', ...args], {
    env: { E2E_RETRIES: '1', ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });

const NGINX_TITLE =
  'End-to-end tests behind nginx (the delivery, sign-in, provider, route, CSP and remote release specs)';
/** The nginx subset has a profile and ports of its own (.var/e2e-nginx/, the Node suite's ports + 50): it runs
 * beside the Node suite's one-at-a-time part, one test at a time too, so that two browsers run at once as in the
 * first part. Its output goes to .var/e2e-nginx.log, printed when it ends. */
function startNginxSubset() {
  console.log(`\n▶ ${NGINX_TITLE}, in the background`);
  const log = path.join(ROOT, '.var', 'e2e-nginx.log');
  const out = openSync(log, 'w');
  const report = path.join(ROOT, '.var', 'playwright-nginx.json');
  rmSync(report, { force: true });
  const [cmd, ...pre] = pnpmCommand();
  const started = Date.now();
  const args = ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--output=test-results/nginx'];
  const child = spawn(cmd, [...pre, ...args], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      E2E_RETRIES: '1',
      ...process.env,
      E2E_SERVER: 'nginx',
      E2E_WORKERS: '1',
      E2E_PROFILE: 'e2e-nginx',
      E2E_PORT_OFFSET: String((Number(process.env.E2E_PORT_OFFSET) || 100) + 50),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      console.log(`\n${readFileSync(log, 'utf8')}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✘'} ${NGINX_TITLE} (${seconds} s; its log: ${log})`);
      resolve({ code: code ?? (signal ? 1 : 0), result: counts(report) });
    });
  });
}

const withNginx = wants('e2e') || only.includes('e2e:nginx');
if (withNginx && (await pnpm('Production builds', ['run', 'build'])) !== 0) fail('The build failed');

// The Node suite in two parts (e2e/playwright.config.ts): the pages, two spec files side by side; then, on a fresh
// server, the keyboard walks and the @deployment tests, one at a time, while the nginx subset runs beside them.
let e2e = { passed: 0, failed: 0, flaky: 0 };
if (wants('e2e')) {
  await ensureHeadlessShell();
  const report = path.join(ROOT, '.var', 'playwright.json');
  const code = await playwright(
    'End-to-end tests (Playwright, chromium-headless-shell): the pages',
    ['--project=pages'],
    report,
  );
  e2e = counts(report);
  // The field vitals the pages reported to the local collector (.var/e2e/data), p75 per route: a regression shows
  // in this table. (The next part starts from the seed again.)
  await pnpm('Field vitals of the end-to-end run (pnpm vitals)', ['run', '--silent', 'vitals']);
  if (code !== 0) fail(`End-to-end tests failed (${e2e.passed} passed, ${e2e.failed} failed)`);
}

let nginx = { passed: 0, failed: 0, flaky: 0 };
if (withNginx) {
  await ensureChromium();
  await ensureDebian('/usr/sbin/nginx', 'nginx');
  // nginx's brotli_static module (the builds' .br copies), loaded by the configuration scripts/nginx.mjs writes.
  await ensureDebian(
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    'libnginx-mod-http-brotli-static',
  );
  const behindNginx = startNginxSubset();
  let tail = 0;
  if (wants('e2e')) {
    const report = path.join(ROOT, '.var', 'playwright-tail.json');
    tail = await playwright(
      'End-to-end tests (Playwright, chromium-headless-shell): the keyboard walks, then the @deployment tests',
      ['--project=keyboard', '--project=deployment', '--no-deps', '--output=test-results/tail'],
      report,
      // One at a time: a deployment test changes what every page loads.
      { E2E_WORKERS: '1' },
    );
    e2e = add(e2e, counts(report));
  }
  const { code, result } = await behindNginx;
  nginx = result;
  if (tail !== 0) fail(`End-to-end tests failed (${e2e.passed} passed, ${e2e.failed} failed)`);
  if (code !== 0)
    fail(`End-to-end tests behind nginx failed (${nginx.passed} passed, ${nginx.failed} failed)`);
}

// The kit's temporary folder (its remote, with its node_modules), once the e2e suite has opened the remote.
const kitReport = path.join(ROOT, '.var', 'kit', 'outside.json');
if (kit && existsSync(kitReport))
  rmSync(path.dirname(JSON.parse(readFileSync(kitReport, 'utf8')).dir), { recursive: true, force: true });

console.log(
  `\nJest ${unit.passed} passed, Playwright ${e2e.passed} passed` +
    (e2e.flaky ? ` (${e2e.flaky} only on their retry: flaky, see .var/playwright.json)` : '') +
    `, behind nginx ${nginx.passed} passed` +
    (nginx.flaky ? ` (${nginx.flaky} only on their retry: see .var/playwright-nginx.json).` : '.'),
);
console.log(
  `${unit.passed + e2e.passed + nginx.passed} passed, ${unit.failed + e2e.failed + nginx.failed} failed`,
);
