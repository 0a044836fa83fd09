// Serves production builds of the shell and every built remote, plus the local backend (shared/dev-api).
//   node scripts/serve.mjs                 ports 3000 (shell), 3001-3005 (remotes), 4000 (API + IdPs)
//   node scripts/serve.mjs --profile e2e   the same + 100 (or + $E2E_PORT_OFFSET), own data folder, reset at start
//   --gzip                                 serves gzipped files (written beside the built ones, level 6)
//   --production                           a production portal (no environment in portal.config.json):
//                                          no /edit/config, no /dev/forms, integrity required of every remote
// The shell's responses carry the portal's Content-Security-Policy and security headers
// (shared/federation/src/csp.cjs), with a fresh nonce in every HTML page.
// The shell's remotes.json and portal.config.json are written to .var/<profile>/ from the ports and
// read on every request, so a remote can be moved by editing remotes.json alone.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import sirv from 'sirv';
import { APPS, API_PORT, ROOT, SLUGS } from './lib.mjs';
import { localRemoteOrigins, localRemotesDocument } from '../shared/federation/src/remotes.cjs';
import { newNonce, securityHeaders, withNonce } from '../shared/federation/src/csp.cjs';

const args = process.argv.slice(2);
const profile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : 'dev';
const offset = { e2e: Number(process.env.E2E_PORT_OFFSET) || 100, bench: 200 }[profile] ?? 0;
const withApi = !args.includes('--no-api');
const gzip = args.includes('--gzip');
const production = args.includes('--production');
// --single-bundle PORT: also serve bench/single-bundle/dist (the shell and remotes as one ordinary build).
const singleBundlePort = args.includes('--single-bundle')
  ? Number(args[args.indexOf('--single-bundle') + 1])
  : undefined;
const varDir = path.join(ROOT, '.var', profile);
mkdirSync(varDir, { recursive: true });

const shell = APPS.find((a) => a.name === 'shell');
const remotes = APPS.filter(
  (a) => a.name !== 'shell' && existsSync(path.join(ROOT, a.dir, 'dist', 'mf-manifest.json')),
);
const apiPort = API_PORT + offset;
const shellPort = shell.port + offset;

const remotesFile = path.join(varDir, 'remotes.json');
const configFile = path.join(varDir, 'portal.config.json');
// The deployment's base declarations with every built remote published into it (pnpm remote:publish does
// the same for a real deployment).
writeFileSync(remotesFile, JSON.stringify(localRemotesDocument({ offset }), null, 2) + '\n');
writeFileSync(
  configFile,
  JSON.stringify(
    {
      ...(production ? {} : { environment: 'development' }),
      apiBaseUri: `http://localhost:${apiPort}/`,
      remoteOrigins: localRemoteOrigins(offset),
      auth: {
        cognito: { authority: `http://localhost:${apiPort}/idp/cognito` },
        // The local directory's issuer carries its tenant, as Entra ID's (shared/dev-api/src/idp/vendors.ts).
        aad: { authority: `http://localhost:${apiPort}/idp/aad/3f6c2a9e-8d41-4b7a-9c0e-51d2a7b4e6aa/v2.0` },
      },
    },
    null,
    2,
  ) + '\n',
);

const children = [];
function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`${label} could not listen on ${port}: ${error.message}`)),
    );
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

/** With --gzip: a level-6 gzipped copy beside every text file of a build, as a web server would send it. */
function precompress(dist) {
  if (!gzip) return;
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css|html|json|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 6 }));
  }
}

/** A remote's dist: static, cacheable by content hash, readable from any origin (it is loaded as script). */
function serveRemote(dir, port) {
  precompress(path.join(ROOT, dir, 'dist'));
  const files = sirv(path.join(ROOT, dir, 'dist'), {
    dev: false,
    etag: true,
    gzip,
    setHeaders: (res, pathname) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (/\.(json)$/.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  return listen(
    http.createServer((req, res) =>
      files(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      }),
    ),
    port,
    dir,
  );
}

/** The shell's dist as a single-page app, with the run-time files read fresh from .var/<profile>/. Every
 * response carries the security headers of the current portal.config.json; the HTML page gets a fresh nonce. */
function serveShell(port, dist = path.join(ROOT, 'shell', 'dist')) {
  precompress(dist);
  const files = sirv(dist, { dev: false, etag: true, gzip });
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const runtime = { '/remotes.json': remotesFile, '/portal.config.json': configFile };
  return listen(
    http.createServer((req, res) => {
      const nonce = newNonce();
      const headers = securityHeaders({ nonce, config: JSON.parse(readFileSync(configFile, 'utf8')) });
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const pathname = new URL(req.url, 'http://x').pathname;
      const file = runtime[pathname];
      if (file) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(readFileSync(file));
        return;
      }
      // The page itself, and any address that is not a file (a route of the portal): never cached, it
      // holds the nonce.
      const page = () => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(withNonce(html, nonce));
      };
      if (pathname === '/' || pathname === '/index.html') page();
      else files(req, res, page);
    }),
    port,
    'shell',
  );
}

function startApi() {
  const apiArgs = ['--port', String(apiPort), '--data', path.join(varDir, 'data')];
  if (profile !== 'dev') apiArgs.push('--reset');
  // The API's own node process (its package's start script, without pnpm and a shell between): stopping this
  // server, or its whole process group (Playwright does), stops the API too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...apiArgs], {
    cwd: path.join(ROOT, 'shared', 'dev-api'),
    stdio: 'inherit',
    env: { ...process.env, SHELL_PORTS: [shellPort, singleBundlePort].filter(Boolean).join(',') },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!shuttingDown) {
      console.error(`dev-api stopped (${code}); stopping`);
      shutdown(1);
    }
  });
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  console.error('The shell is not built: run `pnpm build` first (npm start does it for you).');
  process.exit(1);
}
if (withApi) startApi();
await serveShell(shellPort);
for (const r of remotes) await serveRemote(r.dir, r.port + offset);
if (singleBundlePort) await serveShell(singleBundlePort, path.join(ROOT, 'bench', 'single-bundle', 'dist'));

console.log(`\nStudent portal (${profile}) is up:`);
console.log(`  shell       http://localhost:${shellPort}/  — or a provider's host, e.g.`);
for (const slug of SLUGS) console.log(`                http://${slug}.localhost:${shellPort}/`);
for (const r of remotes)
  console.log(`  ${r.name.padEnd(11)} http://localhost:${r.port + offset}/remoteEntry.js`);
if (withApi) console.log(`  API + IdPs  http://localhost:${apiPort}/ (demo accounts are listed above)`);
console.log(`  remotes.json: ${path.relative(ROOT, remotesFile)}\n`);
