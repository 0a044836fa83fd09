// The enrolment wizard in the running portal: whole applications for an NZ and an AU provider, from
// course to confirmation, saved step by step in the dev-api; a failed save and Retry; a reload and going offline
// midway with nothing lost; axe on every step; Previous from the last step to the first, every answer shown. Each
// test has an account of its own (no other spec applies), but the Previous test, which starts a new application
// of the NZ account in a browser of its own (the tests of this file run one after the other).
import { expect, test, type Page } from '@playwright/test';
import {
  applicationIdOf,
  chooseBankTransfer,
  chooseCourse,
  fillContact,
  fillDisability,
  fillEducation,
  fillEmployment,
  fillPersonal,
  fillStudy,
  next,
  pick,
  saveStep,
  stepHeading,
  storedApplication,
} from '../support/enrolment';
import { violations } from '../support/axe';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { openSignedIn } from '../support/session';
import { shellUrl } from '../support/ports';

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

const NZ = { provider: 'nz-institute-of-sport', email: 'sophie.williams@nz-institute-of-sport.demo' };
const AU = { provider: 'ichm', email: 'oliver.nguyen@ichm.demo' };
const RESUME = { provider: 'nzst', email: 'ethan.wilson@nzst.demo' };
const OFFLINE = { provider: 'iahealth', email: 'jack.thompson@iahealth.demo' };

test('an NZ applicant applies from course to confirmation; the dev-api keeps what was typed', async ({
  page,
}) => {
  await openSignedIn(page, NZ.provider, NZ.email, '/enrol');
  await expect(page).toHaveURL(/\/enrol\/course$/);
  const axe: string[] = [];
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    /^Step 1 of 10: Course and intake/,
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
  await saveStep(page, 'Fees and payment', axe);
  await chooseBankTransfer(page);
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
  // ichm does not ask about employment: 9 steps, not 10.
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    /^Step 1 of 9: Course and intake/,
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
  await saveStep(page, 'Fees and payment', axe);
  await chooseBankTransfer(page);
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

/** What the wizard's form shows: each control's value (a box or choice ticked: true), each toggle pressed, each
 * list's items; by the control's label (a ticked box by its field and option). The street-address search is left
 * out: its text is a search, not an answer (the address fields it filled in are). */
const answersShown = (page: Page) =>
  page.getByRole('form', { name: 'Apply for a course' }).evaluate((form) => {
    const shown: Record<string, string | boolean> = {};
    const put = (key: string, value: string | boolean) => {
      let name = key;
      for (let n = 2; name in shown; n += 1) name = `${key} (${n})`;
      shown[name] = value;
    };
    const labelOf = (control: Element) => {
      const byId = control.getAttribute('aria-labelledby');
      const labelled = byId ? document.getElementById(byId.split(' ')[0]!)?.textContent : undefined;
      const own = (control as HTMLInputElement).labels?.[0]?.textContent;
      return (
        own ||
        labelled ||
        control.getAttribute('aria-label') ||
        control.getAttribute('name') ||
        ''
      ).trim();
    };
    for (const control of form.querySelectorAll('input, select, textarea')) {
      const input = control as HTMLInputElement;
      if (input.type === 'file' || labelOf(input) === 'Search for your address') continue;
      if (input.type === 'checkbox' || input.type === 'radio')
        put(`${input.name}=${input.value}`, input.checked);
      else put(labelOf(input), input.value);
    }
    for (const toggle of form.querySelectorAll('[aria-pressed]'))
      put(`${toggle.textContent} pressed`, toggle.getAttribute('aria-pressed') === 'true');
    for (const list of form.querySelectorAll('ul[aria-label], ol[aria-label]'))
      put(list.getAttribute('aria-label')!, list.textContent ?? '');
    return shown;
  });

test('Previous shows every answer of each earlier step, from the fees back to the course', async ({
  page,
}) => {
  // Every step twice (answered, then shown again): longer than one application.
  test.setTimeout(180_000);
  await openSignedIn(page, NZ.provider, NZ.email, '/enrol');
  const shown: Record<string, Record<string, string | boolean>> = {};
  /** Keeps what the step shows, then Next: the step is saved and the next one opens. */
  const leave = async (step: string, nextStep: string) => {
    await expect(next(page)).toBeEnabled();
    shown[step] = await answersShown(page);
    await next(page).click();
    await expect(stepHeading(page, nextStep)).toBeVisible();
  };

  // Every kind of field answered: course picker, text, date, selects, check boxes, autocompletes, the IRD and
  // phone numbers formatted as typed, the address, toggles, and a document sent. Sophie applied for the first
  // intake in the first test (one application per course and intake): this one is for the second.
  await chooseCourse(page, { intake: 2 });
  await leave('Course and intake', 'Personal details');
  await fillPersonal(page, 'NZ');
  await leave('Personal details', 'Contact details');
  await fillContact(page);
  await leave('Contact details', 'Education');
  await fillEducation(page);
  await page.getByRole('combobox', { name: /^Type of school/ }).selectOption({ label: 'High school' });
  await pick(page.getByRole('combobox', { name: /^Last school/ }), 'Wellington High School');
  await page
    .getByRole('group', { name: /^Qualifications you have completed/ })
    .getByRole('checkbox')
    .first()
    .check({ force: true });
  await leave('Education', 'Employment');
  await fillEmployment(page);
  await page
    .getByRole('combobox', { name: /^Current employment status/ })
    .selectOption({ label: 'Full-time employee' });
  await page.getByRole('combobox', { name: /^Industry you work in/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Part of that industry/ }).selectOption({ index: 1 });
  await pick(page.getByRole('combobox', { name: /^Occupation/ }), 'Professionals');
  await leave('Employment', 'Disability and support');
  await fillDisability(page);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByRole('combobox', { name: /^Disability status/ }).selectOption({ index: 1 });
  await page
    .getByRole('group', { name: /^Which of these apply to you/ })
    .getByRole('checkbox')
    .first()
    .check({ force: true });
  await leave('Disability and support', 'Study');
  await fillStudy(page);
  await pick(page.getByRole('combobox', { name: /^Main language spoken at home/ }), 'Samoan');
  await page.getByRole('combobox', { name: /^How well do you speak English/ }).selectOption({ index: 1 });
  await leave('Study', 'Documents');
  await page
    .getByTestId('documents-input')
    .setInputFiles([
      { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 passport') },
    ]);
  await expect(
    page.getByRole('list', { name: 'Documents sent' }).getByRole('button', { name: 'Remove passport.pdf' }),
  ).toBeVisible();
  await leave('Documents', 'Fees and payment');

  // Back, one step at a time: each shows what it showed when it was left.
  const steps = Object.keys(shown).reverse();
  expect(steps).toEqual([
    'Documents',
    'Study',
    'Disability and support',
    'Employment',
    'Education',
    'Contact details',
    'Personal details',
    'Course and intake',
  ]);
  for (const step of steps) {
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(stepHeading(page, step)).toBeVisible();
    await expect.poll(() => answersShown(page), { message: step }).toEqual(shown[step]);
  }
  // The course and its intake are there, as chosen; Next goes on to the step not done yet, and the browser's
  // back shows the course again.
  await expect(page.getByRole('combobox', { name: /^Course/ })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: /^Intake/ })).not.toHaveValue('');
  await next(page).click();
  await expect(stepHeading(page, 'Fees and payment')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Course and intake')).toBeVisible();
  await expect.poll(() => answersShown(page)).toEqual(shown['Course and intake']);
});
