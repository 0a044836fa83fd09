// The enrolment wizard's helpers for the e2e specs: axe, the step headings, the stored application on disk, the
// fill-ins of each step (enrolment.spec.ts walks the wizard with them) and a returning student's application
// opened at a later step (startApplicationAt: enrolmentFees.spec.ts, enrolmentDocuments.spec.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ROOT } from './remoteBuild';
import { violations } from './axe';
import { chooseOption } from './combobox';
import { API_PORT, shellUrl } from './ports';
import { restoreSession, storedUser } from './session';
import { stubExternalSites } from './auth';

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** The stored application of the dev-api (its record file on disk), by number. */
export function storedApplication(applicationId: string): Record<string, unknown> {
  const dir = path.join(ROOT, '.var', 'e2e', 'data', 'records', 'applications');
  const file = readdirSync(dir).find((name) => name.endsWith(`${applicationId}.json`));
  if (!file) throw new Error(`no record of application ${applicationId}`);
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
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

export async function chooseCourse(page: Page) {
  await expect(stepHeading(page, 'Course and intake')).toBeVisible();
  const course = page.getByRole('combobox', { name: /^Course/ });
  await expect(course.getByRole('option').nth(1)).toBeAttached();
  await course.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Intake/ }).selectOption({ index: 1 });
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

/** The dev-api's metadata lists (v1/metadata), as far as the set-up reads them. */
type Metadata = Record<string, { id: number; label: string }[] | undefined>;

/** A course of the provider (v2/product), as far as the set-up reads it. */
interface Product {
  productId?: string;
  productCRMId?: string;
  intakeList: { intakeCRMId: string }[];
}

/** An applicant of a provider, and whether it asks the NZ or the AU questions. */
export interface Applicant {
  provider: string;
  email: string;
  country: 'NZ' | 'AU';
}

/** The address the contact step's search finds for ADDRESS[country] (the dev-api's address service), as saved. */
const FOUND_ADDRESS = {
  NZ: {
    streetOrLotNumber: '1',
    streetNumberAndName: 'Queen Street',
    suburb: 'Auckland Central',
    city: 'Auckland',
    postcode: '1010',
    country: 'New Zealand',
    state: 'Auckland',
  },
  AU: {
    streetOrLotNumber: '401',
    streetNumberAndName: 'Collins Street',
    suburb: 'Melbourne',
    city: 'Melbourne',
    postcode: '3000',
    country: 'Australia',
    state: 'Victoria',
  },
};

/** The steps saved before a step, in the wizard's order (the course step's save creates the application). */
const SAVED_BEFORE = {
  documents: ['personal', 'contact', 'education', 'employment', 'disability', 'study'],
  fees: ['personal', 'contact', 'education', 'employment', 'disability', 'study', 'documents'],
} as const;

type SavedStep = (typeof SAVED_BEFORE)[keyof typeof SAVED_BEFORE][number];

/** What each step saves for the answers of fillPersonal ... fillStudy (an option picked by its place in a list is
 * named here by its label), with the ids of the dev-api's metadata: the wizard's PATCH of that step. */
function stepPayloads(country: Applicant['country'], metadata: Metadata) {
  const idOf = (list: string, label: string): number => {
    const item = metadata[list]?.find((i) => i.label === label);
    if (!item) throw new Error(`no ${label} in the metadata's ${list}`);
    return item.id;
  };
  const { country: countryName, state, ...address } = FOUND_ADDRESS[country];
  const payloads: Record<SavedStep, Record<string, unknown>> = {
    personal: {
      personalDetails: {
        firstName: 'Sophie',
        lastName: 'Williams',
        dateOfBirth: '2001-04-09',
        genderId: idOf('genders', 'Female'),
        citizenshipStatusId: idOf('citizenshipStatuses', 'New Zealand Citizen'),
        ethnicityIds: ['Samoan', 'Tongan', 'Fijian'].map((e) => idOf('ethnicities', e)),
        ...(country === 'NZ'
          ? { iwiIds: [idOf('iwis', 'Ngāti Whakaue')], nsi: '1234567', irdNumber: '49-091-850' }
          : { aboriginalTSIOriginId: idOf('aboriginalTSIOrigins', 'Yes, Aboriginal'), usi: 'ABC1234567' }),
      },
    },
    contact: {
      contactDetails: {
        email: 'sophie@example.com',
        mobilePhone: '+64 21 123 4567',
        ...address,
        countryId: idOf('countries', countryName),
        state,
        stateId: idOf('states', state),
        emergencyContact: {
          name: 'Mele Williams',
          relationshipId: idOf('relationships', 'Mother'),
          phone: '+64 9 377 0001',
        },
      },
    },
    education: {
      educationDetails: {
        schoolLevelId: idOf('schoolLevels', 'Year 11 or equivalent'),
        yearLastAttendedSchool: 2019,
      },
    },
    employment: {
      employmentDetails: {
        currentEmploymentStatusId: idOf('currentEmploymentStatuses', 'Unemployed – seeking full-time work'),
      },
    },
    disability: {
      disabilityDetails: {
        hasDisability: 'no',
        disabilitySupportNeeds: [idOf('disabilitySupportNeeds', 'No, I do not need support at this time.')],
      },
    },
    study: {
      studyDetails: {
        studyModeId: idOf('studyModes', 'Full-time on campus'),
        studyReasonId: idOf('studyReasons', 'To get a job'),
      },
      paymentDetails: { feesAssistanceStatusId: idOf('feesAssistanceStatuses', 'Self-funded') },
    },
    // On to the fees with no document: they can follow later.
    documents: { documents: [] },
  };
  return payloads;
}

/**
 * A returning student's application, opened at `step`: signed in (restoreSession), the application created and
 * every step before `step` saved through the dev-api with the calls the wizard makes (the first course and intake
 * of the provider, then the answers fillPersonal ... fillStudy give), this device pointing at it as the wizard
 * leaves it, then /enrol/<step> opened. The walk through the steps' pages is enrolment.spec.ts's. Returns the
 * application's number.
 */
export async function startApplicationAt(page: Page, who: Applicant, step: keyof typeof SAVED_BEFORE) {
  await stubExternalSites(page);
  await restoreSession(page, who.provider, who.email);
  const user = (await storedUser(page)) as { access_token?: string; id_token?: string } | null;
  const token = user?.access_token;
  if (!token || !user.id_token) throw new Error(`no session for ${who.email}`);
  const origin = new URL(shellUrl(who.provider)).origin;
  // A public call carries no access token, but the ID token as every call of the portal does (what shows whose a
  // created application is).
  const call = async <T>(method: string, apiPath: string, data?: unknown, signedIn = true): Promise<T> => {
    const response = await page.request.fetch(`http://localhost:${API_PORT}/${apiPath}`, {
      method,
      headers: {
        origin,
        ...(signedIn ? { authorization: `Bearer ${token}` } : { 'id-token': user.id_token! }),
      },
      ...(data === undefined ? {} : { data }),
      timeout: 15_000,
    });
    if (!response.ok())
      throw new Error(`${method} ${apiPath}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The calls the shell and the wizard make: the signed-in student, the metadata lists, the provider's courses.
  const [student, metadata, products] = await Promise.all([
    call<{ studentUPId?: string }>('GET', 'v1/secure/student'),
    call<Metadata>('GET', 'v1/metadata', undefined, false),
    call<Product[]>('GET', `v2/product?provider=${encodeURIComponent(who.provider)}`, undefined, false),
  ]);
  const studentUPId = student.studentUPId;
  if (!studentUPId) throw new Error(`${who.email} has no student id`);
  // The course step: the provider's first course and its first intake (chooseCourse), the create as the wizard
  // sends it (a public call: without the access token, with the ID token that shows it is the student's own).
  const course = products[0];
  const intake = course?.intakeList[0];
  if (!course || !intake) throw new Error(`${who.provider} offers no course with an intake`);
  const created = await call<{ applicationId: string }>(
    'POST',
    'v2/studentApplication',
    {
      provider: who.provider,
      studentUPId,
      studyDetails: {
        ...(course.productId ? { productId: course.productId } : {}),
        ...(course.productCRMId ? { productCRMId: course.productCRMId } : {}),
        intakeCRMId: intake.intakeCRMId,
      },
    },
    false,
  );
  const { applicationId } = created;
  const payloads = stepPayloads(who.country, metadata);
  for (const saved of SAVED_BEFORE[step])
    await call('PATCH', `v2/secure/studentApplication/${encodeURIComponent(applicationId)}`, payloads[saved]);

  // The device's pointer to the student's application (the wizard's, after its first save).
  await page.evaluate(
    ([key, id]) => window.localStorage.setItem(key!, id!),
    [`portal.enrol.application.${studentUPId}`, applicationId],
  );
  await page.goto(shellUrl(who.provider, `/enrol/${step}`));
  await expect(stepHeading(page, step === 'fees' ? 'Fees and payment' : 'Documents')).toBeVisible();
  return applicationId;
}
