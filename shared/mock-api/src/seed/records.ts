/** The seeded records of the write calls' collections: the employers of the employer search,
 * workplaces and their educators, an application per seeded student, and one applicant session with
 * a known passcode. Deterministic: ids come from the seeded generator, times are the seed's time. */
import { STUDENT_ACCOUNTS, emailLocal } from '../accounts';
import { productsOf } from './products';
import { EMPLOYERS, WORKPLACE_ACCOUNT_TYPES, WORKPLACE_EDUCATORS } from './data';
import { Random } from './random';
import { RECORD_COLLECTIONS, type RecordCollection, type StoredRecord, type StudentProfile } from '../types';

/** The seeded applicant session (GET v1/session/{id}) and its passcode (GET v1/session/passcode/{id}/{code}). */
export const DEMO_SESSION_ID = 'demo-applicant-session';
export const DEMO_PASSCODE = '246810';
export const DEMO_APPLICANT_EMAIL = 'applicant@example.com';

const PHONE_PREFIX = { NZ: '+64 9 ', AU: '+61 2 ' } as const;

export function buildRecords(
  seededAt: string,
  students: StudentProfile[],
): Record<RecordCollection, StoredRecord[]> {
  const records = Object.fromEntries(RECORD_COLLECTIONS.map((c) => [c, [] as StoredRecord[]])) as Record<
    RecordCollection,
    StoredRecord[]
  >;
  const stamp = { createdAt: seededAt, updatedAt: seededAt };
  const rng = new Random('records');

  records.employers = EMPLOYERS.map((e) => ({
    id: rng.uuid(),
    ...e,
    phone: `${PHONE_PREFIX[e.country]}${rng.digits(3)} ${rng.digits(4)}`,
    ...stamp,
  }));

  records.workplaces = records.employers.slice(0, 24).map((employer, i) => ({
    id: rng.uuid(),
    name: employer.name,
    accountType: WORKPLACE_ACCOUNT_TYPES[i % WORKPLACE_ACCOUNT_TYPES.length],
    employerId: employer.id,
    city: employer.city,
    country: employer.country,
    phone: employer.phone,
    ...stamp,
  }));

  records.workplaceEducators = WORKPLACE_EDUCATORS.map(([firstName, lastName, role, at]) => {
    const workplace = records.workplaces[at] as StoredRecord;
    const domain = String(workplace.name)
      .toLowerCase()
      .replace(/ (limited|pty ltd)$/, '')
      .replace(/[^a-z]+/g, '');
    return {
      id: rng.uuid(),
      firstName,
      lastName,
      role,
      email: `${emailLocal(firstName, lastName)}@${domain}.example`,
      workplaceId: workplace.id,
      workplaceName: workplace.name,
      ...stamp,
    };
  });

  records.applications = STUDENT_ACCOUNTS.map((account) => {
    const student = students.find((s) => s.studentUPId === account.studentUPId);
    const product = productsOf(seededAt, account.provider)[0];
    const id = rng.uuid();
    return {
      id,
      applicationId: id,
      provider: account.provider,
      studentUPId: account.studentUPId,
      status: 'Enrolled',
      personalDetails: { firstName: account.givenName, lastName: account.familyName },
      contactDetails: { email: account.email, mobilePhone: student?.mobilePhone ?? null },
      studyDetails: {
        productId: product?.productId,
        productCRMId: product?.productCRMId,
        intakeCRMId: product?.intakeList[0]?.intakeCRMId,
      },
      ...stamp,
    };
  });

  const expiresAt = new Date(Date.parse(seededAt) + 365 * 24 * 3600 * 1000).toISOString();
  records.sessions = [
    {
      id: DEMO_SESSION_ID,
      sessionId: DEMO_SESSION_ID,
      email: DEMO_APPLICANT_EMAIL,
      provider: 'yoobee',
      verified: false,
      expiresAt,
      ...stamp,
    },
  ];
  records.passcodes = [
    { id: rng.uuid(), sessionId: DEMO_SESSION_ID, passcode: DEMO_PASSCODE, expiresAt, ...stamp },
  ];
  return records;
}
