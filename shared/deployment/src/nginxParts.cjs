// The pieces of the portal's nginx configuration (./nginx.cjs): quoting, locations, a server's head, and the
// locations of the files the page includes by SSI (a published provider's frame, the live page headings).
const { CONTENT_TYPES, SOURCE_MAP } = require('./delivery.cjs');
const { NONCE_PLACEHOLDER } = require('./csp.cjs');
const { LIVE_HEADINGS_KEY } = require('./publishedFrame.cjs');

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

/** A server's address (with TLS when it has a certificate), its folder, its file types and its precompressed
 * copies: name.br to a client that takes brotli (with `brotli`), else name.gz to one that takes gzip, else the file
 * (gzip_vary's `Vary: Accept-Encoding` on each). */
const serverHead = (site, brotli) => [
  `listen ${site.listen}${site.tls ? ' ssl' : ''};`,
  ...(site.tls
    ? [`ssl_certificate ${site.tls.certificate};`, `ssl_certificate_key ${site.tls.certificateKey};`]
    : []),
  `server_name ${site.serverName ?? '_'};`,
  `root ${site.root};`,
  ...typesBlock(),
  ...(brotli ? ['brotli_static on;'] : []),
  'gzip_static on;',
  'gzip_vary on;',
];

/** A location whose file is not the build's as it is (the page, rewritten per response; a run-time file, rewritten
 * by a deployment): no precompressed copy is ever sent, it is gzipped as it is sent. */
const compressedAsSent = (brotli) => [
  'gzip on;',
  ...(brotli ? ['brotli_static off;'] : []),
  'gzip_static off;',
];

/** A location block. */
const location = (match, lines) => [`location ${match} {`, ...indent(lines, 1), '}'];

/** The plain-text 404 of a file that is not served, with `headers`. */
const notFound = (headers) => [
  'types { }',
  'default_type text/plain;',
  ...headers,
  'return 404 "Not found\\n";',
];

/** A source map is never served (before any other file location: nginx takes the first regex that matches). */
const noSourceMaps = (headers) => location(`~ ${regex(SOURCE_MAP)}`, notFound(headers));

/** The locations of what the page includes, for its SSI only (`internal`), their nonce placeholders filled in
 * the include: the live frame of the provider the host names (none, or no store: nothing, 204) and the store's
 * live page headings (none: 204, and the include's stub, the build's headings, stays). A published frame holds
 * the headings' include too. */
function includedLocations(shell, security) {
  const nonce = [
    `sub_filter ${quoted(NONCE_PLACEHOLDER)} ${quoted(NONCE_VARIABLE, { nonce: true })};`,
    'sub_filter_once off;',
  ];
  const fromStore = (fallback, more = []) =>
    shell.releases
      ? [`root ${shell.releases};`, `try_files $uri ${fallback};`, ...nonce, ...more]
      : ['return 204;'];
  return [
    "# The live frame of the provider the host names, for the page's include only; none: nothing.",
    ...location(`~ "^/providers/[^/]*/frame\\.html$"`, [
      'internal;',
      ...fromStore('@noframe', ['ssi on;']),
      ...security,
    ]),
    ...location('@noframe', [...security, 'return 204;']),
    "# The store's live page headings, for the page's include only; none: nothing (the page's own stay).",
    ...location(`= /${LIVE_HEADINGS_KEY}`, ['internal;', ...fromStore('@noframe'), ...security]),
  ];
}

module.exports = {
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
};
