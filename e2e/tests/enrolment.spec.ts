// The enrolment wizard (issue 13) in the running portal: whole applications for an NZ and an AU provider, from
// course to confirmation, saved step by step in the dev-api; a failed save and Retry; a reload and going offline
// midway with nothing lost; axe on every step. Each test has an account of its own (no other spec applies).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROOT } from '../support/remoteBuild';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { openSignedIn } from '../support/session';
import { shellUrl } from '../support/ports';

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

const NZ = { provider: 'nz-institute-of-sport', email: 'sophie.williams@nz-institute-of-sport.demo' };
const AU = { provider: 'ichm', email: 'oliver.nguyen@ichm.demo' };
const RESUME = { provider: 'nzst', email: 'ethan.wilson@nzst.demo' };
const OFFLINE = { provider: 'iahealth', email: 'jack.thompson@iahealth.demo' };

/** WCAG 2.1 A/AA violations of the page. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** The stored application of the dev-api (its record file on disk), by number. */
function storedApplication(applicationId: string): Record<string, unknown> {
  const dir = path.join(ROOT, '.var', 'e2e', 'data', 'records', 'applications');
  const file = readdirSync(dir).find((name) => name.endsWith(`${applicationId}.json`));
  if (!file) throw new Error(`no record of application ${applicationId}`);
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
}

/** The application number this browser keeps for the signed-in student. */
const applicationIdOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('portal.enrol.application.'));
    return key ? localStorage.getItem(key) : null;
  });

async function pick(field: Locator, option: string) {
  await field.fill(option.slice(0, 4));
  await field.page().getByRole('option', { name: option, exact: true }).click();
}

async function chooseCourse(page: Page) {
  await expect(stepHeading(page, 'Course and intake')).toBeVisible();
  const course = page.getByRole('combobox', { name: /^Course/ });
  await expect(course.getByRole('option').nth(1)).toBeAttached();
  await course.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Intake/ }).selectOption({ index: 1 });
}

async function fillPersonal(page: Page, country: 'NZ' | 'AU') {
  await expect(stepHeading(page, 'Personal details')).toBeVisible();
  // Every validation message of the step, once: required names, and more than three ethnicities.
  const first = page.getByRole('textbox', { name: /^First name/ });
  await first.focus();
  await first.blur();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('Some answers on this step are missing or invalid')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await first.fill('Sophie');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Williams');
  await page.getByLabel(/^Date of birth/).fill('2001-04-09');
  await page.getByRole('combobox', { name: /^Gender/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Citizenship status/ }).selectOption({ index: 1 });
  const ethnicity = page.getByRole('group', { name: /^Ethnicity/ });
  for (const name of ['Samoan', 'Tongan', 'Fijian', 'Cook Island Maori'])
    await ethnicity.getByRole('checkbox', { name, exact: true }).check({ force: true });
  await expect(page.getByText('Choose up to three ethnicities')).toBeVisible();
  await ethnicity.getByRole('checkbox', { name: 'Cook Island Maori', exact: true }).uncheck({ force: true });
  if (country === 'NZ') {
    await expect(page.getByRole('combobox', { name: /^Aboriginal/ })).toHaveCount(0);
    await pick(page.getByRole('combobox', { name: /^First iwi/ }), 'Ngāti Whakaue');
    await page.getByRole('textbox', { name: /^National Student Index/ }).fill('1234567');
    await page.getByRole('textbox', { name: /^IRD number/ }).fill('49091850');
    await expect(page.getByRole('textbox', { name: /^IRD number/ })).toHaveValue('49-091-850');
  } else {
    await expect(page.getByRole('textbox', { name: /^IRD number/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: /^Aboriginal/ }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: /^Unique Student Identifier/ }).fill('ABC1234567');
  }
}

const ADDRESS = {
  NZ: { search: '1 Queen Street', option: /^1 Queen Street, Auckland Central/, city: 'Auckland' },
  AU: { search: '401 Collins Street', option: /^401 Collins Street, Melbourne/, city: 'Melbourne' },
};

async function fillContact(page: Page, country: 'NZ' | 'AU' = 'NZ') {
  const address = ADDRESS[country];
  await expect(stepHeading(page, 'Contact details')).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Email/ })
    .first()
    .fill('sophie@example.com');
  const phone = page.getByRole('textbox', { name: /^Phone/ }).first();
  await phone.fill('021 123 4567');
  await expect(phone).toHaveValue('+64 21 123 4567');
  const search = page.getByRole('combobox', { name: 'Search for your address' });
  await search.fill(address.search);
  await page.getByRole('option', { name: address.option }).click();
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue(address.city);
  await page.getByRole('textbox', { name: /^Emergency contact name/ }).fill('Mele Williams');
  await page.getByRole('combobox', { name: /^Relationship to you/ }).selectOption({ index: 1 });
  const emergencyPhone = page.getByRole('textbox', { name: /^Emergency contact phone/ });
  await emergencyPhone.fill('09 377 0001');
  await expect(emergencyPhone).not.toHaveValue('09 377 0001');
}

async function fillEducation(page: Page) {
  await expect(stepHeading(page, 'Education')).toBeVisible();
  await page.getByRole('combobox', { name: /^Highest school level completed/ }).selectOption({ index: 2 });
  await page.getByRole('combobox', { name: /^Year you last attended school/ }).selectOption('2019');
}

async function fillEmployment(page: Page) {
  await expect(stepHeading(page, 'Employment')).toBeVisible();
  const status = page.getByRole('combobox', { name: /^Current employment status/ });
  await status.selectOption({ label: 'Full-time employee' });
  await expect(page.getByRole('heading', { name: 'Your work' })).toBeVisible();
  await status.selectOption({ label: 'Unemployed – seeking full-time work' });
  await expect(page.getByRole('heading', { name: 'Your work' })).toHaveCount(0);
}

async function fillDisability(page: Page) {
  await expect(stepHeading(page, 'Disability and support')).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  const support = page.getByRole('group', { name: /^Would you like support/ });
  await support
    .getByRole('checkbox', { name: 'No, I do not need support at this time.' })
    .check({ force: true });
}

async function fillStudy(page: Page) {
  await expect(stepHeading(page, 'Study')).toBeVisible();
  await page.getByRole('combobox', { name: /^How will you study/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Main reason for studying/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^How will your fees be paid/ }).selectOption({ index: 1 });
}

/** Next, then the step after it; the Saved indicator says the save happened. */
async function saveStep(page: Page, nextHeading: string, axe: string[]) {
  // Once Next is on and its colour transition has ended (axe would measure the contrast midway).
  await expect(next(page)).toBeEnabled();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  axe.push(...(await violations(page)));
  await next(page).click();
  await expect(stepHeading(page, nextHeading)).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
}

test('an NZ applicant applies from course to confirmation; the dev-api keeps what was typed', async ({
  page,
}) => {
  await openSignedIn(page, NZ.provider, NZ.email, '/enrol');
  await expect(page).toHaveURL(/\/enrol\/course$/);
  const axe: string[] = [];
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    /^Step 1 of 9: Course and intake/,
  );
  await chooseCourse(page);
  await saveStep(page, 'Personal details', axe);
  // The move takes focus to the new step's heading (a screen reader reads it); the title names the page.
  await expect(stepHeading(page, 'Personal details')).toBeFocused();
  await expect(page).toHaveTitle(/^Enrol \| /);
  const applicationId = await applicationIdOf(page);
  expect(applicationId).toBeTruthy();
  await fillPersonal(page, 'NZ');
  await saveStep(page, 'Contact details', axe);
  await fillContact(page);
  await saveStep(page, 'Education', axe);
  await fillEducation(page);
  await saveStep(page, 'Employment', axe);
  await fillEmployment(page);
  await saveStep(page, 'Disability and support', axe);
  await fillDisability(page);
  await saveStep(page, 'Study', axe);
  await fillStudy(page);
  await saveStep(page, 'Documents', axe);
  await saveStep(page, 'Review and submit', axe);

  // The review lists every answer; an edit button opens its step and Next comes back to the review.
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByText('Samoan, Tongan, Fijian')).toBeVisible();
  await expect(personal.getByText('49-091-850')).toBeVisible();
  axe.push(...(await violations(page)));
  await page.getByRole('button', { name: 'Edit Contact details' }).click();
  await expect(stepHeading(page, 'Contact details')).toBeVisible();
  await page.getByRole('textbox', { name: /^Emergency contact name/ }).fill('Mele Tui Williams');
  await next(page).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(page.getByText('Mele Tui Williams')).toBeVisible();

  const stored = storedApplication(applicationId!);
  expect(stored).toMatchObject({
    provider: NZ.provider,
    personalDetails: { firstName: 'Sophie', lastName: 'Williams', dateOfBirth: '2001-04-09', nsi: '1234567' },
    contactDetails: {
      email: 'sophie@example.com',
      mobilePhone: '+64 21 123 4567',
      city: 'Auckland',
      emergencyContact: { name: 'Mele Tui Williams' },
    },
    disabilityDetails: { hasDisability: 'no' },
  });
  expect((stored.personalDetails as { ethnicityIds: unknown[] }).ethnicityIds).toHaveLength(3);
  expect((stored.employmentDetails as Record<string, unknown>).occupationId).toBeUndefined();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.getByText(`Your application number is ${applicationId}`)).toBeVisible();
  expect(storedApplication(applicationId!)).toMatchObject({ status: 'Submitted' });
  expect(axe).toEqual([]);

  // Opened again, the application is read-only.
  await page.goto(shellUrl(NZ.provider, '/enrol'));
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByText('Mele Tui Williams')).toBeVisible();
});

test('an AU applicant applies without the step their provider skips, with the AU questions', async ({
  page,
}) => {
  await openSignedIn(page, AU.provider, AU.email, '/enrol');
  // ichm does not ask about employment: 8 steps, not 9.
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    /^Step 1 of 8: Course and intake/,
  );
  await expect(page.getByRole('list', { name: 'Steps' })).not.toContainText('Employment');
  const axe: string[] = [];
  await chooseCourse(page);
  await saveStep(page, 'Personal details', axe);
  await fillPersonal(page, 'AU');
  await saveStep(page, 'Contact details', axe);
  await fillContact(page, 'AU');
  await saveStep(page, 'Education', axe);
  await fillEducation(page);
  await saveStep(page, 'Disability and support', axe);
  await fillDisability(page);
  await saveStep(page, 'Study', axe);
  await fillStudy(page);
  await saveStep(page, 'Documents', axe);
  await saveStep(page, 'Review and submit', axe);
  await expect(page.getByRole('region', { name: 'Employment' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Personal details' }).getByText('ABC1234567')).toBeVisible();
  const applicationId = await applicationIdOf(page);
  expect(storedApplication(applicationId!)).toMatchObject({
    personalDetails: { usi: 'ABC1234567' },
  });
  expect(storedApplication(applicationId!).personalDetails).not.toHaveProperty('irdNumber');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(`Your application number is ${applicationId}`)).toBeVisible();
  expect(axe).toEqual([]);
});

test('a reload midway loses nothing; a failed save shows the error panel and Retry saves; sign-out forgets the device copy', async ({
  page,
}) => {
  await openSignedIn(page, RESUME.provider, RESUME.email, '/enrol');
  await chooseCourse(page);
  await next(page).click();
  await fillPersonal(page, 'NZ');
  await next(page).click();
  await expect(stepHeading(page, 'Contact details')).toBeVisible();
  // Typed, not saved: the reload keeps it on this device.
  await page.getByRole('textbox', { name: /^Emergency contact name/ }).fill('Typed before the reload');
  await page.reload();
  await expect(stepHeading(page, 'Contact details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Emergency contact name/ })).toHaveValue(
    'Typed before the reload',
  );
  // Opened again at /enrol, the wizard resumes at the first step not saved, every answer filled.
  await page.goto(shellUrl(RESUME.provider, '/enrol'));
  await expect(page).toHaveURL(/\/enrol\/contact$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Personal details' })).toContainText(
    '(completed)',
  );
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('textbox', { name: /^IRD number/ })).toHaveValue('49-091-850');
  await page.goBack();
  await expect(stepHeading(page, 'Contact details')).toBeVisible();

  // The save fails once (the server answers 503): the error panel, the answers kept; Retry saves.
  await fillContact(page);
  let failures = 1;
  await page.route('**/v2/secure/studentApplication/*', async (route) => {
    if (route.request().method() === 'PATCH' && failures-- > 0)
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try again"}' });
    else await route.fallback();
  });
  await next(page).click();
  const panel = page.getByRole('alert', { name: 'Sorry, this step could not be saved' });
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/not saved yet/);
  await expect(stepHeading(page, 'Contact details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Auckland');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(stepHeading(page, 'Education')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
  const stored = storedApplication((await applicationIdOf(page))!);
  expect(stored).toMatchObject({ contactDetails: { emergencyContact: { name: 'Mele Williams' } } });

  // Typed and not saved, then signed out: nothing of it stays on the device.
  await page.getByRole('combobox', { name: /^Year you last attended school/ }).selectOption('2018');
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('portal.device.'))),
  ).toBe(true);
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The sign-out passes by the IdP and back: read the storage once the page has settled.
  await expect
    .poll(() =>
      page
        .evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.device.')))
        .catch(() => ['(navigating)']),
    )
    .toEqual([]);
});

test('offline midway: the step waits on the device and is saved once the browser is back online', async ({
  page,
  context,
}) => {
  await openSignedIn(page, OFFLINE.provider, OFFLINE.email, '/enrol');
  await chooseCourse(page);
  await next(page).click();
  await fillPersonal(page, 'AU');
  await context.setOffline(true);
  await next(page).click();
  await expect(page.getByRole('alert', { name: 'Sorry, this step could not be saved' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^You are offline/);
  await expect(stepHeading(page, 'Personal details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Unique Student Identifier/ })).toHaveValue('ABC1234567');
  await context.setOffline(false);
  // Back online, the waiting save goes by itself.
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
  const applicationId = (await applicationIdOf(page))!;
  expect(storedApplication(applicationId)).toMatchObject({
    personalDetails: { firstName: 'Sophie', lastName: 'Williams', usi: 'ABC1234567' },
  });
  await next(page).click();
  await expect(stepHeading(page, 'Contact details')).toBeVisible();
});

test('a visitor applies from the welcome page: signed in on the way, then at the first step; the menus link it', async ({
  page,
}) => {
  await stubExternalSites(page);
  await page.goto(shellUrl('up-online'));
  await page.getByRole('link', { name: 'Apply for a course' }).click();
  await signInAtIdp(page, 'ava.ngata@up-online.demo');
  await expect(page).toHaveURL(/\/enrol\/course$/);
  await expect(stepHeading(page, 'Course and intake')).toBeVisible();
  await page.getByRole('button', { name: 'Ava, user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Apply for a course' })).toBeVisible();
});
