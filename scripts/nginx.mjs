// Serves the production builds of the shell and every deployed remote with nginx (Debian's package), exactly as
// a provider's web server would, plus the local backend (shared/dev-api): the same ports, run-time files and
// options as scripts/serve.mjs (--profile e2e, --production, --no-api), with nginx in place of Node.
//   node scripts/nginx.mjs [--profile e2e] [--production] [--no-api]
//   node scripts/nginx.mjs --print        prints the configuration files and stops (writes nothing)
//   --https                               the public origins are https (TLS ended in front of nginx, as a
//                                         production deployment has): every response also sends
//                                         Strict-Transport-Security
// The configuration is written to .var/<profile>/nginx/ (portal.conf: the server blocks, and the shell's
// security headers they include; nginx.conf: a standalone main file that runs them in the foreground, unprivileged, with everything it writes there) from
// shared/deployment/src/nginx.cjs. Its Content-Security-Policy is computed from portal.config.json when it is
// written: start this again after changing the API, sign-in or remote origins. remotes.json (the deployment's,
// read by nginx on every request) is never written here: a restart keeps every published version. Each remote's
// origin serves the copy of its build deployed when remotes.json declared it (.var/<profile>/deployed/<remote>/,
// by scripts/localRemotes.mjs), never its dist/. The builds' brotli copies (name.br) are sent with Debian's
// libnginx-mod-http-brotli-static, loaded by the written nginx.conf ($NGINX_BROTLI_MODULE for another file); without
// it, gzip only, and a warning says how to install it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SLUGS, fail } from './lib.mjs';
import {
  localRun,
  remotesProblems,
  runtimeConfig,
  portsOpen,
  startApi,
  supervise,
  writeRuntimeFiles,
} from './localRun.mjs';
import { BROTLI_STATIC_MODULE, portalConf, standaloneConf } from '@portal/deployment';

const args = process.argv.slice(2);
const run = localRun(args);
/** Debian's nginx, or $NGINX. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** The brotli_static module's file, when it is installed. */
const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? BROTLI_STATIC_MODULE;
const brotli = existsSync(BROTLI_MODULE);

if (!existsSync(path.join(run.shellDist, 'index.html')))
  fail('The shell is not built: run `pnpm build` first.');
const print = args.includes('--print');

const prefix = path.join(run.varDir, 'nginx');
const files = portalConf({
  dir: prefix,
  config: runtimeConfig(run),
  shell: { listen: run.shellPort, root: run.shellDist, runtimeDir: run.varDir, releases: run.releasesDir },
  remotes: run.remotes.map((r) => ({
    name: r.name,
    listen: r.port,
    root: r.served,
    releases: run.releasesDir,
  })),
  https: args.includes('--https'),
  brotli,
});
if (print) {
  for (const [name, text] of Object.entries(files)) process.stdout.write(`# ${name}\n${text}\n`);
  process.exit(0);
}
const { error, warnings } = remotesProblems(run);
if (error) fail(error);
for (const warning of warnings) console.warn(`warning: ${warning}`);
writeRuntimeFiles(run);
if (!brotli)
  console.warn(
    `warning: nginx's brotli module is not installed (${BROTLI_MODULE}): serving gzip only. ` +
      "`apt-get install -y libnginx-mod-http-brotli-static` (or set NGINX_BROTLI_MODULE) sends the builds' .br copies.",
  );
if (!existsSync(NGINX))
  fail(`nginx is not installed (${NGINX}): run \`apt-get install -y nginx\` (or set NGINX).`);

mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(prefix, name), text);
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  standaloneConf({
    prefix,
    include: path.join(prefix, 'portal.conf'),
    // As root (a container, CI), the workers keep root's access to the checkout instead of nginx's `nobody`.
    user: process.getuid?.() === 0 ? 'root' : undefined,
    modules: brotli ? [BROTLI_MODULE] : [],
  }),
);
const nginxArgs = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'];
const check = spawnSync(NGINX, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
if (check.status !== 0) fail('nginx refused the configuration (above)');

const children = supervise();

if (run.withApi) children.add(startApi(run, [run.shellPort], children.stopped('dev-api')));
const nginx = spawn(NGINX, nginxArgs, { stdio: 'inherit' });
nginx.on('exit', children.stopped('nginx'));
children.add(nginx);
// "is up" once nginx accepts connections on every port it serves (its workers bind them after the start).
await portsOpen([run.shellPort, ...run.remotes.map((r) => r.port)]).catch((error) =>
  fail(`nginx: ${error.message}`),
);

console.log(`\nStudent portal (${run.profile}) is up behind nginx:`);
console.log(`  shell       http://localhost:${run.shellPort}/  — or a provider's host, e.g.`);
for (const slug of SLUGS.slice(0, 2))
  console.log(`                http://${slug}.localhost:${run.shellPort}/`);
for (const r of run.remotes) console.log(`  ${r.name.padEnd(11)} http://localhost:${r.port}/remoteEntry.js`);
if (run.withApi) console.log(`  API + IdPs  http://localhost:${run.apiPort}/`);
console.log(`  configuration: ${path.relative(ROOT, prefix)}/portal.conf\n`);
