// A returning student's application opened at a later step of the enrolment wizard (startApplicationAt:
// enrolmentFees.spec.ts, enrolmentDocuments.spec.ts, home.spec.ts): every step before it saved through the dev-api
// with the answers of the fill-ins of ./enrolment.ts.
import { expect, type Page } from '@playwright/test';
import { API_PORT, shellUrl } from './ports';
import { restoreSession, storedUser } from './session';
import { stubExternalSites } from './auth';
import { stepHeading } from './enrolment';

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
 * every step before `step` saved through the dev-api with the calls the wizard makes (the first course of the
 * provider and its first intake the student has no application for yet, then the answers fillPersonal ...
 * fillStudy give), this device pointing at it as the wizard leaves it, then /enrol/<step> opened. The walk through
 * the steps' pages is enrolment.spec.ts's. Returns the application's number.
 */
export async function startApplicationAt(page: Page, who: Applicant, step: keyof typeof SAVED_BEFORE) {
  await stubExternalSites(page);
  await restoreSession(page, who.provider, who.email);
  const user = (await storedUser(page)) as { access_token?: string; id_token?: string } | null;
  const token = user?.access_token;
  if (!token || !user.id_token) throw new Error(`no session for ${who.email}`);
  const origin = new URL(shellUrl(who.provider)).origin;
  /** The call's response; a 409 gives undefined (the API refuses a second application for a course and intake). */
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
    if (response.status() === 409) return undefined as T;
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
  // The course step: the provider's first course and its first intake the student has not applied for yet
  // (chooseCourse takes the first), the create as the wizard sends it (a public call: without the access token,
  // with the ID token that shows the studentUPId it names is the student's own).
  const course = products[0];
  if (!course?.intakeList.length) throw new Error(`${who.provider} offers no course with an intake`);
  let created: { applicationId: string } | undefined;
  for (const intake of course.intakeList) {
    created = await call<{ applicationId: string } | undefined>(
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
    if (created) break;
  }
  if (!created) throw new Error(`${who.email} has applied for every intake of the first course`);
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
