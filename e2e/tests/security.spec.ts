// Hardening: only trusted remote code runs, no request hangs for ever, the portal runs under its
// strict Content-Security-Policy, and a deployed build is a production portal.
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { PAYMENTS_PORT, shellUrl, VAR_DIR } from '../support/ports';
import { ROOT, publishRemote } from '../support/remoteBuild';
import {
  CONFIG_FILE,
  DEPLOYMENT,
  REMOTES_FILE,
  editRemotes,
  pointRemote,
  serveRemoteDist,
} from '../support/remoteServer';

test.describe.configure({ mode: 'serial' });

const ELSEWHERE_PORT = PAYMENTS_PORT + 20;
const TAMPERED_PORT = PAYMENTS_PORT + 21;
/** The shell's own message ids (Lingui hashes of their texts) of "Log out" and "Sign in". */
const SHELL_IDS = { logOut: 'FgAxTj', signIn: '5lWFkC' };

/** The console's errors from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** Serves portal.config.json as the deployment's, changed by `edit`. */
async function withConfig(page: Page, edit: (config: Record<string, unknown>) => Record<string, unknown>) {
  await page.route('**/portal.config.json', (route) =>
    route.fulfill({ json: edit(JSON.parse(readFileSync(CONFIG_FILE, 'utf8'))) }),
  );
}

test.describe('only trusted remote code runs', () => {
  test(
    'a remote whose entry is outside the allowed origins is refused before its script loads: no route, no menu entry',
    DEPLOYMENT,
    async ({ page }) => {
      const server = await serveRemoteDist('mfe-payments', ELSEWHERE_PORT);
      const restore = pointRemote('payments', `http://localhost:${ELSEWHERE_PORT}/remoteEntry.js`, {
        trusted: false,
      });
      try {
        const requested: string[] = [];
        page.on('request', (r) => r.url().includes(`:${ELSEWHERE_PORT}/`) && requested.push(r.url()));
        const errors = consoleErrors(page);
        await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/profile');
        await page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` }).click();
        await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Payments' })).toHaveCount(0);
        await page.goto(shellUrl('up-online', '/payments'));
        await expect(page).toHaveURL(/\/error\/404$/);
        expect(requested).toEqual([]);
        expect(errors.join('\n')).toContain(
          `The remote "payments" was refused: its entry http://localhost:${ELSEWHERE_PORT}/remoteEntry.js is not on an allowed remote origin`,
        );
      } finally {
        restore();
        await server.close();
      }
    },
  );

  test(
    "a refused remote's texts, routes and menu entries are left out: the shell's words stay its own",
    DEPLOYMENT,
    async ({ page }) => {
      // A declaration slipped into remotes.json: code on an origin the deployment does not allow, a route, a
      // menu entry, and "translations" of the shell's own Sign in and Log out.
      const restore = editRemotes((remotes) => ({
        evil: {
          id: 'evil',
          entry: `http://localhost:${ELSEWHERE_PORT}/remoteEntry.js`,
          title: { id: 'evil.part', message: 'Prizes' },
          routes: [{ role: 'prizes', path: '/prizes', access: 'all', page: 'PrizesPage' }],
          menu: [
            {
              role: 'prizes',
              label: { id: 'evil.menu', message: 'Claim your prize' },
              in: ['user', 'burger'],
            },
          ],
          messages: {
            en: {
              [SHELL_IDS.logOut]: ['Log out (injected text)'],
              [SHELL_IDS.signIn]: ['SIGN IN HERE: call 0800 EVIL'],
              'evil.menu': ['Claim your prize'],
            },
          },
        },
        ...remotes,
      }));
      try {
        const errors = consoleErrors(page);
        await stubExternalSites(page);
        await page.goto(shellUrl('up-online', '/'));
        await expect(
          page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }),
        ).toBeVisible();
        await expect(page.getByText(/0800 EVIL/)).toHaveCount(0);
        await page.goto(shellUrl('up-online', '/prizes'));
        await expect(page).toHaveURL(/\/error\/404$/);
        await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/profile');
        await page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` }).click();
        const items = await page.getByRole('menuitem').allTextContents();
        expect(items.at(-1)).toBe('Log out');
        expect(items).not.toContain('Claim your prize');
        expect(errors.join('\n')).toContain('The remote "evil" was refused');
      } finally {
        restore();
      }
    },
  );

  test(
    "a trusted remote's messages may not redefine the shell's texts: refused, with a warning naming it",
    DEPLOYMENT,
    async ({ page }) => {
      const restore = editRemotes((remotes) => {
        const payments = remotes.payments as { messages: Record<string, Record<string, unknown>> };
        return {
          ...remotes,
          payments: {
            ...payments,
            messages: {
              en: {
                ...payments.messages.en,
                [SHELL_IDS.logOut]: ['Log out (injected text)'],
                [SHELL_IDS.signIn]: ['SIGN IN HERE: call 0800 EVIL'],
              },
            },
          },
        };
      });
      try {
        const warnings: string[] = [];
        page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
        await stubExternalSites(page);
        await page.goto(shellUrl('up-online', '/'));
        await expect(
          page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }),
        ).toBeVisible();
        await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
        // Its own page, route and menu entry are there, with its own texts.
        await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
        await page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` }).click();
        const items = await page.getByRole('menuitem').allTextContents();
        expect(items).toContain('Payments');
        expect(items.at(-1)).toBe('Log out');
        expect(items.join('\n')).not.toContain('injected');
        expect(warnings).toContainEqual(
          `remotes.json: the remote "payments" may not define the text "${SHELL_IDS.logOut}" (not a text of its contract); it is left out`,
        );
        expect(warnings).toContainEqual(
          `remotes.json: the remote "payments" may not define the text "${SHELL_IDS.signIn}" (not a text of its contract); it is left out`,
        );
      } finally {
        restore();
      }
    },
  );

  test(
    'an allowed remote whose entry was changed after its build is refused by its integrity hash',
    DEPLOYMENT,
    async ({ page }) => {
      // The payments build, deployed on an allowed origin, with one byte more in its remoteEntry.js than the
      // build recorded (remotes.json keeps the build's integrity).
      const copy = path.join(VAR_DIR, 'tampered');
      rmSync(copy, { recursive: true, force: true });
      mkdirSync(copy, { recursive: true });
      cpSync(path.join(ROOT, 'mfe-payments', 'dist'), path.join(copy, 'dist'), { recursive: true });
      appendFileSync(path.join(copy, 'dist', 'remoteEntry.js'), '\n');
      const server = await serveRemoteDist(path.relative(ROOT, copy), TAMPERED_PORT);
      // Its origin is allowed (remoteOrigins); only its content differs from the build.
      const restore = pointRemote('payments', `http://localhost:${TAMPERED_PORT}/remoteEntry.js`);
      try {
        // The deploy command will not publish it either.
        const remotesCopy = path.join(copy, 'remotes.json');
        cpSync(REMOTES_FILE, remotesCopy);
        await expect(
          publishRemote(`http://localhost:${TAMPERED_PORT}/remoteEntry.js`, remotesCopy),
        ).rejects.toThrow(/is not the file its build recorded/);

        const errors = consoleErrors(page);
        await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
        await expect(page.getByRole('alert')).toContainText('Payments is unavailable');
        await expect(page.getByRole('heading', { name: /^Invoice / })).toHaveCount(0);
        expect(errors.join('\n')).toMatch(/integrity/i);
      } finally {
        restore();
        await server.close();
        rmSync(copy, { recursive: true, force: true });
      }
    },
  );

  test('the remotes load with their integrity hashes, and their texts join the catalogue without a warning', async ({
    page,
  }) => {
    const said: string[] = [];
    page.on('console', (m) => /remotes\.json/.test(m.text()) && said.push(m.text()));
    await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    expect(said).toEqual([]);
    const remotesJson = JSON.parse(readFileSync(REMOTES_FILE, 'utf8'));
    expect(remotesJson.payments.integrity).toMatch(/^sha384-/);
  });
});

test.describe('a deployed build is a production portal', () => {
  test('no /edit/config, no /dev/forms, no overrides from local storage', async ({ page }) => {
    await withConfig(page, ({ environment: _dropped, ...config }) => config);
    await stubExternalSites(page);
    await page.goto(shellUrl('up-online', '/'));
    // An override that would break the API if it were read.
    await page.evaluate(() =>
      localStorage.setItem('portal.clientConfig', JSON.stringify({ apiBaseUri: 'http://localhost:9/' })),
    );
    await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dev Config' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dev Forms' })).toHaveCount(0);
    for (const devPath of ['/edit/config', '/dev/forms']) {
      await page.goto(shellUrl('up-online', devPath));
      await expect(page).toHaveURL(/\/error\/404$/);
    }
  });
});

test.describe('no request hangs for ever', () => {
  test('a held-open portal.config.json and remotes.json: the portal still opens, and says what is missing', async ({
    page,
  }) => {
    // Neither file ever answers: after the default time limit (10 s) the portal runs on its built-in
    // defaults, and a remote's address says the part is unavailable instead of a blank page.
    await page.route('**/portal.config.json', () => undefined);
    await page.route('**/remotes.json', () => undefined);
    const started = Date.now();
    await page.goto(shellUrl('up-online', '/payments'));
    await expect(page.getByRole('alert')).toContainText('This part of the portal is unavailable', {
      timeout: 20_000,
    });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThan(9_000);
    expect(waited).toBeLessThan(16_000);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a held-open API call fails with its network message after the configured time limit', async ({
    page,
  }) => {
    await withConfig(page, (config) => ({ ...config, requestTimeoutMs: 2_000 }));
    await page.route('**/v1/secure/payment?*', () => undefined);
    await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
    await expect(page.getByRole('alert')).toContainText('No answer in time: Network problem');
  });

  test('a held-open profile read after sign-in ends in the load error with its reason, not "Signing In..." for ever', async ({
    page,
  }) => {
    await withConfig(page, (config) => ({ ...config, requestTimeoutMs: 2_000 }));
    await page.route('**/v1/secure/student', (route) =>
      route.request().method() === 'GET' ? undefined : route.fallback(),
    );
    await stubExternalSites(page);
    await page.goto(shellUrl('up-online', '/payments'));
    await signInAtIdp(page, ACCOUNTS.ava.email);
    const alert = page.getByRole('alert').filter({ hasText: 'Your student profile could not be loaded' });
    await expect(alert).toContainText('No answer in time: Network problem');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('Signing In...')).toHaveCount(0);
  });

  test("a remote's entry script that never arrives shows the named fallback", async ({ page }) => {
    await withConfig(page, (config) => ({ ...config, requestTimeoutMs: 2_000 }));
    // Every copy held open: the first load and its automatic retry (a fresh address, remoteEntry.js?attempt=1).
    await page.route(`**:${PAYMENTS_PORT}/remoteEntry.js*`, () => undefined);
    // The entry is asked for while the page still loads (beside the provider's chunk), so its load event waits for it.
    await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('alert')).toContainText('Payments is unavailable');
  });
});

// Alone at the end, as the tests that change the deployment: the walk through every route needs a quiet machine to
// finish within its time limit.
test.describe('the strict Content-Security-Policy', DEPLOYMENT, () => {
  /** Records every CSP violation the page reports, from its first script on. */
  async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const fromConsole: string[] = [];
    // (A Trusted Types refusal says "This document requires 'TrustedHTML' assignment".)
    page.on(
      'console',
      (m) => /Content Security Policy|Trusted(HTML|Script)/i.test(m.text()) && fromConsole.push(m.text()),
    );
    return async () => [
      ...fromConsole,
      ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations ?? [])),
    ];
  }

  test('is sent with the portal and its security headers', async ({ request }) => {
    const response = await request.get(shellUrl(undefined, '/payments'));
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // Trusted Types: only the portal's named policies, each created once.
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toMatch(
      /trusted-types webpack#shell webpack#profile webpack#academic webpack#payments webpack#support webpack#enrolment webpack#timetable portal#remote-script portal#maps-script portal#service-worker(;|$)/,
    );
    expect(csp).not.toContain('allow-duplicates');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A fresh nonce per page.
    const again = (await request.get(shellUrl(undefined, '/'))).headers()['content-security-policy'];
    expect(again).not.toBe(csp);
    expect(await response.text()).toContain(`nonce=${/'nonce-([^']+)'/.exec(csp)![1]}`);
  });

  for (const provider of ['up-online', 'yoobee'] as const) {
    test(`no violation on any route (${provider})`, async ({ page }) => {
      // Fourteen page loads: 25 s alone, 50 s beside the other half of the suite on a 2-core machine.
      test.slow();
      const violations = await recordViolations(page);
      const account = provider === 'yoobee' ? ACCOUNTS.hemi : ACCOUNTS.ava;
      // Anonymous: the landing page and a protected route's sign-in prompt.
      await stubExternalSites(page);
      await page.goto(shellUrl(provider, '/'));
      await expect(page.getByRole('main')).toBeVisible();
      expect(await violations()).toEqual([]);
      await openSignedIn(page, provider, account.email, '/payments');
      await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
      expect(await violations()).toEqual([]);
      const routes = [
        '/profile',
        '/myEnrolments',
        '/grades',
        '/files',
        '/case/support/general',
        '/case/support/withdraw',
        '/library',
        '/policies',
        '/error/404',
        '/error/500',
        '/dev/forms',
        '/edit/config',
      ];
      for (const route of routes) {
        await page.goto(shellUrl(provider, route));
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
        expect(await violations(), route).toEqual([]);
      }
      // The menus, a dialog and a toast-like state: opened, styled, closed.
      await page.goto(shellUrl(provider, '/payments'));
      await page.getByRole('button', { name: `${account.name}, user menu` }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await violations()).toEqual([]);
      // Styled by Emotion under the policy: its <style> elements carry the page's nonce and apply.
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion]')].map((s) => (s as HTMLStyleElement).nonce),
      );
      expect(styles.length).toBeGreaterThan(0);
      expect(styles.every((nonce) => nonce && nonce.length >= 20)).toBe(true);
      const font = await page
        .getByRole('heading', { level: 1 })
        .evaluate((h) => getComputedStyle(h).fontFamily);
      expect(font).not.toMatch(/^(Times|serif)/);
      // The recorder is not blind: an inline style the page did not sign is refused and reported (a <style>
      // element's text is not a Trusted Types sink: only style-src stands in its way).
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body{color:red}';
        document.head.append(style);
      });
      await expect.poll(async () => (await violations()).join('\n')).toMatch(/^style-src-elem inline/m);
    });
  }

  test('Trusted Types are enforced: HTML or a script address from a string is refused, a policy cannot be made or taken over', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    // A remote's page (its entry through the shell's remote-script policy, its chunks through its own webpack one).
    await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
    const refused = await page.evaluate(() => {
      const attempt = (action: () => void) => {
        try {
          action();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const tt = (
        window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
      ).trustedTypes;
      const identity = { createHTML: (s: string) => s, createScriptURL: (s: string) => s };
      const div = document.createElement('div');
      const script = document.createElement('script');
      return {
        innerHTML: attempt(() => (div.innerHTML = '<img src=x onerror="window.__xss=1">')),
        insertAdjacentHTML: attempt(() =>
          document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss=1">'),
        ),
        scriptSrc: attempt(() => (script.src = '/remoteEntry.js')),
        scriptText: attempt(() => (script.textContent = 'window.__xss=1')),
        // A name the CSP does not list, and the names of the portal's policies already made on this page.
        otherPolicy: attempt(() => tt.createPolicy('evil', identity)),
        webpackPolicy: attempt(() => tt.createPolicy('webpack#shell', identity)),
        remotePolicy: attempt(() => tt.createPolicy('portal#remote-script', identity)),
        xss: (window as unknown as { __xss?: number }).__xss ?? 'none',
        imageAdded: div.querySelector('img') !== null,
      };
    });
    expect(refused).toEqual({
      innerHTML: 'TypeError',
      insertAdjacentHTML: 'TypeError',
      scriptSrc: 'TypeError',
      scriptText: 'TypeError',
      otherPolicy: 'TypeError',
      webpackPolicy: 'TypeError',
      remotePolicy: 'TypeError',
      xss: 'none',
      imageAdded: false,
    });
    // Each refusal reported as a violation of the policy's Trusted Types directives.
    await expect
      .poll(async () => (await violations()).filter((v) => /^require-trusted-types-for /.test(v)).length)
      .toBe(4);
    await expect
      .poll(async () => (await violations()).filter((v) => /^trusted-types /.test(v)).length)
      .toBe(3);
    // The portal still works, with no violation: the remote the route walk does not open (the enrolment wizard,
    // its address search included) and another remote's page. (Reported from here on: the refusals above are.)
    const reported: string[] = [];
    page.on(
      'console',
      (m) => /Content Security Policy|Trusted(HTML|Script)/i.test(m.text()) && reported.push(m.text()),
    );
    const reportedHere = async () => [
      ...reported,
      ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
    ];
    await page.goto(shellUrl('up-online', '/enrol'));
    await expect(page.getByRole('heading', { level: 2, name: 'Course and intake' })).toBeVisible();
    expect(await reportedHere()).toEqual([]);
    await page.goto(shellUrl('up-online', '/profile'));
    await expect(page.getByRole('region', { name: 'General' })).toBeVisible();
    expect(await reportedHere()).toEqual([]);
  });

  test('no violation on a validated write: a support case checked against its schema and sent', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await openSignedIn(page, 'nzma', 'arjun.patel@nzma.demo', '/profile');
    await page.goto(shellUrl('nzma', '/case/support/general'));
    const form = page.getByRole('form', { name: 'Ask for support' });
    await form
      .getByRole('combobox', { name: /What do you need help with/ })
      .selectOption('Online learning and IT');
    await form
      .getByRole('textbox', { name: /Describe your question/ })
      .fill(`Checked under the CSP ${Date.now().toString(36)}`);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you, your request has been sent.');
    expect(await violations()).toEqual([]);
  });
});
