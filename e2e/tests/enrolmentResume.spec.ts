// An application in progress lives on the server: found again after signing out and in on the same browser (whose
// storage the sign-out empties) and on another device, by the home page's card and by /enrol, at its first step not
// saved; the same course and intake pressed through again, there or on a device that opened the course step before,
// makes no second application. Real sign-ins at the local IdPs; accounts no other spec uses: Aria Wihongi (nzst, at
// 360 px) and Manaia Kereama (yoobee, at 1280 px).
import { expect, test, type Page } from '@playwright/test';
import { signInFromTopBar, stubExternalSites } from '../support/auth';
import {
  applicationIdOf,
  chooseCourse,
  fillPersonal,
  next,
  stepHeading,
  storedApplicationsOf,
} from '../support/enrolment';
import { shellUrl } from '../support/ports';
import { openSignedIn, openSignedInAtIdp } from '../support/session';

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

const ARIA = { provider: 'nzst', email: 'aria.wihongi@nzst.demo', upId: '1800731' };
const MANAIA = { provider: 'yoobee', email: 'manaia.kereama@yoobee.demo', upId: '1700643' };

const card = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Your application' });

/** The student's applications the server keeps that are not enrolled (the seed gives each student one enrolled). */
const openApplications = (studentUPId: string) =>
  storedApplicationsOf(studentUPId).filter((a) => a.status !== 'Enrolled');

/** Next, then the step after it, saved. */
async function saveAndGoOn(page: Page, nextHeading: string) {
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expect(stepHeading(page, nextHeading)).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
}

/** The home page's card names the application in progress and its next step, with Continue to it. */
async function expectInProgress(page: Page, nextStep: string) {
  await expect(card(page).getByText('Your application is in progress.')).toBeVisible();
  await expect(card(page).getByText(`Next step: ${nextStep}`)).toBeVisible();
  await expect(
    card(page).getByRole('link', { name: `Continue your application: ${nextStep}` }),
  ).toBeVisible();
}

test('signed out and in again on the same browser: the card and /enrol find the application at its first step not saved; the course pressed through again makes no second one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedInAtIdp(page, ARIA.provider, ARIA.email, '/enrol');
  await chooseCourse(page);
  await saveAndGoOn(page, 'Personal details');
  const applicationId = await applicationIdOf(page);
  expect(applicationId).toBeTruthy();
  await page.goto(shellUrl(ARIA.provider, '/'));
  await expectInProgress(page, 'Personal details');

  // Log out (the burger menu's, at 360 px): the sign-out's landing empties the browser's storage, the
  // application's number with it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log out' }).click();
  // Back from the IdP through the post-logout landing (/signout): the sign-out has ended there too.
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(shellUrl(ARIA.provider, '/'));
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('enrol')))).toEqual([]);

  // Signed in again on the IdP's page: the card finds the application on the server.
  await signInFromTopBar(page, ARIA.email);
  await expect(page.getByRole('link', { name: 'Back to learning' })).toBeVisible();
  await page.goto(shellUrl(ARIA.provider, '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Aria' })).toBeVisible();
  await expectInProgress(page, 'Personal details');
  await card(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/enrolmentResume-nzst-360-card.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await card(page)
    .getByRole('link', { name: /^Continue/ })
    .click();
  await expect(page).toHaveURL(/\/enrol\/personal$/);
  await expect(stepHeading(page, 'Personal details')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Course and intake' })).toContainText(
    '(completed)',
  );
  // /enrol itself opens at the first step not saved.
  await page.goto(shellUrl(ARIA.provider, '/enrol'));
  await expect(page).toHaveURL(/\/enrol\/personal$/);
  await page.screenshot({ path: 'test-results/enrolmentResume-nzst-360-enrol.png' });
  expect(await applicationIdOf(page)).toBe(applicationId);

  // "Choose a course" pressed through with the same course and intake: the same application, no second one.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(stepHeading(page, 'Course and intake')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Intake/ })).not.toHaveValue('');
  await saveAndGoOn(page, 'Personal details');
  expect(openApplications(ARIA.upId).map((a) => a.id)).toEqual([applicationId]);
});

test('another device finds the application in progress; one that had the course step open already opens it, and makes no second one', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A second device has /enrol open, on the course step, before any application exists.
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await laptop.newPage();
  await openSignedInAtIdp(other, MANAIA.provider, MANAIA.email, '/enrol');
  await expect(stepHeading(other, 'Course and intake')).toBeVisible();

  // The first device applies: the course and the personal details saved.
  await openSignedIn(page, MANAIA.provider, MANAIA.email, '/enrol');
  await chooseCourse(page);
  await saveAndGoOn(page, 'Personal details');
  await fillPersonal(page, 'NZ');
  await saveAndGoOn(page, 'Contact details');
  const applicationId = await applicationIdOf(page);

  // The second device chooses the same course and intake: the application there is opened where it was left.
  await chooseCourse(other);
  await next(other).click();
  const notice = other.getByRole('status', {
    name: 'You have already started an application for this course and intake: here it is, where you left off.',
  });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(stepHeading(other, 'Contact details')).toBeVisible();
  await expect(other).toHaveURL(/\/enrol\/contact$/);
  await other.screenshot({ path: 'test-results/enrolmentResume-yoobee-1280-found.png' });
  await other.getByRole('button', { name: 'Previous' }).click();
  await expect(other.getByRole('textbox', { name: /^First name/ })).toHaveValue('Sophie');
  expect(await applicationIdOf(other)).toBe(applicationId);
  expect(openApplications(MANAIA.upId).map((a) => a.id)).toEqual([applicationId]);
  await laptop.close();

  // A third device, signed in on the IdP's page, nothing of the application on it: the card and /enrol find it.
  const phone = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const third = await phone.newPage();
  await stubExternalSites(third);
  await third.goto(shellUrl(MANAIA.provider, '/'));
  await signInFromTopBar(third, MANAIA.email);
  await expect(third.getByRole('button', { name: 'Manaia, user menu' })).toBeVisible();
  await third.goto(shellUrl(MANAIA.provider, '/'));
  await expectInProgress(third, 'Contact details');
  await card(third).scrollIntoViewIfNeeded();
  await third.screenshot({ path: 'test-results/enrolmentResume-yoobee-1280-card.png' });
  await card(third)
    .getByRole('link', { name: /^Continue/ })
    .click();
  await expect(third).toHaveURL(/\/enrol\/contact$/);
  await third.goto(shellUrl(MANAIA.provider, '/enrol'));
  await expect(third).toHaveURL(/\/enrol\/contact$/);
  await expect(third.getByRole('listitem').filter({ hasText: 'Personal details' })).toContainText(
    '(completed)',
  );
  expect(openApplications(MANAIA.upId).map((a) => a.id)).toEqual([applicationId]);
  await phone.close();
});
