// How the portal's files are delivered, read from the server that runs the e2e suite: the Node server
// (scripts/serve.mjs) or nginx (E2E_SERVER=nginx, scripts/nginx.mjs). Both must send what a production portal
// needs, per kind of file: the page with its security headers and a fresh nonce, hashed files cached for a
// year, the plain-named and run-time files revalidated, brotli and gzip, the remotes' CORS header, and a 404
// (never the page) for a missing file.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import apps from '../../apps.json';
import { ACCOUNTS } from '../support/accounts';
import { followRequests } from '../support/network';
import { openSignedIn } from '../support/session';
import { SHELL_PORT, remotePort, shellUrl, VAR_DIR } from '../support/ports';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';
const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NEVER_STORED = 'no-store';

type RemoteName = keyof typeof apps.remotes;
/** The remotes built in this workspace (apps.json also reserves timetable, a remote a team builds outside it). */
const REMOTES = (Object.keys(apps.remotes) as RemoteName[]).filter((name) =>
  existsSync(path.join(ROOT, apps.remotes[name].dir)),
);
const remoteUrl = (name: RemoteName, file: string) => `http://localhost:${remotePort(name)}/${file}`;

/** GET of a shell address as a provider's host asks for it (the request goes to localhost: Node does not
 * resolve *.localhost the way browsers do). */
const shellGet = (
  request: APIRequestContext,
  slug: string | undefined,
  address: string,
  headers: Record<string, string> = {},
) =>
  request.get(shellUrl(undefined, address), {
    headers: { ...(slug ? { Host: `${slug}.localhost:${SHELL_PORT}` } : {}), ...headers },
  });

/** A file of a build whose name carries its content hash (webpack's [name].[contenthash:8]). */
function hashedFile(dir: string, ext: string, under = ''): string {
  const name = readdirSync(path.join(ROOT, dir, 'dist', under)).find((file) =>
    new RegExp(`\\.[0-9a-f]{8}\\.${ext}$`).test(file),
  );
  if (!name) throw new Error(`${dir}/dist/${under} has no hashed .${ext} file`);
  return path.posix.join(under, name);
}

/** The shell's security headers: the strict policy with this response's nonce, and the headers beside it. */
function expectShellSecurity(response: APIResponse): string {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  // Plain http here: HSTS only where the deployment is https (a browser ignores it over http).
  expect(headers['strict-transport-security']).toBeUndefined();
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{20,})'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce!;
}

/** A revalidated file: its ETag brings a 304 without the body, with the same headers. */
async function expectRevalidated(
  response: APIResponse,
  ask: (headers: Record<string, string>) => Promise<APIResponse>,
) {
  const url = response.url();
  expect(response.headers()['cache-control']).toBe(REVALIDATE);
  const etag = response.headers()['etag'];
  expect(etag, `${url} has an ETag`).toBeTruthy();
  const again = await ask({ 'If-None-Match': etag ?? '' });
  expect(again.status(), url).toBe(304);
  expect(again.headers()['cache-control']).toBe(REVALIDATE);
}

/** A missing file: a 404 that is not the page (a chunk responded with HTML breaks the page confusingly). */
async function expectMissing(response: APIResponse) {
  const url = response.url();
  expect(response.status(), url).toBe(404);
  expect(response.headers()['content-type'] ?? '', url).not.toContain('text/html');
  expect(await response.text(), url).not.toMatch(/<html|csp-nonce|<div id=root/i);
}

test.describe(`the files as ${SERVER} delivers them`, () => {
  test('the server under test is the one named', async ({ request }) => {
    const server = (await request.get(shellUrl(undefined, '/'))).headers()['server'];
    if (SERVER === 'nginx') expect(server).toBe('nginx');
    else expect(server).toBeUndefined();
  });

  test('the page of a deep route, for any provider host: never stored, a fresh nonce in its header and its page', async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (const [slug, route] of [
      ['soe', '/case/support/general'],
      ['yoobee', '/enrol/course'],
      [undefined, '/'],
      ['up-online', '/index.html'],
    ] as const) {
      const response = await shellGet(request, slug, route);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe(NEVER_STORED);
      const nonce = expectShellSecurity(response);
      const html = await response.text();
      expect(html).toContain(`nonce=${nonce}`);
      expect(html).not.toContain('%CSP_NONCE%');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  test('the post-logout landing: the page, with Clear-Site-Data "storage"; no other route clears anything', async ({
    request,
  }) => {
    const landing = await shellGet(request, 'soe', '/signout');
    expect(landing.status()).toBe(200);
    expect(landing.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(landing.headers()['cache-control']).toBe(NEVER_STORED);
    expect(landing.headers()['clear-site-data']).toBe('"storage"');
    const nonce = expectShellSecurity(landing);
    expect(await landing.text()).toContain(`nonce=${nonce}`);
    for (const route of ['/', '/signoutLms', '/signout/x', '/profile'])
      expect((await shellGet(request, 'soe', route)).headers()['clear-site-data'], route).toBeUndefined();
  });

  test("the shell's files: hashed ones for a year, main.js and sw.js revalidated, fonts and images by their hash", async ({
    request,
  }) => {
    const chunk = await request.get(shellUrl(undefined, `/${hashedFile('shell', 'js')}`));
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(chunk.headers()['cache-control']).toBe(YEAR);
    expectShellSecurity(chunk);

    const main = await request.get(shellUrl(undefined, '/main.js'));
    expect(main.status()).toBe(200);
    expectShellSecurity(main);
    await expectRevalidated(main, (headers) => shellGet(request, undefined, '/main.js', headers));

    // The service worker, at the root: revalidated on every use, so a new build's worker is seen at once.
    const worker = await request.get(shellUrl(undefined, '/sw.js'));
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
    expectShellSecurity(worker);
    await expectRevalidated(worker, (headers) => shellGet(request, undefined, '/sw.js', headers));

    for (const [ext, type] of [
      ['woff2', 'font/woff2'],
      ['svg', 'image/svg+xml'],
    ] as const) {
      const asset = await request.get(shellUrl(undefined, `/${hashedFile('shell', ext, 'assets')}`));
      expect(asset.status(), ext).toBe(200);
      expect(asset.headers()['content-type']).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
      expect(asset.headers()['cache-control']).toBe(YEAR);
    }
  });

  test('remotes.json and portal.config.json: revalidated on every use, with the security headers', async ({
    request,
  }) => {
    for (const file of ['/remotes.json', '/portal.config.json']) {
      const response = await shellGet(request, 'soe', file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      JSON.parse(await response.text());
      expectShellSecurity(response);
      await expectRevalidated(response, (headers) => shellGet(request, 'soe', file, headers));
    }
  });

  test("every remote's entry: revalidated and readable from any origin; its hashed chunks for a year", async ({
    request,
  }) => {
    for (const name of REMOTES) {
      const origin = { Origin: shellUrl('soe', '').replace(/\/$/, '') };
      const entry = await request.get(remoteUrl(name, 'remoteEntry.js'), { headers: origin });
      expect(entry.status(), name).toBe(200);
      expect(entry.headers()['content-type']).toMatch(/^text\/javascript/);
      expect(entry.headers()['access-control-allow-origin']).toBe('*');
      expect(entry.headers()['x-content-type-options']).toBe('nosniff');
      await expectRevalidated(entry, (headers) =>
        request.get(remoteUrl(name, 'remoteEntry.js'), { headers: { ...origin, ...headers } }),
      );

      const chunk = await request.get(remoteUrl(name, hashedFile(apps.remotes[name].dir, 'js')), {
        headers: origin,
      });
      expect(chunk.status(), name).toBe(200);
      expect(chunk.headers()['cache-control']).toBe(YEAR);
      expect(chunk.headers()['access-control-allow-origin']).toBe('*');
    }
  });

  test('a missing file is a 404, never the page: a hashed chunk, an asset, a remote chunk', async ({
    request,
  }) => {
    await expectMissing(await shellGet(request, 'soe', '/905.deadbeef.js'));
    await expectMissing(await shellGet(request, undefined, '/assets/logo.deadbeef.svg'));
    await expectMissing(await shellGet(request, undefined, '/no-such-file.js'));
    await expectMissing(await request.get(remoteUrl('payments', '905.deadbeef.js')));
    await expectMissing(await request.get(remoteUrl('support', 'no-such-file.json')));
  });

  test("a remote's 404 is readable from any origin: the browser's console says 404, not a CORS failure", async ({
    request,
  }) => {
    const origin = { Origin: shellUrl('soe', '').replace(/\/$/, '') };
    for (const file of ['905.deadbeef.js', 'no-such-file.json', 'payments/0.0.0/remoteEntry.js']) {
      const response = await request.get(remoteUrl('payments', file), { headers: origin });
      await expectMissing(response);
      expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    }
  });

  test('no source map is served: the builds keep them beside dist/ (for the error collector), unnamed in the scripts', async ({
    request,
  }) => {
    // No script names its map (a sourceMappingURL comment).
    const chunk = hashedFile('shell', 'js');
    for (const url of [
      shellUrl(undefined, '/main.js'),
      shellUrl(undefined, `/${chunk}`),
      remoteUrl('payments', 'remoteEntry.js'),
    ])
      expect((await (await request.get(url)).text()).includes('sourceMappingURL'), url).toBe(false);
    // The maps exist, out of the served folders.
    for (const map of [
      'shell/dist-maps/main.js.map',
      `shell/dist-maps/${chunk}.map`,
      'mfe-payments/dist-maps/remoteEntry.js.map',
    ])
      expect(existsSync(path.join(ROOT, map)), map).toBe(true);
    await expectMissing(await shellGet(request, 'soe', '/main.js.map'));
    await expectMissing(await shellGet(request, 'soe', `/${chunk}.map`));
    await expectMissing(await request.get(remoteUrl('payments', 'remoteEntry.js.map')));
    // A map copied into a served folder by mistake is still never served: the shell's, or a remote version's
    // (whose folder both servers read on every request).
    const map = readFileSync(path.join(ROOT, 'shell', 'dist-maps', 'main.js.map'));
    const version = path.join(VAR_DIR, 'releases', 'payments', 'stray-map');
    mkdirSync(version, { recursive: true });
    const strays = [
      path.join(ROOT, 'shell', 'dist', 'stray.0badc0de.js.map'),
      path.join(version, 'remoteEntry.js.map'),
    ];
    for (const stray of strays) writeFileSync(stray, map);
    try {
      await expectMissing(await shellGet(request, 'soe', '/stray.0badc0de.js.map'));
      await expectMissing(await request.get(remoteUrl('payments', 'payments/stray-map/remoteEntry.js.map')));
    } finally {
      rmSync(strays[0]!);
      rmSync(version, { recursive: true });
    }
  });

  test('gzip: the compressed copy to a client that accepts it (the same bytes unzipped), plain to others', async ({
    request,
  }) => {
    for (const url of [
      remoteUrl('payments', 'remoteEntry.js'),
      shellUrl(undefined, `/${hashedFile('shell', 'js')}`),
      shellUrl(undefined, '/main.js'),
      // The run-time files, read before the first render, gzipped as they are sent.
      shellUrl(undefined, '/remotes.json'),
      shellUrl(undefined, '/portal.config.json'),
    ]) {
      const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      const zipped = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(zipped.headers()['content-encoding'], url).toBe('gzip');
      expect(zipped.headers()['vary'] ?? '', url).toMatch(/Accept-Encoding/i);
      // Playwright unzips the body: the same file either way.
      expect((await zipped.body()).equals(await plain.body()), url).toBe(true);
    }
  });

  test("brotli: a text file's build-time .br to a client that takes br, its .gz to one that takes only gzip, the file to others", async ({
    request,
  }) => {
    const shellDist = path.join(ROOT, 'shell', 'dist');
    // A remote's origin serves the copy of its build deployed when the e2e run declared it.
    const deployed = path.join(VAR_DIR, 'deployed', 'payments');
    const paymentsChunk = hashedFile(apps.remotes.payments.dir, 'js');
    const shellChunk = hashedFile('shell', 'js');
    const logo = hashedFile('shell', 'svg', 'assets');
    const JS = /^text\/javascript/;
    // (The builds emit no style sheet: Emotion inserts the styles at run time.)
    const files: [url: string, file: string, type: RegExp][] = [
      [remoteUrl('payments', 'remoteEntry.js'), path.join(deployed, 'remoteEntry.js'), JS],
      [remoteUrl('payments', paymentsChunk), path.join(deployed, paymentsChunk), JS],
      [
        remoteUrl('payments', 'mf-manifest.json'),
        path.join(deployed, 'mf-manifest.json'),
        /^application\/json/,
      ],
      [shellUrl(undefined, '/main.js'), path.join(shellDist, 'main.js'), JS],
      [shellUrl(undefined, `/${shellChunk}`), path.join(shellDist, shellChunk), JS],
      [shellUrl(undefined, `/${logo}`), path.join(shellDist, logo), /^image\/svg\+xml/],
    ];
    for (const [url, file, type] of files) {
      const ask = (encoding: string) => request.get(url, { headers: { 'Accept-Encoding': encoding } });
      const plain = await ask('identity');
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      expect(plain.headers()['content-length'], url).toBe(String(readFileSync(file).length));
      for (const [accepts, encoding, copy] of [
        ['gzip, deflate, br, zstd', 'br', '.br'],
        ['br', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
        ['br;q=0, gzip', 'gzip', '.gz'],
      ] as const) {
        const response = await ask(accepts);
        const where = `${url} (${accepts})`;
        expect(response.status(), where).toBe(200);
        expect(response.headers()['content-encoding'], where).toBe(encoding);
        expect(response.headers()['vary'] ?? '', where).toMatch(/Accept-Encoding/i);
        expect(response.headers()['content-type'], where).toMatch(type);
        // The copy the build wrote, as it is; Playwright decodes it: the file's own bytes (its integrity hash
        // is over them).
        expect(response.headers()['content-length'], where).toBe(String(readFileSync(file + copy).length));
        expect((await response.body()).equals(readFileSync(file)), where).toBe(true);
        // Every other header as the file's own: its caching rule, a remote's CORS header, the shell's policy.
        const own = plain.headers();
        expect(response.headers()['cache-control'], where).toBe(own['cache-control']);
        expect(response.headers()['access-control-allow-origin'], where).toBe(
          own['access-control-allow-origin'],
        );
        expect('content-security-policy' in response.headers(), where).toBe('content-security-policy' in own);
      }
    }
    // What a deployment rewrites (the run-time files) or a response fills in (the page's nonce) is never sent from
    // a precompressed copy, even one lying beside it: gzipped as it is sent.
    const runtimeDir = VAR_DIR;
    const strays = [
      path.join(runtimeDir, 'remotes.json.br'),
      path.join(runtimeDir, 'portal.config.json.br'),
      path.join(shellDist, 'index.html.br'),
    ];
    for (const stray of strays) writeFileSync(stray, 'stale');
    try {
      for (const [address, file] of [
        ['/remotes.json', path.join(runtimeDir, 'remotes.json')],
        ['/portal.config.json', path.join(runtimeDir, 'portal.config.json')],
      ] as const) {
        const onlyBrotli = await shellGet(request, 'soe', address, { 'Accept-Encoding': 'br' });
        expect(onlyBrotli.headers()['content-encoding'], address).toBeUndefined();
        expect((await onlyBrotli.body()).equals(readFileSync(file)), address).toBe(true);
        const either = await shellGet(request, 'soe', address, { 'Accept-Encoding': 'gzip, deflate, br' });
        expect(either.headers()['content-encoding'], address).toBe('gzip');
        expect((await either.body()).equals(readFileSync(file)), address).toBe(true);
      }
      for (const route of ['/', '/index.html', '/payments']) {
        const page = await shellGet(request, 'soe', route, { 'Accept-Encoding': 'gzip, deflate, br' });
        expect(page.headers()['content-encoding'], route).toBe('gzip');
        expect(await page.text(), route).toContain(`nonce=${expectShellSecurity(page)}`);
      }
    } finally {
      for (const stray of strays) rmSync(stray);
    }
  });

  test('in the browser: a second visit takes the hashed files from its cache and asks again for the rest', async ({
    page,
  }) => {
    // No page.route() here: routing turns the browser's HTTP cache off.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // What the browser took from its cache (memory or disk) without asking the server.
    const fromCache = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    let seen: { url: string; requestId: string }[] = [];
    cdp.on('Network.responseReceived', ({ requestId, response }) =>
      seen.push({ url: response.url, requestId }),
    );
    const route = shellUrl('soe', '/case/support/general');
    const supportPage = page.getByRole('region', { name: 'How we can help' });
    const isHashed = (url: string) => /\.[0-9a-f]{8}\.js$/.test(new URL(url).pathname);
    // Each visit: everything the page loads once it shows.
    const quiet = followRequests(page);
    await page.goto(route);
    await expect(supportPage).toBeVisible();
    await quiet();
    const first = new Set(seen.map((r) => r.url).filter(isHashed));
    seen = [];
    await page.goto(route);
    await expect(supportPage).toBeVisible();
    await quiet();
    // Every hashed file the first visit loaded comes from the cache.
    const hashed = seen.filter((r) => first.has(r.url));
    expect(hashed.length).toBeGreaterThan(3);
    expect(hashed.filter((r) => !fromCache.has(r.requestId)).map((r) => r.url)).toEqual([]);
    for (const file of ['/case/support/general', '/remotes.json', '/portal.config.json']) {
      const response = seen.find((r) => new URL(r.url).pathname === file);
      expect(response, file).toBeTruthy();
      expect(fromCache.has(response!.requestId), file).toBe(false);
    }
  });

  test('every remote serves its pages to a signed-in student', async ({ page }) => {
    test.slow();
    const failed: string[] = [];
    // (A request a navigation cuts short, ERR_ABORTED, is no failure of the server.)
    page.on(
      'requestfailed',
      (r) =>
        r.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(`${r.url()} ${r.failure()?.errorText}`),
    );
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.url()} ${r.status()}`));
    await openSignedIn(page, 'soe', ACCOUNTS.zoe.email, '/grades');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [route, heading] of [
      ['/profile', /Zoe/],
      ['/payments', /Payments/],
      ['/case/support/general', /Support/],
      ['/enrol', 'Apply for a course'],
    ] as const) {
      await page.goto(shellUrl('soe', route));
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(heading);
      await expect(page.getByRole('alert').filter({ hasText: /unavailable/ })).toHaveCount(0);
    }
    expect(failed.filter((f) => !/favicon|\/v1\//.test(f))).toEqual([]);
  });
});
