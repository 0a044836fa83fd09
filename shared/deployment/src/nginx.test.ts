/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-require-imports */
const { contentSecurityPolicy } = require('./csp.cjs') as {
  contentSecurityPolicy: (o: { nonce: string; config: object }) => string;
};
const { acceptedEncodings, cacheControlOf, isFileAddress, isSourceMap } = require('./delivery.cjs') as {
  acceptedEncodings: (header: string | undefined) => string[];
  cacheControlOf: (pathname: string) => string;
  isFileAddress: (pathname: string) => boolean;
  isSourceMap: (pathname: string) => boolean;
};
const { BROTLI_STATIC_MODULE, portalConf, standaloneConf } = require('./nginx.cjs') as {
  BROTLI_STATIC_MODULE: string;
  portalConf: (o: object) => { 'portal.conf': string; 'portal-security-headers.conf': string };
  standaloneConf: (o: object) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const config = {
  apiBaseUri: 'https://api.example.edu/',
  remoteOrigins: ['https://cdn.example.edu'],
  auth: { cognito: { authority: 'https://login.example.edu/pool' } },
};
const files = (overrides: object = {}) =>
  portalConf({
    dir: '/etc/nginx/portal',
    config,
    shell: { listen: 443, serverName: '*.portal.example', root: '/srv/shell', runtimeDir: '/srv/runtime' },
    remotes: [{ name: 'payments', listen: 8443, root: '/srv/payments' }],
    ...overrides,
  });

it('hashed files are kept a year; plain-named and run-time files are revalidated', () => {
  expect(cacheControlOf('/905.f6bffdfe.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlOf('/assets/figtree-latin-400-normal.28d8df97.woff2')).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(cacheControlOf('/905.f6bffdfe.js.map')).toBe('public, max-age=31536000, immutable');
  for (const plain of ['/main.js', '/remoteEntry.js', '/remotes.json', '/304.383f07eb.js.LICENSE.txt'])
    expect(cacheControlOf(plain)).toBe('no-cache');
});

it('an address with an extension is a file (a 404 when missing); any other is a route (the page)', () => {
  expect(isFileAddress('/905.deadbeef.js')).toBe(true);
  expect(isFileAddress('/assets/logo.svg')).toBe(true);
  for (const route of ['/', '/case/support/general', '/enrol/course', '/error/404', '/v1.2/route'])
    expect(isFileAddress(route)).toBe(false);
});

it("the shell's headers file holds the policy csp.cjs computes, with nginx's per-request nonce", () => {
  const headers = files()['portal-security-headers.conf'];
  const csp = contentSecurityPolicy({ nonce: '$request_id', config });
  expect(headers).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
  // The page gets the same nonce in place of its placeholder.
  expect(files()['portal.conf']).toContain('sub_filter "%CSP_NONCE%" "$request_id";');
});

it('every location of the shell includes the headers (nginx drops inherited add_header lines otherwise)', () => {
  const shell = files()['portal.conf'].split('# The payments remote')[0]!;
  const locations = shell.split(/\n\s*location /).slice(1);
  expect(locations.length).toBeGreaterThan(5);
  for (const block of locations)
    expect(block).toContain('include /etc/nginx/portal/portal-security-headers.conf;');
});

it('hashed files are matched before other files; a missing file is a plain-text 404, not the page', () => {
  const conf = files()['portal.conf'];
  expect(conf.indexOf('location ~ "\\.[0-9a-f]{8}')).toBeLessThan(
    conf.indexOf('location ~ "\\.[A-Za-z0-9]+$"'),
  );
  expect(conf).toContain('return 404 "Not found\\n";');
  expect(conf).toMatch(/server_name \*\.portal\.example;/);
  expect(conf).toMatch(/root \/srv\/payments;[\s\S]*add_header Access-Control-Allow-Origin "\*" always;/);
});

it('the run-time files are gzipped as they are sent (no precompressed copy of a file a publish rewrites)', () => {
  const conf = files()['portal.conf'];
  for (const file of ['/remotes.json', '/portal.config.json']) {
    const block = conf.split(`location = ${file} {`)[1]!.split('\n    }')[0]!;
    expect(block).toContain(`alias /srv/runtime${file};`);
    expect(block).toContain('gzip on;');
    expect(block).toContain('gzip_static off;');
    expect(block).toContain('gzip_types application/json;');
    expect(block).toContain('gzip_comp_level 6;');
    expect(block).toContain('add_header Cache-Control "no-cache" always;');
  }
});

it('the service worker, /sw.js at the root, is revalidated on every use, with the security headers', () => {
  const conf = files()['portal.conf'];
  const worker = conf.split('location = /sw.js {')[1]!.split('\n    }')[0]!;
  expect(worker).toContain('try_files $uri @missing;');
  expect(worker).toContain('add_header Cache-Control "no-cache" always;');
  expect(worker).toContain('include /etc/nginx/portal/portal-security-headers.conf;');
});

it('the post-logout landing is the page with Clear-Site-Data "storage" and the security headers', () => {
  const conf = files()['portal.conf'];
  const signout = conf.split('location = /signout {')[1]!.split('\n    }')[0]!;
  expect(signout).toContain('try_files /index.html =404;');
  expect(signout).toContain(`add_header Clear-Site-Data '"storage"' always;`);
  expect(signout).toContain('include /etc/nginx/portal/portal-security-headers.conf;');
  expect(signout).toContain('sub_filter "%CSP_NONCE%" "$request_id";');
  // Only there: another route keeps the student's storage.
  expect(conf.match(/Clear-Site-Data/g)).toHaveLength(1);
});

it("a remote's published versions are served from its releases folder, hashed files for a year", () => {
  const conf = files({
    remotes: [{ name: 'payments', listen: 8443, root: '/srv/payments', releases: '/srv/releases' }],
  })['portal.conf'];
  const releases = conf.split('location ^~ /payments/ {')[1]!;
  expect(releases).toMatch(/^\s*root \/srv\/releases;/);
  expect(releases).toMatch(
    /location ~ "\\.\[0-9a-f\]\{8\}[^{]*\{[^}]*Access-Control-Allow-Origin "\*" always;[^}]*max-age=31536000, immutable/,
  );
  expect(releases).toMatch(/add_header Cache-Control "no-cache" always;/);
  // Without a releases folder, no such location.
  expect(files()['portal.conf']).not.toContain('location ^~ /payments/');
});

/** The body of the first `location <match> {` block after `from` in `conf` (nested blocks included). */
const block = (conf: string, match: string, from = 0) => {
  const start = conf.indexOf(`location ${match} {`, from);
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = conf.indexOf('{', start); i < conf.length; i += 1) {
    if (conf[i] === '{') depth += 1;
    if (conf[i] === '}' && --depth === 0) return conf.slice(start, i + 1);
  }
  throw new Error(`unclosed location ${match}`);
};
const MAPS = 'location ~ "\\.map$"';
const HASHED = 'location ~ "\\.[0-9a-f]{8}';

it('never serves a source map: a 404 before any file location, on the shell, a remote and its versions', () => {
  expect(isSourceMap('/main.js.map')).toBe(true);
  expect(isSourceMap('/payments/1.0.0/905.f6bffdfe.js.map')).toBe(true);
  expect(isSourceMap('/main.js')).toBe(false);
  const conf = files({
    remotes: [{ name: 'payments', listen: 8443, root: '/srv/payments', releases: '/srv/releases' }],
  })['portal.conf'];
  const [shell, remote] = conf.split('# The payments remote') as [string, string];
  const releases = block(remote, '^~ /payments/');
  for (const server of [shell, remote.replace(releases, ''), releases]) {
    expect(server.indexOf(MAPS)).toBeGreaterThan(-1);
    expect(server.indexOf(MAPS)).toBeLessThan(server.indexOf(HASHED));
    expect(block(server, '~ "\\.map$"')).toContain('return 404 "Not found\\n";');
  }
  expect(block(shell, '~ "\\.map$"')).toContain('include /etc/nginx/portal/portal-security-headers.conf;');
});

it("a remote's every response, a 404 too, is readable from any origin (the console says 404, not CORS)", () => {
  const remote = files({
    remotes: [{ name: 'payments', listen: 8443, root: '/srv/payments', releases: '/srv/releases' }],
  })['portal.conf'].split('# The payments remote')[1]!;
  expect(block(remote, '@missing')).toContain('add_header Access-Control-Allow-Origin "*" always;');
  expect(block(remote, '~ "\\.map$"')).toContain('add_header Access-Control-Allow-Origin "*" always;');
  expect(remote.match(/add_header Access-Control-Allow-Origin "\*";/g)).toBeNull();
});

it('HSTS on every response where the deployment is https (TLS at nginx, or ended in front of it); never over http', () => {
  const hsts = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';
  const plain = files();
  expect(plain['portal-security-headers.conf']).not.toContain('Strict-Transport-Security');
  expect(plain['portal.conf']).not.toContain('Strict-Transport-Security');
  expect(plain['portal.conf']).toContain('listen 443;');
  expect(plain['portal-security-headers.conf']).toContain(
    'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;',
  );

  const tls = { certificate: '/etc/ssl/portal.pem', certificateKey: '/etc/ssl/portal.key' };
  const withTls = files({
    shell: { listen: 443, root: '/srv/shell', runtimeDir: '/srv/runtime', tls },
    remotes: [{ name: 'payments', listen: 8443, root: '/srv/payments', tls }],
  });
  expect(withTls['portal.conf']).toContain(
    'listen 443 ssl;\n    ssl_certificate /etc/ssl/portal.pem;\n    ssl_certificate_key /etc/ssl/portal.key;',
  );
  expect(withTls['portal.conf']).toContain('listen 8443 ssl;');
  expect(withTls['portal-security-headers.conf']).toContain(hsts);
  expect(block(withTls['portal.conf'].split('# The payments remote')[1]!, '@missing')).toContain(hsts);

  // TLS ended at a load balancer or CDN in front: nginx listens on http, the public origin is https.
  const behind = files({ https: true });
  expect(behind['portal.conf']).not.toContain(' ssl;');
  expect(behind['portal-security-headers.conf']).toContain(hsts);
  expect(behind['portal.conf'].split('# The payments remote')[1]).toContain(hsts);
});

it('refuses a configuration value nginx would read as a variable or the end of its string', () => {
  expect(() => files({ config: { ...config, apiBaseUri: 'https://api.example.edu/$x' } })).not.toThrow();
  expect(() =>
    files({ config: { ...config, auth: { cognito: { signInOrigin: 'https://a$b.example' } } } }),
  ).toThrow();
});

export {};

it("nginx's policy lets pages report to the collector the configuration names", () => {
  const headers = files({ config: { ...config, healthDsn: 'https://public@errors.example.edu/7' } })[
    'portal-security-headers.conf'
  ];
  expect(headers).toMatch(/connect-src [^;]*https:\/\/errors\.example\.edu/);
  expect(files()['portal-security-headers.conf']).not.toContain('errors.example.edu');
});

it("a precompressed copy is chosen by the request's Accept-Encoding: brotli first, then gzip, q=0 refuses one", () => {
  expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('gzip;q=1.0, br;q=0.5')).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('gzip, deflate')).toEqual(['gzip']);
  expect(acceptedEncodings('BR')).toEqual(['br']);
  expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
  expect(acceptedEncodings('gzip; q=0.000, br;q=0')).toEqual([]);
  expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('*;q=0.1, gzip;q=0')).toEqual(['br']);
  for (const none of ['identity', '', undefined, 'deflate', 'brotli-ish, gzipx'])
    expect(acceptedEncodings(none)).toEqual([]);
});

it("every server sends the builds' .br copies, then their .gz; the page and the run-time files only as sent", () => {
  const conf = files({
    remotes: [{ name: 'payments', listen: 8443, root: '/srv/payments', releases: '/srv/releases' }],
  })['portal.conf'];
  const [shell, remote] = conf.split('# The payments remote') as [string, string];
  for (const server of [shell, remote])
    expect(server).toContain('\n    brotli_static on;\n    gzip_static on;\n    gzip_vary on;\n');
  // A copy made at build time would hold the page's placeholder, or a run-time file's content at build time.
  for (const match of ['/', '= /index.html', '= /signout', '= /remotes.json', '= /portal.config.json']) {
    const location = block(shell, match);
    expect(location).toContain('brotli_static off;');
    expect(location).toContain('gzip_static off;');
    expect(location).toContain('gzip on;');
  }
  // An nginx without the module: gzip only, no directive it would refuse.
  const gzipOnly = files({ brotli: false })['portal.conf'];
  expect(gzipOnly).not.toContain('brotli');
  expect(gzipOnly).toContain('gzip_static on;');
});

it('the standalone nginx.conf loads the modules it is given, before anything else', () => {
  const conf = standaloneConf({ prefix: '/p', include: '/p/portal.conf', modules: [BROTLI_STATIC_MODULE] });
  expect(BROTLI_STATIC_MODULE).toBe('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  const lines = conf.split('\n');
  expect(lines.indexOf(`load_module ${BROTLI_STATIC_MODULE};`)).toBe(1);
  expect(standaloneConf({ prefix: '/p', include: '/p/portal.conf' })).not.toContain('load_module');
});

it("a published provider's index is revalidated; its versions' documents and pictures are kept a year", () => {
  expect(cacheControlOf('/providers.json')).toBe('no-cache');
  for (const file of ['provider.json', 'logo.svg', 'logo-dark.svg'])
    expect(cacheControlOf(`/providers/waikato-tech/0123456789ab/${file}`)).toBe(
      'public, max-age=31536000, immutable',
    );
  // Another name in the folder, or a folder that is no version: not a published provider's file.
  expect(cacheControlOf('/providers/waikato-tech/0123456789ab/seed.json')).toBe('no-cache');
  expect(cacheControlOf('/providers/waikato-tech/latest/provider.json')).toBe('no-cache');

  const conf = files({
    shell: {
      listen: 443,
      serverName: '*.portal.example',
      root: '/srv/shell',
      runtimeDir: '/srv/runtime',
      releases: '/srv/releases',
    },
  })['portal.conf'];
  expect(conf).toContain('location = /providers.json {');
  expect(conf).toContain('alias /srv/runtime/providers.json;');
  const published = conf.split('location ~ "^\\/providers\\/')[1]!.split(/\n\s*}\n/)[0]!;
  expect(published).toContain('root /srv/releases;');
  expect(published).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  expect(published).toContain('include /etc/nginx/portal/');
  // Before the locations of every other file (nginx takes the first regex location that matches).
  expect(conf.indexOf('location ~ "^\\/providers\\/')).toBeLessThan(
    conf.indexOf('location ~ "\\.[0-9a-f]{8}'),
  );
});

it('the page includes the live frame of the published provider its host names; nothing for another host', () => {
  const conf = files({
    shell: { listen: 443, root: '/srv/shell', runtimeDir: '/srv/runtime', releases: '/srv/releases' },
  })['portal.conf'];
  expect(conf).toMatch(
    /map \$host \$portal_provider \{\n\s+"~\^\(\?<portal_provider_slug>\[a-z\]\[a-z0-9-\]\*\)\\\." \$portal_provider_slug;\n\s+default "-";/,
  );
  const page = conf.split('location / {')[1]!.split('\n    }')[0]!;
  expect(page).toContain('ssi on;');
  const frame = conf.split('location ~ "^/providers/[^/]*/frame\\.html$" {')[1]!.split('\n    }')[0]!;
  expect(frame).toContain('internal;');
  expect(frame).toContain('root /srv/releases;');
  expect(frame).toContain('try_files $uri @noframe;');
  // Its <style> gets the page's nonce.
  expect(frame).toContain('sub_filter "%CSP_NONCE%" "$request_id";');
  expect(conf).toMatch(/location @noframe \{[^}]*return 204;/);
  // Before every other file location: the include is never a file's 404 or the page.
  expect(conf.indexOf('frame\\.html$"')).toBeLessThan(conf.indexOf('location / {'));
  // No store: the include is empty.
  const bare = files()['portal.conf'].split('frame\\.html$" {')[1]!.split('\n    }')[0]!;
  expect(bare).toContain('return 204;');
});
