// How the portal's files are delivered: the caching rule of each kind of file, which addresses are files
// (a missing one is a 404) and which are the single-page app's routes (the HTML page), and the headers of a
// remote's files. scripts/serve.mjs applies these rules per request; the nginx configuration
// (./nginx.cjs, `pnpm serve:nginx`) is written from them, so both servers send the same.

/** A file whose name carries its content hash (webpack's `[name].[contenthash:8]`: chunks, assets and their
 * source maps): its address changes with its content, so it is cached for a year and never revalidated. Plain
 * regular-expression syntax that PCRE (nginx) reads the same. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[A-Za-z0-9]+(\.map)?$/;

/** An address that names a file (its last segment has an extension): served from the build, or a 404, never
 * the HTML page in its place (a chunk responded with HTML breaks the page in a confusing way). Every other
 * address is a route of the portal and gets the page. */
const FILE_ADDRESS = /\.[A-Za-z0-9]+$/;

/** A source map: never served, by the shell or a remote (a production build keeps its maps out of its dist/, in
 * dist-maps/ beside it, for the error collector; a map copied into a served folder by mistake is still a 404). */
const SOURCE_MAP = /\.map$/;

/** The shell's run-time files, written by the deployment (not by the build) and read by every page load:
 * providers.json (the providers published into the deployment) only on a host no provider of the build names. */
const RUNTIME_FILES = ['/remotes.json', '/portal.config.json', '/providers.json'];

/** A file of a published provider's version on the shell's origin (`pnpm provider:publish`): its document or one
 * of its SVG pictures, in `/providers/<slug>/<version>/`, a folder that never changes once published (the version
 * is a hash of its files), so cached for a year. A local run serves them from the releases folder of its data
 * folder (`.var/<profile>/releases/providers/…`). Nothing else of the store is served there. */
const PUBLISHED_PROVIDER_FILE =
  /^\/providers\/[a-z][a-z0-9-]*\/[0-9a-f]{12}\/(provider\.json|[a-z0-9-]+\.svg)$/;

/** The shell's service worker (its production build writes it at the root of dist/: its scope is the whole
 * portal). Plain-named and revalidated on every use, so a new build's worker is seen on the next page load. */
const SERVICE_WORKER_PATH = '/sw.js';

/** Cache-Control per kind of answer:
 * - hashed: a year, immutable (a new build has new names);
 * - revalidate: every use asks the server first (with the ETag it got): the plain-named files a new build or
 *   a deployment changes in place (remoteEntry.js, the shell's main.js and service worker, remotes.json,
 *   portal.config.json);
 * - page: the HTML page is never stored, it holds the nonce of its own answer. */
const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  page: 'no-store',
};

/** Cache-Control of the file at `pathname` (a file of a build or a run-time file; not the page). */
const cacheControlOf = (pathname) =>
  HASHED_FILE.test(pathname) || PUBLISHED_PROVIDER_FILE.test(pathname)
    ? CACHE_CONTROL.hashed
    : CACHE_CONTROL.revalidate;

/** Whether `pathname` names a file (a 404 when it is missing) rather than a route (the page). */
const isFileAddress = (pathname) => FILE_ADDRESS.test(pathname);

/** Whether `pathname` names a source map (always a 404). */
const isSourceMap = (pathname) => SOURCE_MAP.test(pathname);

/** The post-logout landing (the IdP comes back there after a sign-out), and what its response adds: the browser
 * clears the portal origin's storage (local storage, session storage, IndexedDB, caches) before the page
 * runs, so nothing a student left on a shared computer outlives the sign-out. */
const SIGN_OUT_PATH = '/signout';
const SIGN_OUT_HEADERS = { 'Clear-Site-Data': '"storage"' };

/** Where a remote's published versions are, on its own origin: `/<remote>/<version>/remoteEntry.js` and its
 * chunks, each version in a folder of its own that never changes once published (a new version is a new
 * folder). A local run serves them from the releases folder of its data folder (`.var/<profile>/releases/
 * <remote>/<version>/`, a copy of that version's dist). */
const releasePrefix = (remote) => `/${remote}/`;

/** Headers of every response of a remote's origin, a 404 too: its scripts load in CORS mode (checked against their
 * integrity hashes) from the shell's origin, so any origin may read them; a missing file's 404 says so to the
 * browser's console, which would otherwise report a CORS failure. */
const REMOTE_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

/** Content types of the files a build holds (the Node server's, sirv's, are the same). */
const CONTENT_TYPES = {
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain',
};

/** The precompressed copies a production build writes beside each text file it emits (never the HTML page: it
 * holds the nonce placeholder the server fills in per response), by content coding, in the servers' order of
 * preference: brotli (quality 11), then gzip. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The content codings of PRECOMPRESSED a request's Accept-Encoding allows, in the servers' order of preference
 * (br, then gzip): a coding named with a q-value above 0, or `*` above 0 when the coding is not named (RFC 9110
 * 12.5.3). An empty list: the file as it is (identity). */
function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return PRECOMPRESSED.map(({ encoding }) => encoding).filter(
    (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0,
  );
}

module.exports = {
  CACHE_CONTROL,
  CONTENT_TYPES,
  FILE_ADDRESS,
  HASHED_FILE,
  PRECOMPRESSED,
  PUBLISHED_PROVIDER_FILE,
  REMOTE_HEADERS,
  RUNTIME_FILES,
  SERVICE_WORKER_PATH,
  SIGN_OUT_HEADERS,
  SIGN_OUT_PATH,
  SOURCE_MAP,
  acceptedEncodings,
  cacheControlOf,
  isFileAddress,
  isSourceMap,
  releasePrefix,
};
