// What `pnpm bench:nav` and `pnpm bench:inp` share: the Event Timing API in a signed-in tab on a throttled phone,
// and the interactions whose INP they print. An interaction's figure is its Event Timing duration (from the input
// to the next paint after its handlers ran); a kind's figure in a run is the longest of its interactions.
import { contentShown, newTab, throttlePhone } from './benchLib.mjs';

/** How long the network must be quiet before an interaction (the student reads the page). */
const QUIET_MS = 1000;
const MAX_REST_MS = 20_000;

/** Records the tab's Event Timing entries (PerformanceObserver 'event', durationThreshold 16) and the time stamp of
 * its last click; returns `rest()`, which waits until the tab's network has been quiet for a second. */
export async function instrument(page) {
  await page.addInitScript(() => {
    window.__events = [];
    window.__lastClick = undefined;
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.interactionId)
            window.__events.push({
              start: e.startTime,
              duration: e.duration,
              id: e.interactionId,
              name: e.name,
            });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    } catch {
      // No Event Timing: no INP figures.
    }
    addEventListener('click', (event) => (window.__lastClick = event.timeStamp), { capture: true });
  });
  const pending = new Set();
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  page.on('request', (r) => (pending.add(r), touch()));
  page.on('requestfinished', (r) => (pending.delete(r), touch()));
  page.on('requestfailed', (r) => (pending.delete(r), touch()));
  return async function rest() {
    const until = Date.now() + MAX_REST_MS;
    while (Date.now() < until && (pending.size || Date.now() - lastActivity < QUIET_MS))
      await page.waitForTimeout(100);
  };
}

/** The page's clock now (ms). */
export const now = (page) => page.evaluate(() => performance.now());

/** The longest interaction among the tab's Event Timing entries that started at or after `since` (ms, page clock):
 * an interaction's duration is its longest event's (pointerdown, pointerup, click, keydown…). */
export const longest = (page, since) =>
  page.evaluate((t) => {
    const byId = new Map();
    for (const e of window.__events.filter((e) => e.start >= t))
      byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    return byId.size ? Math.max(...byId.values()) : undefined;
  }, since);

/** A throttled, instrumented tab of the signed-in session, at `width` px, opened at `route` with its content shown
 * and its network quiet. */
async function openTab(chromium, origin, storage, route, width = 1280) {
  const { context, page } = await newTab(chromium, storage);
  if (width !== 1280) await page.setViewportSize({ width, height: 780 });
  await throttlePhone(context, page);
  const rest = await instrument(page);
  await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
  await contentShown(page, 120_000);
  await rest();
  return { context, page, rest };
}

/** Runs `measure(page, rest)` in a fresh tab; logs and returns undefined where it fails. */
async function inTab(chromium, origin, storage, route, width, label, measure) {
  const { context, page, rest } = await openTab(chromium, origin, storage, route, width);
  try {
    return await measure(page, rest);
  } catch (error) {
    console.log(`  ${label}: no figure (${String(error).split('\n')[0]})`);
    return undefined;
  } finally {
    await context.close();
  }
}

/** The longest interaction of `act()`, once the network is quiet again after it. */
async function timed(page, rest, act) {
  const since = await now(page);
  await act();
  await rest();
  return longest(page, since);
}

/** Opening the student's menu on /profile: the user menu from md up (1280 px), the drawer below (360 px). Each
 * opened twice (closed with Escape between, not counted): the longest opening. */
export function menuOpenInp(chromium, origin, storage, { drawer = false } = {}) {
  const label = drawer ? 'the drawer' : 'the user menu';
  return inTab(chromium, origin, storage, '/profile', drawer ? 360 : 1280, label, async (page, rest) => {
    const button = drawer
      ? page.getByRole('button', { name: 'Open menu' })
      : page.getByRole('button', { name: /user menu/ });
    const opened = drawer ? page.getByRole('dialog') : page.getByRole('menu');
    let worst;
    for (let i = 0; i < 2; i++) {
      const inp = await timed(page, rest, async () => {
        await button.click();
        await opened.waitFor({ state: 'visible' });
      });
      worst = Math.max(worst ?? 0, inp ?? 0);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'hidden' });
      await rest();
    }
    return worst;
  });
}

/** The enrolment wizard's Next on its first step (the course step: a course and an intake chosen; Next starts the
 * application). A run that finds the step already done, or Next still off after 15 s, has no figure. */
export const nextInp = (chromium, origin, storage) =>
  inTab(chromium, origin, storage, '/enrol/course', 1280, "the wizard's Next", async (page, rest) => {
    const course = page.getByRole('combobox', { name: /^Course/ });
    if (!(await course.isVisible())) return undefined;
    await course.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: /^Intake/ }).selectOption({ index: 1 });
    await rest();
    return timed(page, rest, () =>
      page.getByRole('button', { name: 'Next', exact: true }).click({ timeout: 15_000 }),
    );
  });

/** A table's sorts on `route`: each visible sort button of its headers twice (ascending, then descending); the
 * longest, and how many sorts. */
export const sortInp = (chromium, origin, storage, route) =>
  inTab(chromium, origin, storage, route, 1280, `the sorts of ${route}`, async (page, rest) => {
    const buttons = page.locator('main th button');
    const count = await buttons.count();
    let sorts = 0;
    const inp = await timed(page, rest, async () => {
      for (let i = 0; i < count; i++) {
        if (!(await buttons.nth(i).isVisible())) continue;
        await buttons.nth(i).click();
        await buttons.nth(i).click();
        sorts += 2;
      }
    });
    return sorts ? { inp, sorts } : undefined;
  });

/** The sortable tables: the grades table of /myEnrolments and the files table of /files (the payments table does
 * not sort). */
export const SORTED_TABLES = [
  ['/myEnrolments', 'the grades table'],
  ['/files', 'the files table'],
];

/** The median of the measured values (undefined ones left out), and a figure in ms as the tables print it. */
export const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const ms = (n) => (n === undefined ? 'n/a' : `${Math.round(n)} ms`);
