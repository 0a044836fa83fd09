// What the profile's page tests respond with: a student of the session, metadata, enrolments.
import type { Enrolment, Metadata, Session, Student } from '@portal/api';
import type { ProviderSlug } from '@portal/config';
import contract from './contract';

export const STUDENT: Student = {
  studentUPId: 'S1',
  studentId: '1001',
  firstName: 'Ana',
  lastName: 'Lee',
  preferredName: 'Annie',
  emailAddress: 'ana.lee@example.test',
  mobilePhone: '+64 21 555 0101',
  homePhone: '',
  personalSummary: 'Learning to teach.',
  streetOrLotNumber: '12',
  streetNumberAndName: '12 Queen Street',
  suburb: 'Central',
  city: 'Auckland',
  postcode: '1010',
  country: 'New Zealand',
  countryId: 554,
  state: 'Auckland',
  stateId: 1,
  facebookURL: 'https://www.facebook.com/ana.lee',
  linkedinURL: 'https://www.linkedin.com/in/ana-lee',
  twitterURL: null,
};

export const sessionOf = (student: Student = STUDENT): Session => ({
  studentId: student.studentUPId,
  student,
  claims: { sub: 'acct-1' },
});

export const METADATA: Pick<Metadata, 'countries' | 'states'> = {
  countries: [
    { id: 554, label: 'New Zealand', isoCode: 'NZL' },
    { id: 36, label: 'Australia', isoCode: 'AUS' },
  ],
  states: [
    { id: 1, label: 'Auckland', abbreviation: 'AUK', countryId: 554 },
    { id: 29, label: 'Wellington', abbreviation: 'WGN', countryId: 554 },
    { id: 2, label: 'New South Wales', abbreviation: 'NSW', countryId: 36 },
  ],
};

export const ENROLMENTS: Enrolment[] = [
  {
    enrolmentCourseId: 'E1',
    courseName: 'Diploma of Nursing',
    courseCode: 'HLT54121',
    percentComplete: 42.4,
    // 23:30 UTC on 28 Feb is 1 March in Melbourne
    startDate: '2026-02-28T23:30:00Z',
    endDate: '2027-06-30',
  },
  {
    enrolmentCourseId: 'E2',
    courseName: 'Certificate IV in Ageing Support',
    courseCode: 'CHC43015',
    percentComplete: 100,
  },
];

/** The reads of the student's photo and courses, as the fake API names them. */
export const IMAGE = 'GET v1/secure/student/image?studentupid=S1';
export const ENROL = 'GET v1/secure/enrolment?studentupid=S1';

/** The support remote's page, where the general section sends a student to ask for a change it keeps read-only. */
const SUPPORT = {
  id: 'support',
  title: { id: 'support', message: 'Support' },
  routes: [{ role: 'support', path: '/case/support/general', access: 'all' as const, page: 'SupportPage' }],
};

/** The profile page as the shell opens it for the student of `sessionOf()`, its lookups and courses answered; `api`
 * (the fake API's responses) adds to or replaces those answers. */
export const profilePageOptions = (provider: ProviderSlug, api: object = {}) => ({
  provider,
  session: sessionOf(),
  path: '/profile',
  remotes: [contract, SUPPORT],
  api: {
    'GET v1/metadata': { body: METADATA },
    [ENROL]: { body: ENROLMENTS },
    ...api,
  },
});
