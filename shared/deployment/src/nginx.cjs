// The portal's nginx configuration (Debian's nginx 1.22), written from the same rules the Node server applies:
// the security headers and Content-Security-Policy of csp.cjs, the caching rules, file addresses and remote
// headers of delivery.cjs. Nothing here is written twice: change a rule there and both servers follow.
// `pnpm serve:nginx` (scripts/nginx.mjs) writes it for a local run; docs/deploying.md explains it.
const {
  CONTENT_TYPES,
  CACHE_CONTROL,
  FILE_ADDRESS,
  HASHED_FILE,
  REMOTE_HEADERS,
  RUNTIME_FILES,
  SIGN_OUT_HEADERS,
  SIGN_OUT_PATH,
  releasePrefix,
} = require('./delivery.cjs');
const { NONCE_PLACEHOLDER, securityHeaders } = require('./csp.cjs');

/** nginx's per-request random id (128 bits, hex): the nonce of one response, in its header and its page. */
const NONCE_VARIABLE = '$request_id';

/** `value` as a quoted nginx string. Only the nonce may be a variable: a `$` or backslash from the
 * deployment's configuration (an origin never has one), or both kinds of quote, is refused rather than read by
 * nginx. */
function quoted(value, { nonce = false } = {}) {
  const marker = '\u0000nonce\u0000';
  const text = nonce ? value.split(NONCE_VARIABLE).join(marker) : value;
  if (/[\\$\n]/.test(text) || (text.includes('"') && text.includes("'")))
    throw new Error(`not allowed in an nginx header: ${JSON.stringify(value)}`);
  // A value holding double quotes (Clear-Site-Data's "storage") goes in single quotes.
  const quote = text.includes('"') ? "'" : '"';
  return `${quote}${text.split(marker).join(NONCE_VARIABLE)}${quote}`;
}

const indent = (lines, depth) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));

/** add_header lines; `always` also on error responses (a 404). */
const addHeaders = (headers, { always = false, nonce = false } = {}) =>
  Object.entries(headers).map(
    ([name, value]) => `add_header ${name} ${quoted(value, { nonce })}${always ? ' always' : ''};`,
  );

const regex = (pattern) => `"${pattern.source}"`;

/** The content types of a build's files (the same as the Node server's). */
const typesBlock = () => [
  'types {',
  ...indent(
    Object.entries(
      Object.entries(CONTENT_TYPES).reduce((byType, [ext, type]) => {
        (byType[type] ??= []).push(ext);
        return byType;
      }, {}),
    ).map(([type, exts]) => `${type} ${exts.join(' ')};`),
    1,
  ),
  '}',
  'default_type application/octet-stream;',
];

/** A server's address, its folder, its file types and its precompressed copies. */
const serverHead = (site) => [
  `listen ${site.listen};`,
  `server_name ${site.serverName ?? '_'};`,
  `root ${site.root};`,
  ...typesBlock(),
  'gzip_static on;',
  'gzip_vary on;',
];

/** A location block. */
const location = (match, lines) => [`location ${match} {`, ...indent(lines, 1), '}'];

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
 * @param {{ listen: string|number, serverName?: string, root: string, runtimeDir: string }} o.shell
 *        the shell: its dist folder and the folder of its run-time files (remotes.json, portal.config.json)
 * @param {{ name: string, listen: string|number, serverName?: string, root: string, releases?: string }[]} o.remotes
 *        each remote: its own origin, serving its dist folder, and its published versions
 *        (`/<name>/<version>/…`) from `releases`/<name>/<version>/ when given
 */
function portalConf({ dir, config, shell, remotes }) {
  // The shell's headers on every response: a fresh nonce per request, the same value as in its page.
  const headersFile = [
    "# The shell's security headers (the Content-Security-Policy from portal.config.json), on every answer.",
    ...addHeaders(securityHeaders({ nonce: NONCE_VARIABLE, config }), { always: true, nonce: true }),
    '',
  ].join('\n');
  const security = [`include ${dir}/${SECURITY_HEADERS_FILE};`];
  const cache = (value) => [`add_header Cache-Control ${quoted(value)} always;`];
  // A missing file: a short text 404, never the page.
  const missing = (headers) =>
    location('@missing', ['types { }', 'default_type text/plain;', ...headers, 'return 404 "Not found\\n";']);
  // The HTML page: the placeholder replaced by this response's nonce; gzipped as it is sent (a precompressed
  // copy would hold the placeholder), never stored, never a 304.
  const page = [
    'charset utf-8;',
    'gzip on;',
    'gzip_static off;',
    `sub_filter ${quoted(NONCE_PLACEHOLDER)} ${quoted(NONCE_VARIABLE, { nonce: true })};`,
    'sub_filter_once off;',
    'if_modified_since off;',
    'etag off;',
    ...security,
    ...cache(CACHE_CONTROL.page),
  ];
  const shellServer = [
    '# The shell: its dist folder as a single-page app, with the security headers on every answer.',
    'server {',
    ...indent(
      [
        ...serverHead(shell),
        '',
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
            'gzip on;',
            'gzip_static off;',
            'gzip_types application/json;',
            'gzip_comp_level 6;',
            ...security,
            ...cache(CACHE_CONTROL.revalidate),
          ]),
        ),
        '',
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
  // A remote's files: hashed ones for a year, the others revalidated, all readable from any origin.
  const remoteFiles = () => [
    ...location(`~ ${regex(HASHED_FILE)}`, [
      'try_files $uri @missing;',
      ...addHeaders(REMOTE_HEADERS),
      ...cache(CACHE_CONTROL.hashed),
    ]),
    'try_files $uri @missing;',
    ...addHeaders(REMOTE_HEADERS),
    ...cache(CACHE_CONTROL.revalidate),
  ];
  const remoteServer = (remote) => [
    `# The ${remote.name} remote: its dist folder, readable from any origin.`,
    'server {',
    ...indent(
      [
        ...serverHead(remote),
        ...location(`~ ${regex(HASHED_FILE)}`, [
          'try_files $uri @missing;',
          ...addHeaders(REMOTE_HEADERS),
          ...cache(CACHE_CONTROL.hashed),
        ]),
        ...location('/', [
          'try_files $uri @missing;',
          ...addHeaders(REMOTE_HEADERS),
          ...cache(CACHE_CONTROL.revalidate),
        ]),
        ...(remote.releases
          ? [
              '# Its published versions, /<remote>/<version>/…: each in a folder of its own, never changed.',
              ...location(`^~ ${releasePrefix(remote.name)}`, [`root ${remote.releases};`, ...remoteFiles()]),
            ]
          : []),
        ...missing([]),
      ],
      1,
    ),
    '}',
  ];
  return {
    'portal.conf':
      [...shellServer, ...remotes.flatMap((remote) => ['', ...remoteServer(remote)])].join('\n') + '\n',
    [SECURITY_HEADERS_FILE]: headersFile,
  };
}

/**
 * A whole nginx.conf that runs the portal's servers unprivileged in the foreground, everything it writes in
 * `prefix` (its pid, temporary files and access log); errors go to standard error.
 * @param {{ prefix: string, include: string, user?: string }} o  include: the server blocks' file
 */
function standaloneConf({ prefix, include, user }) {
  return [
    '# Runs the portal in the foreground: nginx -p <prefix> -c <this file> -e stderr',
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

module.exports = { NONCE_VARIABLE, SECURITY_HEADERS_FILE, portalConf, standaloneConf };
