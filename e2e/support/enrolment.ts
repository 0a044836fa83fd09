// The enrolment wizard's helpers for the e2e specs: axe, the step headings, the stored application on disk and the
// fill-ins of each step (enrolment.spec.ts walks the wizard with them). A returning student's application opened
// at a later step: ./returningApplication.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { violations } from './axe';
import { chooseOption } from './combobox';
import { VAR_DIR } from './ports';

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** The stored application of the dev-api (its record file on disk), by number. */
export function storedApplication(applicationId: string): Record<string, unknown> {
  const dir = path.join(VAR_DIR, 'data', 'records', 'applications');
  const file = readdirSync(dir).find((name) => name.endsWith(`${applicationId}.json`));
  if (!file) throw new Error(`no record of application ${applicationId}`);
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
}

/** The stored applications of the dev-api (their record files on disk) that name the student `studentUPId`. */
export function storedApplicationsOf(studentUPId: string): Record<string, unknown>[] {
  const dir = path.join(VAR_DIR, 'data', 'records', 'applications');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>)
    .filter((application) => application.studentUPId === studentUPId);
}

/** The application number this browser keeps for the signed-in student. */
export const applicationIdOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('portal.enrol.application.'));
    return key ? localStorage.getItem(key) : null;
  });

export async function pick(field: Locator, option: string) {
  await field.fill(option.slice(0, 4));
  await chooseOption(field.page(), option, { exact: true });
}

/** The provider's first course and one of its intakes (the first by default; a student has one application per
 * course and intake, so a second application of the same student takes another). */
export async function chooseCourse(page: Page, { intake = 1 }: { intake?: number } = {}) {
  await expect(stepHeading(page, 'Course and intake')).toBeVisible();
  const course = page.getByRole('combobox', { name: /^Course/ });
  await expect(course.getByRole('option').nth(1)).toBeAttached();
  await course.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Intake/ }).selectOption({ index: intake });
}

export async function fillPersonal(page: Page, country: 'NZ' | 'AU') {
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

export const ADDRESS = {
  NZ: { search: '1 Queen Street', option: /^1 Queen Street, Auckland Central/, city: 'Auckland' },
  AU: { search: '401 Collins Street', option: /^401 Collins Street, Melbourne/, city: 'Melbourne' },
};

export async function fillContact(page: Page, country: 'NZ' | 'AU' = 'NZ') {
  const address = ADDRESS[country];
  await expect(stepHeading(page, 'Contact details')).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Email/ })
    .first()
    .fill('sophie@example.com');
  const phone = page.getByRole('textbox', { name: /^Phone/ }).first();
  await phone.fill('021 123 4567');
  await expect(phone).toHaveValue('+64 21 123 4567');
  // The check's answer may add the phone type below the number: the address search is used once the form stands.
  await expect(
    page.getByText(/^(Phone number checked|The phone number could not be checked)/).first(),
  ).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search for your address' });
  await search.fill(address.search);
  await chooseOption(page, address.option);
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue(address.city);
  await page.getByRole('textbox', { name: /^Emergency contact name/ }).fill('Mele Williams');
  await page.getByRole('combobox', { name: /^Relationship to you/ }).selectOption({ index: 1 });
  const emergencyPhone = page.getByRole('textbox', { name: /^Emergency contact phone/ });
  await emergencyPhone.fill('09 377 0001');
  await expect(emergencyPhone).not.toHaveValue('09 377 0001');
}

export async function fillEducation(page: Page) {
  await expect(stepHeading(page, 'Education')).toBeVisible();
  await page.getByRole('combobox', { name: /^Highest school level completed/ }).selectOption({ index: 2 });
  await page.getByRole('combobox', { name: /^Year you last attended school/ }).selectOption('2019');
}

export async function fillEmployment(page: Page) {
  await expect(stepHeading(page, 'Employment')).toBeVisible();
  const status = page.getByRole('combobox', { name: /^Current employment status/ });
  await status.selectOption({ label: 'Full-time employee' });
  await expect(page.getByRole('heading', { name: 'Your work' })).toBeVisible();
  await status.selectOption({ label: 'Unemployed – seeking full-time work' });
  await expect(page.getByRole('heading', { name: 'Your work' })).toHaveCount(0);
}

export async function fillDisability(page: Page) {
  await expect(stepHeading(page, 'Disability and support')).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  const support = page.getByRole('group', { name: /^Would you like support/ });
  await support
    .getByRole('checkbox', { name: 'No, I do not need support at this time.' })
    .check({ force: true });
}

export async function fillStudy(page: Page) {
  await expect(stepHeading(page, 'Study')).toBeVisible();
  await page.getByRole('combobox', { name: /^How will you study/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Main reason for studying/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^How will your fees be paid/ }).selectOption({ index: 1 });
}

/** Next, then the step after it; the Saved indicator says the save happened. */
export async function saveStep(page: Page, nextHeading: string, axe: string[]) {
  // Once Next is on and its colour transition has ended (axe would measure the contrast midway).
  await expect(next(page)).toBeEnabled();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  axe.push(...(await violations(page)));
  await next(page).click();
  await expect(stepHeading(page, nextHeading)).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
}

/** The fees step, settled the quickest way: bank transfer (its details shown). */
export async function chooseBankTransfer(page: Page) {
  await expect(stepHeading(page, 'Fees and payment')).toBeVisible();
  const bank = page.getByRole('radio', { name: 'Bank transfer' });
  // The ways to pay are disabled until the course's price has loaded (a forced check of a disabled one does nothing).
  await expect(bank).toBeEnabled();
  await bank.check({ force: true });
  await expect(page.getByRole('region', { name: 'Bank details' })).toBeVisible();
}
