// The enrolment wizard's device copy on a shared computer (a library or lab browser): an applicant fills the first
// steps and closes the tab without signing out. A new tab of the same browser, signed out, finds in local storage
// none of the answers the server already has (names, date of birth, ids), only what was not saved yet, with an end
// date 14 days away; the applicant, back, finds that unsaved answer; another student signing in on the browser
// removes it. Accounts no other spec uses: Wiremu Pohatu and Sione Vaipulu (nzma).
import { expect, test, type Page } from '@playwright/test';
import { stubExternalSites } from '../support/auth';
import { chooseCourse, fillPersonal, next, stepHeading } from '../support/enrolment';
import { shellUrl } from '../support/ports';
import { openSignedIn } from '../support/session';

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

const APPLICANT = { provider: 'nzma', email: 'wiremu.pohatu@nzma.demo', upId: '1500418' };
const NEXT_STUDENT = { provider: 'nzma', email: 'sione.vaipulu@nzma.demo', upId: '1500931' };
const DRAFT_KEY = `portal.device.enrol.${APPLICANT.upId}`;
const UNSAVED = 'Typed, not saved';
/** What fillPersonal types on the personal step (saved with its Next). */
const SAVED_DETAILS = ['Sophie', 'Williams', '2001-04-09', '1234567', '49091850', '49-091-850'];
const DAY = 24 * 60 * 60 * 1000;

/** Everything this origin keeps in local storage. */
const localStorageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)) as Record<string, string>);

/** Next, then the step after it, saved. */
async function saveAndGoOn(page: Page, nextHeading: string) {
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expect(stepHeading(page, nextHeading)).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
}

test('a closed tab leaves on the device only the answers not saved yet, for 14 days; the next student finds none', async ({
  context,
}) => {
  const page = await context.newPage();
  await openSignedIn(page, APPLICANT.provider, APPLICANT.email, '/enrol');
  await chooseCourse(page);
  await saveAndGoOn(page, 'Personal details');
  await fillPersonal(page, 'NZ');
  await saveAndGoOn(page, 'Contact details');
  await page.getByRole('textbox', { name: /^Emergency contact name/ }).fill(UNSAVED);
  await expect.poll(async () => (await localStorageOf(page))[DRAFT_KEY] ?? '').toContain(UNSAVED);
  // Closed without signing out.
  await page.close();

  // The next person opens the portal in a new tab of the same browser: signed out.
  const later = await context.newPage();
  await stubExternalSites(later);
  // A device entry kept before entries had an end date is removed when the portal starts.
  await later.goto(shellUrl(APPLICANT.provider));
  await later.evaluate(() =>
    localStorage.setItem('portal.device.enrol.0000001', '{"values":{"personal":{"firstName":"Undated"}}}'),
  );
  await later.reload();
  await expect(later.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  const storage = await localStorageOf(later);
  // Nothing the server already has is in the browser's storage, anywhere.
  const everything = JSON.stringify(storage);
  for (const detail of SAVED_DETAILS) expect([detail, everything.includes(detail)]).toEqual([detail, false]);
  expect(Object.keys(storage).filter((key) => key.startsWith('portal.device.'))).toEqual([DRAFT_KEY]);
  // What is there: the contact step's answers, not saved yet, with an end 14 days from the last change.
  const draft = JSON.parse(storage[DRAFT_KEY]!) as { values: Record<string, unknown>; expiresAt: string };
  expect(Object.keys(draft.values)).toEqual(['contact']);
  expect(JSON.stringify(draft.values)).toContain(UNSAVED);
  const ends = Date.parse(draft.expiresAt) - Date.now();
  expect(ends).toBeGreaterThan(14 * DAY - 10 * 60 * 1000);
  expect(ends).toBeLessThanOrEqual(14 * DAY);

  // The applicant comes back (the sign-in service still knows them): the unsaved answer is there, and the saved
  // ones come from the server.
  await later.goto(shellUrl(APPLICANT.provider, '/enrol'));
  await expect(later.getByRole('button', { name: 'Wiremu, user menu' })).toBeVisible();
  await expect(stepHeading(later, 'Contact details')).toBeVisible();
  await expect(later.getByRole('textbox', { name: /^Emergency contact name/ })).toHaveValue(UNSAVED);
  await later.getByRole('button', { name: 'Previous' }).click();
  await expect(later.getByRole('textbox', { name: /^First name/ })).toHaveValue('Sophie');
  await later.close();

  // The sign-in service's session is over (the browser's cookies cleared); another student signs in on the same
  // browser: the first one's answers leave the device.
  await context.clearCookies();
  const nextStudent = await context.newPage();
  await openSignedIn(nextStudent, NEXT_STUDENT.provider, NEXT_STUDENT.email, '/enrol');
  await expect(nextStudent.getByRole('button', { name: 'Sione, user menu' })).toBeVisible();
  await expect
    .poll(async () =>
      Object.keys(await localStorageOf(nextStudent)).filter((key) => key.startsWith('portal.device.')),
    )
    .toEqual([]);
  expect(JSON.stringify(await localStorageOf(nextStudent))).not.toContain(UNSAVED);
});
