// `pnpm screenshots`: pictures of the portal for a person to look at (two providers, desktop and phone).
// Needs the portal running (`npm start` or `pnpm serve`); writes PNGs to screenshots/.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { ROOT, launchChromium } from './lib.mjs';

const port = Number(process.env.SHELL_PORT ?? 3000);
const out = path.join(ROOT, 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
const shots = [
  { slug: 'up-online', email: 'ava.ngata@up-online.demo', width: 1280, height: 900 },
  { slug: 'yoobee', email: 'hemi.walker@yoobee.demo', width: 1280, height: 900 },
  { slug: 'soe', email: 'charlotte.evans@soe.demo', width: 1280, height: 900 },
  { slug: 'nzma', email: 'losa.faleolo@nzma.demo', width: 360, height: 760 },
  { slug: 'ichm', email: 'mei.chen@ichm.demo', width: 390, height: 844 },
];
for (const s of shots) {
  const page = await browser.newPage({ viewport: { width: s.width, height: s.height } });
  await page.route(/^https:\/\//, (r) => r.fulfill({ status: 200, body: 'external' }));
  const base = `http://${s.slug}.localhost:${port}`;
  const name = (what) => path.join(out, `${s.slug}-${s.width}-${what}.png`);
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: name('welcome'), fullPage: true });
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').waitFor();
  await page.screenshot({ path: name('idp'), fullPage: true });
  await page.getByLabel('Email').fill(s.email);
  await page.getByLabel('Password').fill('Portal-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/profile$/);
  // The remote pages: each once its content shows (no busy message left).
  for (const [what, route] of [
    ['home', '/'],
    ['grades', '/grades'],
    ['profile', '/profile'],
    ['enrolments', '/myEnrolments'],
    ['support', '/case/support/general'],
  ]) {
    await page.goto(`${base}${route}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main [data-busy]'));
    await page.waitForTimeout(500);
    await page.screenshot({ path: name(what), fullPage: true });
  }
  await page.goto(`${base}/payments`);
  await page
    .getByRole('heading', { name: /^Invoice / })
    .first()
    .waitFor();
  await page.screenshot({ path: name('payments'), fullPage: s.width > 800 });
  if (s.width < 800) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: name('drawer') });
  } else {
    await page.getByRole('button', { name: /, user menu$/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: name('usermenu') });
  }
  await page.goto(`${base}/nowhere`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: name('404') });
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${path.relative(ROOT, out)}/`);
