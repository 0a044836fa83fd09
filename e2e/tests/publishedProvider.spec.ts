// A tenth provider joins the running portal with no shell release: its document (e2e/fixtures/waikato-tech: its
// colours, logo, menus and contact, a Cognito-style sign-in) is published into the deployment's store with
// `pnpm provider:publish`, served from the portal's own origin, and its host shows its look from the first
// frame; the local backend learns it too, and a student of its seed signs in at the user pool's pages on its
// host; a second publish changes its phone, seen on the next page load; `pnpm provider:rollback` puts the first
// back, then withdraws it. Its frame (top bar colour and logo, footer name) paints from the page's HTML, before
// main.js, and follows each publish and rollback. A published document that cannot be used shows an error page
// naming its host, and no other host. The shell's files are the same, byte for byte, before and after.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page, type Route } from '@playwright/test';
import { violations } from '../support/axe';
import { shellUrl, E2E_PROFILE, VAR_DIR } from '../support/ports';
import { DEPLOYMENT } from '../support/remoteServer';
import { snapshot } from '../support/remoteBuild';
import { openSignedInAtIdp } from '../support/session';

const ROOT = path.resolve(__dirname, '../..');
const STORE = VAR_DIR;
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'waikato-tech');
const NAME = 'Waikato Institute of Technology';
const [PHONE, NEW_PHONE] = ['0800 924 528', '0800 111 222'];
/** The student of its seed (e2e/fixtures/waikato-tech/seed.json), whom the local backend learns at the publish. */
const STUDENT = 'aroha.ngata@waikato-tech.demo';

/** Runs `pnpm provider:<command>` on the e2e store; keeps what it printed, with its time, in the report. */
async function provider(command: 'publish' | 'rollback', target: string): Promise<string> {
  const started = Date.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'shared/provider-release/bin/providerRelease.mjs'),
      command,
      target,
      '--profile',
      E2E_PROFILE,
      '--by',
      'e2e',
    ],
    { cwd: ROOT },
  );
  test.info().annotations.push({
    type: `provider:${command}`,
    description: `${stdout.trim()} [${Date.now() - started} ms]`,
  });
  return stdout;
}

/** Opens a page of waikato-tech's host in a scheme, recording the first heading the page ever shows. */
async function open(page: Page, route: string, scheme: 'light' | 'dark' = 'light') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(shellUrl('waikato-tech', route));
}

/** What the page's HTML paints on waikato-tech's host with main.js held on its way: the top bar's colour, its
 * logo's address and the footer's text (and a screenshot to `screenshot`); null when it paints no frame. */
async function frameBeforeMain(page: Page, screenshot?: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const MAIN = /\/main\.js(\?|$)/;
  const continued: Promise<void>[] = [];
  const hold = (route: Route) => {
    continued.push(held.then(() => route.continue()));
  };
  await page.route(MAIN, hold);
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(shellUrl('waikato-tech'), { waitUntil: 'commit' });
    // The page's frames parsed: the published one, then the build's (its footer last).
    await page.waitForSelector('#root > .pf:not(.pf-pub) footer', { state: 'attached' });
    const banner = page.getByRole('banner');
    if (!(await banner.isVisible())) return null;
    const logo = banner.getByRole('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    if (screenshot) await page.screenshot({ path: screenshot });
    return {
      bg: await banner.evaluate((el) => getComputedStyle(el).backgroundColor),
      logo: [await logo.getAttribute('alt'), await logo.getAttribute('src')],
      footer: await page.getByRole('contentinfo').innerText(),
    };
  } finally {
    release();
    await Promise.all(continued);
    await page.unroute(MAIN, hold);
  }
}

test.describe.configure({ mode: 'serial' });

test(
  'a provider published into the running portal: its look, its change, its rollback; the shell untouched',
  DEPLOYMENT,
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    const shellBefore = snapshot(SHELL_DIST);
    const draft = path.join(mkdtempSync(path.join(tmpdir(), 'waikato-')), 'waikato-tech');
    cpSync(FIXTURE, draft, { recursive: true });
    // The first frame with content: the heading and the header's colour then (no other provider's look first).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('main h1');
        if (!h1) return;
        const w = window as unknown as { firstHeading: string; firstSolid: string };
        w.firstHeading = h1.textContent ?? '';
        const button = document.querySelector('main button');
        w.firstSolid = button ? getComputedStyle(button).backgroundColor : '';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });

    try {
      // Before: the host names no provider; the page is the default one's.
      await page.goto(shellUrl('waikato-tech'));
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText(NAME);

      await test.step('publish', async () => {
        expect(await provider('publish', draft)).toMatch(
          /Published waikato-tech [0-9a-f]{12} \(a new provider\)/,
        );
      });
      const { version } = JSON.parse(readFileSync(path.join(STORE, 'providers.json'), 'utf8'))[
        'waikato-tech'
      ];
      const firstFrame = {
        bg: 'rgb(255, 255, 255)',
        logo: [NAME, `/providers/waikato-tech/${version}/logo.svg`],
        footer: `© ${NAME}`,
      };
      await test.step('its frame paints from the HTML, before main.js', async () => {
        expect(await frameBeforeMain(page, 'test-results/waikato-tech-frame.png')).toEqual(firstFrame);
      });

      for (const scheme of ['light', 'dark'] as const)
        await test.step(`home page, ${scheme}`, async () => {
          await open(page, '/', scheme);
          await expect(
            page.getByRole('heading', { level: 1, name: `Welcome to the ${NAME} student portal` }),
          ).toBeVisible();
          expect(
            await page.evaluate(() => (window as unknown as { firstHeading: string }).firstHeading),
          ).toBe(`Welcome to the ${NAME} student portal`);
          await expect(page).toHaveTitle(/Waikato Tech Student Portal/);
          const logo = page.getByRole('banner').getByRole('img', { name: NAME }).first();
          await expect(logo).toBeVisible();
          expect(await logo.getAttribute('src')).toBe(
            `/providers/waikato-tech/${version}/${scheme === 'dark' ? 'logo-dark.svg' : 'logo.svg'}`,
          );
          expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          // Its brand colour (the same in both schemes) on the page's own button.
          await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toHaveCSS(
            'background-color',
            'rgb(138, 28, 43)',
          );
          expect(await violations(page)).toEqual([]);
          if (scheme === 'light')
            await page.screenshot({ path: 'test-results/waikato-tech-home.png', fullPage: true });
        });

      for (const scheme of ['light', 'dark'] as const)
        await test.step(`support page with its contact, ${scheme}`, async () => {
          await open(page, '/case/support/general', scheme);
          await expect(page.getByText(PHONE).first()).toBeVisible();
          expect(await violations(page)).toEqual([]);
        });

      await test.step("a student signs in at its user pool's pages: home, payments, the wizard", async () => {
        const context = await browser.newContext();
        const student = await context.newPage();
        try {
          await openSignedInAtIdp(student, 'waikato-tech', STUDENT, '/payments');
          for (const scheme of ['light', 'dark'] as const) {
            await student.emulateMedia({ colorScheme: scheme });
            await student.goto(shellUrl('waikato-tech', '/'));
            await expect(student.getByRole('heading', { level: 1 })).toContainText('Welcome back');
            await expect(
              student.getByText('New Zealand Diploma in Engineering (Level 6)').first(),
            ).toBeVisible();
            expect(await violations(student), `home, ${scheme}`).toEqual([]);
            await student.goto(shellUrl('waikato-tech', '/payments'));
            await expect(student.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
            expect(await violations(student), `payments, ${scheme}`).toEqual([]);
            await student.goto(shellUrl('waikato-tech', '/enrol'));
            await expect(student.getByRole('heading', { level: 2, name: 'Course and intake' })).toBeVisible();
            expect(await violations(student), `enrol, ${scheme}`).toEqual([]);
            if (scheme === 'light')
              await student.screenshot({ path: 'test-results/waikato-tech-enrol.png', fullPage: true });
          }
        } finally {
          await context.close();
        }
      });

      await test.step('a second publish changes the phone, the name and the top bar, seen on the next page load', async () => {
        const file = path.join(draft, 'provider.json');
        const doc = JSON.parse(readFileSync(file, 'utf8'));
        doc.contact.phone = NEW_PHONE;
        doc.name = 'Waikato Tech';
        doc.theme.header.bg = '#f3e9ea';
        writeFileSync(file, JSON.stringify(doc, null, 2));
        expect(await provider('publish', draft)).toMatch(new RegExp(`\\(was ${version}\\)`));
        const second = JSON.parse(readFileSync(path.join(STORE, 'providers.json'), 'utf8'))['waikato-tech'];
        expect(await frameBeforeMain(page)).toEqual({
          bg: 'rgb(243, 233, 234)',
          logo: ['Waikato Tech', `/providers/waikato-tech/${second.version}/logo.svg`],
          footer: '© Waikato Tech',
        });
        await open(page, '/case/support/general');
        await expect(page.getByText(NEW_PHONE).first()).toBeVisible();
      });

      await test.step('a document that fails provider:check is refused, nothing published', async () => {
        const file = path.join(draft, 'provider.json');
        const doc = JSON.parse(readFileSync(file, 'utf8'));
        doc.links.home = 'javascript:alert(1)';
        writeFileSync(file, JSON.stringify(doc));
        await expect(provider('publish', draft)).rejects.toThrow(/does not pass provider:check/);
      });

      await test.step("a published document that cannot be used: its host's own error page, no other host's", async () => {
        // A deployment whose index names a version with no document (a store copied in part).
        const indexFile = path.join(STORE, 'providers.json');
        const before = readFileSync(indexFile, 'utf8');
        const index = JSON.parse(before);
        index['broken-tech'] = { ...index['waikato-tech'], version: '000000000000', earlier: [] };
        writeFileSync(indexFile, JSON.stringify(index));
        try {
          await page.goto(shellUrl('broken-tech'));
          await expect(
            page.getByRole('heading', { level: 1, name: 'This portal is not available' }),
          ).toBeVisible();
          await expect(page.getByRole('alert')).toContainText('broken-tech.localhost');
          await page.goto(shellUrl('yoobee'));
          await expect(
            page.getByRole('heading', { name: 'Welcome to the Yoobee Colleges student portal' }),
          ).toBeVisible();
          await open(page, '/case/support/general');
          await expect(page.getByText(NEW_PHONE).first()).toBeVisible();
        } finally {
          writeFileSync(indexFile, before);
        }
      });

      await test.step('rollback: the first version again, then withdrawn', async () => {
        expect(await provider('rollback', 'waikato-tech')).toMatch(`-> ${version} (rolled back)`);
        expect(await frameBeforeMain(page)).toEqual(firstFrame);
        await open(page, '/case/support/general');
        await expect(page.getByText(PHONE).first()).toBeVisible();
        expect(await provider('rollback', 'waikato-tech')).toMatch(/withdrawn/);
        expect(await frameBeforeMain(page)).toBeNull();
        await page.goto(shellUrl('waikato-tech'));
        await expect(page.getByRole('heading', { level: 1 })).not.toContainText(NAME);
      });
    } finally {
      rmSync(path.dirname(draft), { recursive: true, force: true });
    }
    expect(snapshot(SHELL_DIST)).toEqual(shellBefore);
  },
);
