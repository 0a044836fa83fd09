// The academic remote in the running portal: My Enrolments, Grades, Files and /lms against the
// dev-api's showcase accounts, in Chromium.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { shellUrl } from '../support/ports';
import { openSignedIn } from '../support/session';
import { violations } from '../support/axe';

const { ruby, zoe, tama } = ACCOUNTS;

/** The rows of a table's body, each as its cells' texts. */
async function bodyRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 0; i < count; i += 1) out.push(await rows.nth(i).locator('td').allInnerTexts());
  return out;
}

/** Clicks "Load more" under a locator until it is gone. */
async function loadAll(page: Page, scope: Locator = page.locator('body')) {
  const more = scope.getByRole('button', { name: 'Load more' });
  while ((await more.count()) > 0) await more.first().click();
}

const time = (text: string) => (text === '–' ? Number.POSITIVE_INFINITY : Date.parse(text));
const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((v, i) => i === 0 || Number.isFinite(v) === false || direction * (v - values[i - 1]!) >= 0);

test('my enrolments: subjects sorted by start date, every column sortable by click and keyboard, pages of 8', async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ruby.email, '/myEnrolments');
  const subjects = page.getByRole('table', { name: 'Subjects' });
  await expect(subjects.locator('tbody tr')).toHaveCount(8);
  await expect(subjects.getByRole('columnheader', { name: 'Start Date' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(await subjects.getByRole('columnheader').allInnerTexts()).toEqual([
    'Subject',
    'Start Date',
    'Census Date',
    'Withdrawal Date (WNF)',
    'End Date',
  ]);
  const column = async (i: number) => (await bodyRows(subjects)).map((cells) => cells[i]!);
  expect(isSorted((await column(1)).map(time), 1)).toBe(true);
  // Dates in format LL.
  expect((await column(2))[0]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  await page.getByRole('button', { name: 'Load more' }).first().click();
  await expect(subjects.locator('tbody tr')).toHaveCount(16);
  await expect(page.getByText('Showing 16 of 17 subjects')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).first().click();
  await expect(subjects.locator('tbody tr')).toHaveCount(17);

  // Click: Subject ascending, then descending.
  await subjects.getByRole('button', { name: 'Subject' }).click();
  await expect(subjects.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(subjects.getByRole('columnheader', { name: 'Start Date' })).not.toHaveAttribute('aria-sort');
  const names = (await column(0)).map((cell) => cell.split('\n')[0]!);
  expect(names).toEqual(
    [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
  );
  // Keyboard: every date column, Enter then Space.
  for (const [index, name] of [
    [2, 'Census Date'],
    [3, 'Withdrawal Date (WNF)'],
    [4, 'End Date'],
    [1, 'Start Date'],
  ] as const) {
    await subjects.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(subjects.getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'ascending');
    expect(isSorted((await column(index)).map(time), 1)).toBe(true);
    await page.keyboard.press('Space');
    await expect(subjects.getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'descending');
    expect(isSorted((await column(index)).map(time), -1)).toBe(true);
  }
});

test('my enrolments: only Ratified and Provisional records, Pending Ratification as Provisional, results coloured with text', async ({
  page,
}) => {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/v1/secure/enrolment?') && r.request().method() === 'GET',
  );
  await openSignedIn(page, 'up-online', ruby.email, '/myEnrolments');
  const enrolments = (await (await answer).json()) as {
    enrolmentBlockList: {
      enrolmentModuleList: {
        moduleCode: string;
        academicRecords: { name: string; statusCodeLabel: string; resultText: string }[];
      }[];
    }[];
  }[];
  const records = enrolments.flatMap((e) =>
    e.enrolmentBlockList.flatMap((b) => b.enrolmentModuleList.flatMap((m) => m.academicRecords)),
  );
  const shown = records.filter((r) =>
    ['Ratified', 'Provisional', 'Pending Ratification'].includes(r.statusCodeLabel),
  );
  const grades = page.getByRole('table', { name: 'Grades' });
  await expect(grades.locator('tbody tr')).toHaveCount(8);
  await loadAll(page, page.locator('section').filter({ has: grades }));
  await expect(grades.locator('tbody tr')).toHaveCount(shown.length);
  const rows = await bodyRows(grades);
  expect(new Set(rows.map((cells) => cells[4]))).toEqual(new Set(['Ratified', 'Provisional']));
  // Pending Ratification is shown as Provisional; Draft and Withdrawn records are not shown.
  const pending = shown.find((r) => r.statusCodeLabel === 'Pending Ratification')!;
  expect(rows.find((cells) => cells[1] === pending.name)?.[4]).toBe('Provisional');
  for (const hidden of records.filter((r) => !shown.includes(r)))
    expect(
      rows.some((cells) => cells[1] === hidden.name && cells[3]?.includes(hidden.resultText ?? '-')),
    ).toBe(false);
  await expect(grades.getByText('(withdrawn)')).toHaveCount(0);
  // Every colour set, each with its result text and an icon.
  const tags = grades.locator('[data-tone]');
  const tones = await tags.evaluateAll((els) => els.map((el) => el.getAttribute('data-tone')));
  expect(new Set(tones)).toEqual(new Set(['success', 'fail', 'warning', 'neutral']));
  for (const [text, tone] of [
    ['High Distinction', 'success'],
    ['Fail Level 2', 'fail'],
    ['Withdrawn failed', 'fail'],
    ['Result Incomplete', 'warning'],
    ['Recognition of Prior Learning', 'neutral'],
  ])
    await expect(grades.locator(`[data-tone="${tone}"]`, { hasText: text }).first()).toBeVisible();
  expect(await tags.locator('svg[aria-hidden="true"]').count()).toBe(tones.length);
  // Different colours for different sets.
  const colour = (tone: string) =>
    grades
      .locator(`[data-tone="${tone}"]`)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
  expect(new Set(await Promise.all(['success', 'fail', 'warning', 'neutral'].map(colour))).size).toBe(4);
  // Both tables are explained, with footnotes that link to support by its role.
  await expect(page.getByText(/Only ratified and provisional results are shown/)).toBeVisible();
  await expect(page.getByText(/Census Date is the last day to withdraw/)).toBeVisible();
  const links = page.getByRole('link', { name: /student support/ });
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/case/support/general');
});

test('my enrolments: "Add to calendar" saves an .ics with each census and WNF date as an all-day event', async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ruby.email, '/myEnrolments');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('up-online-census-and-withdrawal-dates.ics');
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('X-WR-TIMEZONE:Australia/Melbourne');
  // 17 subjects, each with a census and a WNF date.
  expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(34);
  expect(ics.match(/^DTSTART;VALUE=DATE:\d{8}\r$/gm)).toHaveLength(34);
  expect(ics.match(/^SUMMARY:Census date: /gm)).toHaveLength(17);
  expect(ics.match(/^SUMMARY:Withdrawal date \(WNF\): /gm)).toHaveLength(17);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  // No object URL is left behind after use (revoked), and no blob: link stays in the page.
  await expect(page.locator('a[href^="blob:"]')).toHaveCount(0);
});

test('grades: submissions grouped by course, module and assessment; attempts behind disclosures by the status rules', async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ruby.email, '/grades');
  await expect(page.getByRole('heading', { level: 2, name: /Diploma of Business/ })).toBeVisible();
  const cards = page.locator('li').filter({ has: page.getByRole('heading', { level: 4 }) });
  await expect(cards).toHaveCount(8);
  await expect(page.getByText(/^Showing 8 of \d+ assessments$/)).toBeVisible();
  await loadAll(page);
  const total = await cards.count();
  expect(total).toBeGreaterThan(8);
  await expect(page.getByText(`Showing ${total} of ${total} assessments`)).toBeVisible();
  // The current, upcoming and completed courses.
  expect(await page.getByRole('heading', { level: 2 }).count()).toBe(3);
  // Every status of the rules, in words.
  for (const status of ['Complete', 'Graded', 'Incomplete', 'Pending grade', 'Not submitted'])
    await expect(cards.locator('[data-tone]', { hasText: new RegExp(`^${status}$`) }).first()).toBeVisible();
  // One disclosure per assessment.
  const buttons = page.getByRole('button', { name: /^Show attempts at / });
  await expect(buttons).toHaveCount(total);
  // Opened attempts are hidden: an assessment with only an Opened attempt has none to show.
  const opened = cards.filter({ hasText: 'Not submitted' }).first();
  const openedButton = opened.getByRole('button', { name: /attempts/ });
  await expect(openedButton).toHaveAccessibleName(/\(0\)$/);
  await openedButton.click();
  await expect(openedButton).toHaveAttribute('aria-expanded', 'true');
  await expect(opened.getByText('No attempts submitted yet.')).toBeVisible();
  // A failed upload and its re-send: Submission Error, then Complete with the grade.
  let found = false;
  for (const card of await cards.all()) {
    const button = card.getByRole('button', { name: /attempts/ });
    if (!/\(2\)$/.test((await button.getAttribute('aria-label')) ?? '')) continue;
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    if ((await card.getByText('Submission Error', { exact: true }).count()) > 0) {
      const attempts = card.locator('ol > li');
      await expect(attempts).toHaveCount(2);
      await expect(attempts.nth(0)).toContainText('Attempt 1');
      await expect(attempts.nth(0)).toContainText('Submission Error');
      await expect(attempts.nth(1)).toContainText('Complete');
      await expect(attempts.nth(1)).toContainText(/\.pdf \(\d+(\.\d)? (kB|MB)\)/);
      found = true;
      await button.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(attempts.first()).toBeHidden();
      break;
    }
  }
  expect(found).toBe(true);
  await expect(page.getByText(/^Please note: an assessment is graded within 10 business days/)).toBeVisible();
});

test('grades (soe): the nested list course > block > module > assessment with grades and ticks', async ({
  page,
}) => {
  await openSignedIn(page, 'soe', zoe.email, '/grades');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await loadAll(page);
  const blocks = await page.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(blocks.every((b) => /^Block \d+$/.test(b))).toBe(true);
  expect(blocks.length).toBeGreaterThan(2);
  const lines = page.locator('li:has(> h5)');
  expect(await lines.count()).toBeGreaterThan(8);
  const ticked = lines.filter({ hasText: 'Completed' });
  expect(await ticked.count()).toBeGreaterThan(0);
  for (const line of await ticked.all()) await expect(line).toContainText(/Grade: \S+/);
  await expect(lines.filter({ hasText: 'No grade yet' }).first()).toBeVisible();
  expect(await lines.filter({ hasText: 'No grade yet' }).filter({ hasText: 'Completed' }).count()).toBe(0);
  await expect(page.getByRole('button', { name: /attempts/ })).toHaveCount(0);
  // Nested lists, from the course down to the assessment.
  expect(await page.locator('ul > li ul > li ul > li ul > li h5').count()).toBe(await lines.count());
});

test('files: name, human size, modified time, Recent within 24 hours, pages of 8, download equals the file', async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ruby.email, '/files');
  const table = page.getByRole('table', { name: 'Files' });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const rows = await bodyRows(table);
  for (const cells of rows) {
    expect(cells[1]).toMatch(/^\d+(\.\d)? (bytes|kB|MB)$/);
    expect(cells[2]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
  }
  const recent = rows.filter((cells) => /Recent/.test(cells[0]!));
  expect(recent.length).toBeGreaterThan(0);
  expect(recent.length).toBeLessThan(rows.length);
  expect(rows.some((cells) => cells[0]!.startsWith('Timetable.txt') && /Recent/.test(cells[0]!))).toBe(true);
  expect(
    rows.some((cells) => cells[0]!.startsWith('Academic Transcript.pdf') && !/Recent/.test(cells[0]!)),
  ).toBe(true);

  // What the dev-api serves for the file, as it passes.
  const served: Buffer[] = [];
  await page.route('**/file?fileid=*', async (route) => {
    const response = await route.fetch();
    if (route.request().method() === 'GET') served.push(await response.body());
    await route.fulfill({ response });
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Timetable.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Timetable.txt');
  const bytes = readFileSync((await file.path())!);
  expect(served).toHaveLength(1);
  expect(bytes.equals(served[0]!)).toBe(true);
  expect(bytes.toString('utf8')).toContain('Ruby Clarke');
  const listed = rows.find((cells) => cells[0]!.startsWith('Timetable.txt'))![1];
  expect(listed).toMatch(new RegExp(`^${bytes.length} bytes$|kB$`));
});

test('files: a failed download shows its message and the list stays usable', async ({ page }) => {
  await openSignedIn(page, 'up-online', ruby.email, '/files');
  await page.route('**/file?fileid=*', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  const button = page.getByRole('button', { name: /^Download / }).first();
  const name = (await button.getAttribute('aria-label'))!.replace(/^Download /, '');
  await button.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`Could not download ${name}`);
  await expect(alert).toContainText('Internal Server Error: Up API GET file');
  await expect(page.getByRole('table', { name: 'Files' }).locator('tbody tr')).toHaveCount(8);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download / })
    .nth(1)
    .click();
  expect((await download).suggestedFilename()).toBeTruthy();
  await expect(alert).toHaveCount(0);
});

test('/lms: busy, then the learning platform with course and upId', async ({ page }) => {
  await stubExternalSites(page);
  // The enrolments answer waits until the busy message has been seen.
  let release = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/secure/enrolment?*', async (route) => {
    if (route.request().method() === 'GET') await seen;
    await route.continue();
  });
  await page.goto(shellUrl('up-online', '/lms'));
  await signInAtIdp(page, ruby.email);
  await expect(page.getByRole('status')).toHaveText('Taking you to your course...');
  release();
  await page.waitForURL(/^https:\/\/learn\.uponline\.edu\.au/);
  const url = new URL(page.url());
  expect(url.origin).toBe('https://learn.uponline.edu.au');
  expect(url.searchParams.get('course')).toBe('BSB50120');
  expect(url.searchParams.get('upId')).toBe(ruby.upId);
});

test('/lms: the first-login error when there is no course code, and when the load fails', async ({
  page,
}) => {
  await openSignedIn(page, 'yoobee', tama.email, '/lms');
  await expect(page.getByRole('alert')).toContainText('We could not take you to your course');
  await expect(page.getByRole('alert')).toContainText('No course code was found for your enrolment.');
  await expect(page).toHaveURL(shellUrl('yoobee', '/lms'));

  await page.route('**/v1/secure/enrolment?*', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto(shellUrl('yoobee', '/lms'));
  await expect(page.getByRole('alert')).toContainText('We could not take you to your course');
  await expect(page.getByRole('alert')).toContainText(
    'Service Unavailable: Up API GET v1/secure/enrolment?studentupid=',
  );
});

test('every academic page shows a failed read in an error bar, never a blank page', async ({ page }) => {
  await openSignedIn(page, 'up-online', ruby.email, '/files');
  await page.route('**/v1/secure/enrolment?*', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.route('**/v1/secure/student/*/file', (route) => route.fulfill({ status: 500, body: '{}' }));
  for (const [path, message] of [
    ['/myEnrolments', 'Service Unavailable: Up API GET v1/secure/enrolment?studentupid='],
    ['/grades', 'Service Unavailable: Up API GET v1/secure/enrolment?studentupid='],
    ['/files', 'Internal Server Error: Up API GET v1/secure/student/'],
  ] as const) {
    await page.goto(shellUrl('up-online', path));
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the academic pages have no WCAG A/AA violations at 1280 and 360 px, and tables fit a phone', async ({
  page,
}) => {
  // Four sign-ins and eight axe runs: 45 s was too tight on a loaded two-core machine.
  test.setTimeout(120_000);
  for (const [provider, email, path] of [
    ['up-online', ruby.email, '/myEnrolments'],
    ['yoobee', tama.email, '/grades'],
    ['soe', zoe.email, '/grades'],
    ['up-online', ruby.email, '/files'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, provider, email, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' }).first()).toBeVisible();
    // Open a disclosure, so its content is checked too.
    const disclosure = page.getByRole('button', { name: /^Show attempts at / }).first();
    if (await disclosure.count()) await disclosure.click();
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await violations(page)).toEqual([]);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
  }
});
