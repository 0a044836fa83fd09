// Serves production builds of the shell and every deployed remote, plus the local backend (shared/dev-api).
//   node scripts/serve.mjs                 ports 3000 (shell), 3001-3005 (remotes), 4000 (API + IdPs)
//   node scripts/serve.mjs --profile e2e   the same + 100 (or + $E2E_PORT_OFFSET), own data folder, reset at start
//   --compress (or --gzip)                 serves a file's brotli copy to a client that takes br, else its gzipped
//                                          copy to one that takes gzip (the build's name.br and name.gz, or
//                                          written beside the built ones for a file the build did not compress),
//                                          and gzips the page and the run-time files (remotes.json,
//                                          portal.config.json) as it sends them, as nginx does
//   --production                           a production portal (no environment in portal.config.json):
//                                          no /edit/config, no /dev/forms, integrity required of every remote
//   --only <app>                           one app alone: a remote's origin, or the shell with the backend
//                                          (each app's own `serve` script: `pnpm --filter <its package> serve`)
// The shell's responses carry the portal's Content-Security-Policy and security headers
// (shared/deployment/src/csp.cjs), with a fresh nonce in every HTML page (and the frame of the published provider
// its host names, and the store's live page headings, shared/deployment/src/publishedFrame.cjs); every file its
// caching rule and a
// missing file or a source map a 404 (shared/deployment/src/delivery.cjs). scripts/nginx.mjs serves the same
// with nginx. Plain http: no Strict-Transport-Security (scripts/nginx.mjs sends it for an https deployment).
// The shell's portal.config.json is written to .var/<profile>/ from the ports; its remotes.json is the
// deployment's (.var/<profile>/remotes.json, what the release commands publish into; scripts/localRemotes.mjs
// puts the local builds in it): never written here. Both are read on every request. Each remote's origin serves
// the copy of its build deployed when remotes.json declared it (.var/<profile>/deployed/<remote>/, by
// scripts/localRemotes.mjs), never its dist/: a new build is seen once it is declared or published.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import sirv from 'sirv';
import { ROOT, SLUGS } from './lib.mjs';
import {
  localRemotesCommand,
  localRun,
  remotesProblems,
  startApi,
  supervise,
  writeRuntimeFiles,
} from './localRun.mjs';
import { PRECOMPRESSED_FILE } from '@portal/federation';
import {
  acceptedEncodings,
  hostProvider,
  newNonce,
  publishedFrameKey,
  readLiveHeadings,
  securityHeaders,
  withNonce,
  withPageHeadings,
  withPublishedFrame,
} from '@portal/deployment';
import {
  CACHE_CONTROL,
  PUBLISHED_PROVIDER_FILE,
  REMOTE_HEADERS,
  SIGN_OUT_HEADERS,
  SIGN_OUT_PATH,
  cacheControlOf,
  isFileAddress,
  isSourceMap,
  releasePrefix,
} from '@portal/deployment';

const args = process.argv.slice(2);
let run;
try {
  run = localRun(args);
} catch (error) {
  console.error(`✘ ${error.message}`);
  process.exit(2);
}
const { profile, apiPort, shellPort, remotesFile, configFile, only } = run;
/** What this server serves: every built app, or the one --only names. */
const servesShell = !only || only.name === 'shell';
const remotes = run.remotes.filter((r) => !only || r.name === only.name);
const withApi = run.withApi && servesShell;
const compress = args.includes('--compress') || args.includes('--gzip');
// --single-bundle PORT: also serve bench/single-bundle/dist (the shell and remotes as one ordinary build).
const singleBundlePort = args.includes('--single-bundle')
  ? Number(args[args.indexOf('--single-bundle') + 1])
  : undefined;

if (only && only.name !== 'shell' && !remotes.length) {
  // Its origin serves the build deployed when remotes.json declared it, never its dist/.
  const build = `pnpm --filter ./${only.dir} build`;
  console.error(
    `✘ ${only.name} has no build deployed in ${path.relative(ROOT, run.deployedDir)}/: \`${build}\`, ` +
      `then \`${localRemotesCommand(run)}\` declares and deploys it.`,
  );
  process.exit(1);
}
if (servesShell) {
  const { error, warnings } = remotesProblems(run);
  if (error) {
    console.error(`✘ ${error}`);
    process.exit(1);
  }
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  writeRuntimeFiles(run);
}

const children = supervise();
function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`${label} could not listen on ${port}: ${error.message}`)),
    );
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

/** How a file the build did not compress is compressed here: brotli at quality 11 as the build does, gzip at
 * level 6 as a web server would. */
const COMPRESS = {
  '.br': (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  '.gz': (body) => gzipSync(body, { level: 6 }),
};

/** With --compress: a brotli and a gzipped copy beside every text file of a build (never the HTML page: it is
 * rewritten per response) that has none newer than itself (the production build writes its own), as a web server
 * would send them. A copy that would not be at most 90 % of the file is not written (as the build does). */
function precompress(dist) {
  if (!compress) return;
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PRECOMPRESSED_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    for (const [suffix, compressed] of Object.entries(COMPRESS)) {
      const copy = `${file}${suffix}`;
      if (existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs) continue;
      const body = readFileSync(file);
      const small = compressed(body);
      if (small.length <= body.length * 0.9) writeFileSync(copy, small);
    }
  }
}

/** sirv (with --compress) sends a file's .br copy, else its .gz, else the file, reading `br` or `gzip` anywhere in
 * the request's Accept-Encoding: the header as the codings it allows (`br;q=0` allows none), for sirv to read. */
function negotiate(req) {
  if (compress) req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ');
}

/** With --compress, `body` gzipped (level 6) for a client that takes gzip, as nginx compresses the page and the
 * run-time files as it sends them: the body and the headers to add. */
function gzipAsSent(req, body) {
  if (!compress) return { body, headers: {} };
  if (!acceptedEncodings(req.headers['accept-encoding']).includes('gzip'))
    return { body, headers: { Vary: 'Accept-Encoding' } };
  return {
    body: gzipSync(body, { level: 6 }),
    headers: { Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip' },
  };
}

/** The file's own 404: a missing file is never responded with the HTML page (a chunk that is HTML breaks the
 * page in a confusing way). */
function notFound(res) {
  res.removeHeader('Cache-Control');
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found\n');
}

/** A remote's deployed files (its build as declared, not its dist/): static, cacheable by content hash, readable
 * from any origin (it is loaded as script; a 404 too, so the browser's console says 404, not CORS). Its published
 * versions beside them, at /<remote>/<version>/ (from the releases folder). Both folders are read on every
 * request: a build is deployed, and a version added, while the server runs. Never a source map. */
function serveRemote(folder, port, label, name) {
  precompress(folder);
  const files = sirv(folder, { dev: true, etag: true, gzip: compress, brotli: compress });
  const releases = sirv(run.releasesDir, { dev: true, etag: true, gzip: compress, brotli: compress });
  return listen(
    http.createServer((req, res) => {
      const pathname = new URL(req.url, 'http://x').pathname;
      for (const [header, value] of Object.entries(REMOTE_HEADERS)) res.setHeader(header, value);
      if (isSourceMap(pathname)) {
        notFound(res);
        return;
      }
      // Before sirv: its 304 answers carry the rule too.
      res.setHeader('Cache-Control', cacheControlOf(pathname));
      const from = pathname.startsWith(releasePrefix(name)) ? releases : files;
      negotiate(req);
      from(req, res, () => notFound(res));
    }),
    port,
    label,
  );
}

/** A run-time file read fresh on every request, revalidated by the browser every time (its ETag is its
 * content's hash: an unchanged file is a 304). With --compress, gzipped as it is sent to a client that accepts it,
 * as nginx does (scripts/nginx.mjs): remotes.json is read before the first render. Never a precompressed copy: a
 * deployment rewrites these files. */
function sendRuntimeFile(req, res, file) {
  const plain = readFileSync(file);
  const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
  // (A local server's reading of If-None-Match: one exact tag.)
  const { body, headers: encoding } = gzipAsSent(req, plain);
  // Each encoding its own tag (one representation's tag never validates the other's).
  const etag = encoding['Content-Encoding'] ? `"${hash}-gzip"` : `"${hash}"`;
  const headers = {
    'Content-Type': 'application/json',
    'Cache-Control': CACHE_CONTROL.revalidate,
    ETag: etag,
    ...(encoding.Vary ? { Vary: encoding.Vary } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, ...encoding });
  res.end(body);
}

/** The shell's dist as a single-page app, with the run-time files read fresh from .var/<profile>/. Every
 * response carries the security headers of the current portal.config.json; the HTML page gets a fresh nonce.
 * An address that names a file is that file or a 404; any other address is a route: the page. */
function serveShell(port, dist = run.shellDist) {
  precompress(dist);
  const files = sirv(dist, { dev: false, etag: true, gzip: compress, brotli: compress });
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const runtime = {
    '/remotes.json': remotesFile,
    '/portal.config.json': configFile,
    '/providers.json': path.join(run.varDir, 'providers.json'),
  };
  // Published providers' versions (pnpm provider:publish), /providers/<slug>/<version>/…, from the store.
  const releases = sirv(run.releasesDir, { dev: true, etag: true, gzip: compress, brotli: compress });
  /** The live frame of the published provider the host names, read on every request (none: undefined). */
  const publishedFrame = (req) => {
    const slug = hostProvider(req.headers.host);
    const file = slug && path.join(run.releasesDir, publishedFrameKey(slug));
    return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  return listen(
    http.createServer((req, res) => {
      const nonce = newNonce();
      const headers = securityHeaders({ nonce, config: JSON.parse(readFileSync(configFile, 'utf8')) });
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const pathname = new URL(req.url, 'http://x').pathname;
      const file = runtime[pathname];
      if (file) {
        if (existsSync(file)) sendRuntimeFile(req, res, file);
        else notFound(res);
        return;
      }
      // The page itself, and any address that is not a file (a route of the portal): never stored, it
      // holds the nonce, the host's published frame and the live page headings; with --compress gzipped as it
      // is sent.
      const page = () => {
        const framed = withPublishedFrame(html, publishedFrame(req));
        const filled = withNonce(withPageHeadings(framed, readLiveHeadings(run.releasesDir)), nonce);
        const { body, headers: encoding } = gzipAsSent(req, Buffer.from(filled));
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': CACHE_CONTROL.page,
          ...(pathname === SIGN_OUT_PATH ? SIGN_OUT_HEADERS : {}),
          ...encoding,
        });
        res.end(body);
      };
      if (pathname === '/' || pathname === '/index.html') page();
      else if (isSourceMap(pathname)) notFound(res);
      else if (PUBLISHED_PROVIDER_FILE.test(pathname)) {
        res.setHeader('Cache-Control', cacheControlOf(pathname));
        negotiate(req);
        releases(req, res, () => notFound(res));
      } else {
        // Before sirv: its 304 answers carry the rule too.
        res.setHeader('Cache-Control', cacheControlOf(pathname));
        negotiate(req);
        files(req, res, () => (isFileAddress(pathname) ? notFound(res) : page()));
      }
    }),
    port,
    'shell',
  );
}

if (servesShell && !existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  console.error('The shell is not built: run `pnpm build` first (npm start does it for you).');
  process.exit(1);
}
if (withApi) children.add(startApi(run, [shellPort, singleBundlePort], children.stopped('dev-api')));
if (servesShell) await serveShell(shellPort);
for (const r of remotes) await serveRemote(r.served, r.port, r.dir, r.name);
if (singleBundlePort) await serveShell(singleBundlePort, path.join(ROOT, 'bench', 'single-bundle', 'dist'));

console.log(`\nStudent portal (${profile}${only ? `, ${only.name} alone` : ''}) is up:`);
if (servesShell) {
  console.log(`  shell       http://localhost:${shellPort}/  — or a provider's host, e.g.`);
  for (const slug of SLUGS) console.log(`                http://${slug}.localhost:${shellPort}/`);
}
for (const r of remotes) console.log(`  ${r.name.padEnd(11)} http://localhost:${r.port}/remoteEntry.js`);
if (withApi) console.log(`  API + IdPs  http://localhost:${apiPort}/ (demo accounts are listed above)`);
if (servesShell) console.log(`  remotes.json: ${path.relative(ROOT, remotesFile)}`);
console.log('');
