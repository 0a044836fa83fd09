// The portal's nginx configuration (Debian's nginx 1.22), written from the same rules the Node server applies:
// the security headers and Content-Security-Policy of csp.cjs, the caching rules, file addresses and remote
// headers of delivery.cjs. Nothing here is written twice: change a rule there and both servers follow.
// `pnpm serve:nginx` (scripts/nginx.mjs) writes it for a local run; docs/deploying.md explains it.
const {
  CACHE_CONTROL,
  FILE_ADDRESS,
  HASHED_FILE,
  REMOTE_HEADERS,
  PUBLISHED_PROVIDER_FILE,
  RUNTIME_FILES,
  SERVICE_WORKER_PATH,
  SIGN_OUT_HEADERS,
  SIGN_OUT_PATH,
  releasePrefix,
} = require('./delivery.cjs');
const { NONCE_PLACEHOLDER, STRICT_TRANSPORT_SECURITY, securityHeaders } = require('./csp.cjs');
const { FRAME_PROVIDER_VARIABLE } = require('./publishedFrame.cjs');
const {
  NONCE_VARIABLE,
  addHeaders,
  compressedAsSent,
  includedLocations,
  indent,
  location,
  noSourceMaps,
  notFound,
  quoted,
  regex,
  serverHead,
} = require('./nginxParts.cjs');

/** Where Debian's libnginx-mod-http-brotli-static puts the module that sends a build's name.br copies
 * (`brotli_static`); Debian's own nginx.conf loads it from /etc/nginx/modules-enabled/, a standalone one names it. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The file of the shell's security headers, beside the server blocks (every location of the shell includes it:
 * nginx gives a location the add_header lines of its server only when it has none of its own). */
const SECURITY_HEADERS_FILE = 'portal-security-headers.conf';

/**
 * The deployment's configuration files by name: `portal.conf`, the server blocks (an nginx `http` block includes
 * it), and the shell's security headers it includes from `dir`.
 * @param {object} o
 * @param {string} o.dir            the folder both files are written to
 * @param {object} o.config         the deployment's portal.config.json (its API, sign-in and remote origins go
 *                                  into the Content-Security-Policy: write the configuration again after
 *                                  changing them, then `nginx -s reload`)
 * @param {{ listen: string|number, serverName?: string, root: string, runtimeDir: string, releases?: string, tls?: Tls }} o.shell
 *        the shell: its dist folder, the folder of its run-time files (remotes.json, portal.config.json,
 *        providers.json) and, when given, the store's releases folder (published providers' versions,
 *        `providers/<slug>/<version>/`)
 * @param {{ name: string, listen: string|number, serverName?: string, root: string, releases?: string, tls?: Tls }[]} o.remotes
 *        each remote: its own origin, serving its deployed files, and its published versions
 *        (`/<name>/<version>/…`) from `releases`/<name>/<version>/ when given
 * @param {boolean} [o.https]  the public origins are https with TLS ended in front of nginx (a load balancer or
 *        CDN): every response carries Strict-Transport-Security, as a server with `tls` does
 * @param {boolean} [o.brotli]  the builds' name.br copies are sent to a client that takes brotli
 *        (`brotli_static on`: the nginx that runs it loads Debian's libnginx-mod-http-brotli-static,
 *        BROTLI_STATIC_MODULE); false: gzip only, for an nginx without the module
 * @typedef {{ certificate: string, certificateKey: string }} Tls  a server's TLS certificate and key files: it
 *        listens with TLS (`listen <port> ssl`)
 */
function portalConf({ dir, config, shell, remotes, https = false, brotli = true }) {
  // The shell's headers on every response: a fresh nonce per request, the same value as in its page.
  const headersFile = [
    "# The shell's security headers (the Content-Security-Policy from portal.config.json), on every answer.",
    ...addHeaders(securityHeaders({ nonce: NONCE_VARIABLE, config, https: https || Boolean(shell.tls) }), {
      always: true,
      nonce: true,
    }),
    '',
  ].join('\n');
  const security = [`include ${dir}/${SECURITY_HEADERS_FILE};`];
  const cache = (value) => [`add_header Cache-Control ${quoted(value)} always;`];
  // A missing file: a short text 404, never the page.
  const missing = (headers) => location('@missing', notFound(headers));
  // The HTML page: the placeholder replaced by this response's nonce; gzipped as it is sent (a precompressed
  // copy would hold the placeholder), never stored, never a 304.
  const page = [
    'charset utf-8;',
    ...compressedAsSent(brotli),
    "# The host's published provider's frame and the live page headings (SSI includes): ./publishedFrame.cjs.",
    'ssi on;',
    `sub_filter ${quoted(NONCE_PLACEHOLDER)} ${quoted(NONCE_VARIABLE, { nonce: true })};`,
    'sub_filter_once off;',
    'if_modified_since off;',
    'etag off;',
    ...security,
    ...cache(CACHE_CONTROL.page),
  ];
  // What the page includes: the host's published provider's frame, the live page headings.
  const included = includedLocations(shell, security);
  const shellServer = [
    '# The provider a host names (its first label, when it is a slug; else "-"), for the page\'s published frame.',
    `map $host ${FRAME_PROVIDER_VARIABLE} {`,
    '    "~^(?<portal_provider_slug>[a-z][a-z0-9-]*)\\." $portal_provider_slug;',
    '    default "-";',
    '}',
    '',
    '# The shell: its dist folder as a single-page app, with the security headers on every answer.',
    'server {',
    ...indent(
      [
        ...serverHead(shell, brotli),
        '',
        '# A source map: never served (the build keeps its maps out of dist/, for the error collector).',
        ...noSourceMaps(security),
        ...included,
        '# Every route of the portal: the page.',
        ...location('/', ['try_files /index.html =404;', ...page]),
        ...location('= /index.html', page),
        "# The post-logout landing: the page, and the browser clears the origin's storage first.",
        ...location(`= ${SIGN_OUT_PATH}`, [
          'try_files /index.html =404;',
          ...page,
          ...addHeaders(SIGN_OUT_HEADERS, { always: true }),
        ]),
        '',
        "# The deployment's run-time files: revalidated on every use; gzipped as they are sent (a team's publish",
        '# rewrites remotes.json, with no precompressed copy: it is read before the first render, ~20 KB as text).',
        ...RUNTIME_FILES.flatMap((file) =>
          location(`= ${file}`, [
            `alias ${shell.runtimeDir}${file};`,
            ...compressedAsSent(brotli),
            'gzip_types application/json;',
            'gzip_comp_level 6;',
            ...security,
            ...cache(CACHE_CONTROL.revalidate),
          ]),
        ),
        '',
        "# The service worker: revalidated on every use (a new build's worker is seen on the next page load).",
        ...location(`= ${SERVICE_WORKER_PATH}`, [
          'try_files $uri @missing;',
          ...security,
          ...cache(CACHE_CONTROL.revalidate),
        ]),
        ...(shell.releases
          ? [
              "# A published provider's version (its document and pictures), /providers/<slug>/<version>/…: a",
              '# folder that never changes, cached for a year.',
              ...location(`~ ${regex(PUBLISHED_PROVIDER_FILE)}`, [
                `root ${shell.releases};`,
                'try_files $uri @missing;',
                ...security,
                ...cache(CACHE_CONTROL.hashed),
              ]),
            ]
          : []),
        '# Files named by their content hash: cached for a year. Other files: revalidated. A missing file: 404.',
        ...location(`~ ${regex(HASHED_FILE)}`, [
          'try_files $uri @missing;',
          ...security,
          ...cache(CACHE_CONTROL.hashed),
        ]),
        ...location(`~ ${regex(FILE_ADDRESS)}`, [
          'try_files $uri @missing;',
          ...security,
          ...cache(CACHE_CONTROL.revalidate),
        ]),
        ...missing(security),
      ],
      1,
    ),
    '}',
  ];
  // A remote's origin: every response readable from any origin (a 404 too, so the console says 404, not CORS).
  const remoteServer = (remote) => {
    const headers = addHeaders(
      {
        ...REMOTE_HEADERS,
        ...(https || remote.tls ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
      },
      { always: true },
    );
    // Its files: no source map; hashed ones for a year, the others revalidated.
    const files = (rest) => [
      ...noSourceMaps(headers),
      ...location(`~ ${regex(HASHED_FILE)}`, [
        'try_files $uri @missing;',
        ...headers,
        ...cache(CACHE_CONTROL.hashed),
      ]),
      ...rest(['try_files $uri @missing;', ...headers, ...cache(CACHE_CONTROL.revalidate)]),
    ];
    return [
      `# The ${remote.name} remote: its deployed files, readable from any origin.`,
      'server {',
      ...indent(
        [
          ...serverHead(remote, brotli),
          ...files((others) => location('/', others)),
          ...(remote.releases
            ? [
                '# Its published versions, /<remote>/<version>/…: each in a folder of its own, never changed.',
                ...location(`^~ ${releasePrefix(remote.name)}`, [
                  `root ${remote.releases};`,
                  ...files((others) => others),
                ]),
              ]
            : []),
          ...missing(headers),
        ],
        1,
      ),
      '}',
    ];
  };
  return {
    'portal.conf':
      [...shellServer, ...remotes.flatMap((remote) => ['', ...remoteServer(remote)])].join('\n') + '\n',
    [SECURITY_HEADERS_FILE]: headersFile,
  };
}

/**
 * A whole nginx.conf that runs the portal's servers unprivileged in the foreground, everything it writes in
 * `prefix` (its pid, temporary files and access log); errors go to standard error.
 * @param {{ prefix: string, include: string, user?: string, modules?: string[] }} o  include: the server blocks'
 *        file; modules: the dynamic modules' files it loads (BROTLI_STATIC_MODULE for `brotli_static`)
 */
function standaloneConf({ prefix, include, user, modules = [] }) {
  return [
    '# Runs the portal in the foreground: nginx -p <prefix> -c <this file> -e stderr',
    ...modules.map((file) => `load_module ${file};`),
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    'error_log stderr warn;',
    ...(user ? [`user ${user};`] : []),
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    ...indent(
      [
        `access_log ${prefix}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `${kind}_temp_path ${prefix}/tmp/${kind};`,
        ),
        'sendfile on;',
        'server_tokens off;',
        `include ${include};`,
      ],
      1,
    ),
    '}',
    '',
  ].join('\n');
}

module.exports = {
  BROTLI_STATIC_MODULE,
  NONCE_VARIABLE,
  SECURITY_HEADERS_FILE,
  portalConf,
  standaloneConf,
};
