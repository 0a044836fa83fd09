/** Every call of the API: its method and path builder, and where each parameter travels (one `<name>Call` each, what
 * an endpoint of @portal/api imports). The table of them by name, CALLS, is ./callTable.ts; their types are
 * ./callTypes.ts. */
import type { AddressCountry, Bounds, PhoneCountry } from './responses';
import { part, withQuery, type HttpMethod } from './paths';
import type { CallSpec, ParamKinds, ParamsOf, PathBuilder } from './callTypes';

function call<F extends PathBuilder, const K extends ParamKinds<ParamsOf<F>>>(
  method: HttpMethod,
  path: F,
  params: K,
  options: { auth?: true } = {},
): CallSpec<F, K> {
  return options.auth ? { method, path, params, auth: true } : { method, path, params };
}

/** Filters of the graduate list: the API names none, so any query parameter goes. */
export type GraduateFilters = Record<string, string | number | boolean | null | undefined>;

/** How many employers a search asks for unless told otherwise. */
export const EMPLOYER_SEARCH_TOP = 50;

// Reference data (public)
export const metadataCall = /*#__PURE__*/ call('GET', () => 'v1/metadata', {});
export const activitiesCall = /*#__PURE__*/ call('GET', () => 'v1/activity', {});
export const countriesCall = /*#__PURE__*/ call('GET', () => 'v1/country', {});
export const ethnicitiesCall = /*#__PURE__*/ call('GET', () => 'v1/ethnicity', {});
export const industryCategoriesCall = /*#__PURE__*/ call('GET', () => 'v1/job/industryCategory', {});
export const intakesCall = /*#__PURE__*/ call('GET', () => 'v1/intake', {});
export const iwisCall = /*#__PURE__*/ call('GET', () => 'v1/iwi', {});
export const locationsCall = /*#__PURE__*/ call('GET', () => 'v1/location', {});
export const feesAssistanceStatusesCall = /*#__PURE__*/ call('GET', () => 'v1/feesAssistanceStatus', {});
export const qualificationsCall = /*#__PURE__*/ call('GET', () => 'v1/qualification', {});
export const relationshipsCall = /*#__PURE__*/ call('GET', () => 'v1/relationship', {});
export const schoolsCall = /*#__PURE__*/ call('GET', () => 'v1/school', {});
export const sponsorsCall = /*#__PURE__*/ call('GET', () => 'v1/sponsor', {});
export const workplaceEducatorsCall = /*#__PURE__*/ call('GET', () => 'v1/workplaceEducators', {});
export const phoneCheckCall = /*#__PURE__*/ call(
  'GET',
  ({ digits, country }: { digits: string; country: PhoneCountry }) =>
    `util/phone/${part(digits)}/${part(country)}`,
  { digits: 'segment', country: 'segment' },
);
/** Development only: the dev-api stands in for the maps service, which production loads as a script. */
export const addressSuggestionsCall = /*#__PURE__*/ call(
  'GET',
  ({ input, country, bounds }: { input: string; country: AddressCountry; bounds: Bounds }) =>
    withQuery('dev/address/autocomplete', { input, country, bounds }),
  { input: 'query', country: 'query', bounds: 'list' },
);
export const addressPlaceCall = /*#__PURE__*/ call(
  'GET',
  ({ placeId }: { placeId: string }) => `dev/address/place/${part(placeId)}`,
  {
    placeId: 'segment',
  },
);

// Courses and what they cost
export const productsCall = /*#__PURE__*/ call(
  'GET',
  ({ provider }: { provider: string }) => withQuery('v2/product', { provider }),
  {
    provider: 'query',
  },
);
export const courseCall = /*#__PURE__*/ call(
  'GET',
  ({ courseId }: { courseId: string }) => withQuery('v2/course', { courseid: courseId }),
  {
    courseId: 'query',
  },
);
export const productPricingCall = /*#__PURE__*/ call(
  'GET',
  ({ productId, provider }: { productId: string; provider?: string }) =>
    withQuery(`v2/product/${part(productId)}/pricing`, { provider }),
  { productId: 'segment', provider: 'query' },
);
export const applicationPricingCall = /*#__PURE__*/ call(
  'GET',
  ({ applicationId, provider }: { applicationId: string; provider?: string }) =>
    withQuery(`v2/secure/application/${part(applicationId)}/pricing`, { provider }),
  { applicationId: 'segment', provider: 'query' },
);
export const invoicePricingCall = /*#__PURE__*/ call(
  'GET',
  ({ invoiceId }: { invoiceId: string }) => `v2/secure/invoice/${part(invoiceId)}/pricing`,
  { invoiceId: 'segment' },
);
export const feesFreeEligibilityCall = /*#__PURE__*/ call(
  'GET',
  ({ id }: { id: string }) => `v1/feesFree/${part(id)}/eligibility`,
  {
    id: 'segment',
  },
);

// Work: employers, workplaces, vacancies, graduates
export const employersCall = /*#__PURE__*/ call(
  'GET',
  ({ q, top }: { q?: string; top?: number }) => withQuery('v1/employers', { top, q }),
  { q: 'query', top: 'int' },
);
export const createEmployerCall = /*#__PURE__*/ call('POST', () => 'v1/secure/createemployer', {});
export const vacanciesCall = /*#__PURE__*/ call(
  'GET',
  ({ businessUnit }: { businessUnit: string }) => withQuery('job/vacancy', { businessUnit }),
  { businessUnit: 'query' },
);
export const workplacesCall = /*#__PURE__*/ call(
  'GET',
  ({ accountType }: { accountType: string }) => withQuery('v1/workplace', { accountType }),
  { accountType: 'query' },
);
export const createWorkplaceCall = /*#__PURE__*/ call('POST', () => 'v1/secure/workplace', {});
export const graduatesCall = /*#__PURE__*/ call(
  'GET',
  ({ filters }: { filters?: GraduateFilters }) =>
    withQuery('v1/secure/graduateDestination/graduates', filters ?? {}),
  { filters: 'rest' },
);
export const createGraduateDestinationCall = /*#__PURE__*/ call(
  'POST',
  () => 'v1/secure/graduateDestination',
  {},
);

// Applications and their documents
export const createStudentApplicationCall = /*#__PURE__*/ call('POST', () => 'v2/studentApplication', {});
export const bulkStudentApplicationCall = /*#__PURE__*/ call('POST', () => 'v1/bulkStudentApplication', {});
export const studentApplicationCall = /*#__PURE__*/ call(
  'GET',
  ({ applicationId }: { applicationId: string }) => `v2/secure/studentApplication/${part(applicationId)}`,
  { applicationId: 'segment' },
);
/** The student's applications, every status (not a call of the spec: see docs/decisions/0013). */
export const studentApplicationsCall = /*#__PURE__*/ call(
  'GET',
  ({ studentId }: { studentId: string }) =>
    withQuery('v2/secure/studentApplication', { studentupid: studentId }),
  { studentId: 'query' },
);
export const updateStudentApplicationCall = /*#__PURE__*/ call(
  'PATCH',
  ({ applicationId }: { applicationId: string }) => `v2/secure/studentApplication/${part(applicationId)}`,
  { applicationId: 'segment' },
);
export const orderStudentApplicationCall = /*#__PURE__*/ call(
  'POST',
  ({ applicationId }: { applicationId: string }) =>
    `v2/secure/studentApplication/${part(applicationId)}/order`,
  { applicationId: 'segment' },
);
export const uploadFilesCall = /*#__PURE__*/ call('POST', () => 'v1/files', {});

// People: contacts, leads, tasks, identities, applicant sessions
export const contactCall = /*#__PURE__*/ call(
  'GET',
  ({ contactId }: { contactId: string }) => `v1/contact/${part(contactId)}`,
  {
    contactId: 'segment',
  },
);
export const createContactCall = /*#__PURE__*/ call('POST', () => 'v1/contact', {});
export const updateContactCall = /*#__PURE__*/ call('PUT', () => 'v1/contact', {});
export const createLeadCall = /*#__PURE__*/ call('POST', () => 'v1/lead', {});
export const createTaskCall = /*#__PURE__*/ call('POST', () => 'v1/secure/task', {});
export const createIdentityCall = /*#__PURE__*/ call('POST', () => 'v1/identity', {});
export const adAccountPasswordCall = /*#__PURE__*/ call('PUT', () => 'v1/secure/adaccountpassword', {});
export const sessionRecordCall = /*#__PURE__*/ call(
  'GET',
  ({ sessionId }: { sessionId: string }) => `v1/session/${part(sessionId)}`,
  {
    sessionId: 'segment',
  },
);
/** The API gives the two segments no names but {a} and {b}. */
export const sessionPasscodeCall = /*#__PURE__*/ call(
  'GET',
  ({ a, b }: { a: string; b: string }) => `v1/session/passcode/${part(a)}/${part(b)}`,
  { a: 'segment', b: 'segment' },
);
export const sendSessionPasscodeCall = /*#__PURE__*/ call(
  'POST',
  ({ a, b }: { a: string; b: string }) => `v1/session/passcode/${part(a)}/${part(b)}`,
  { a: 'segment', b: 'segment' },
);

// Paying: card, Zip, direct debit
export const applicationStripeSessionCall = /*#__PURE__*/ call(
  'POST',
  ({ applicationId }: { applicationId: string }) =>
    `v1/secure/studentApplication/${part(applicationId)}/stripeSession`,
  { applicationId: 'segment' },
);
export const zipCheckoutCall = /*#__PURE__*/ call(
  'POST',
  ({ applicationId }: { applicationId: string }) =>
    `v1/secure/studentApplication/${part(applicationId)}/zipCheckout`,
  { applicationId: 'segment' },
);
/** A public path, but the API responses it only with that student's own token (see `auth`). */
export const studentStripeSessionCall = /*#__PURE__*/ call(
  'POST',
  ({ studentId }: { studentId: string }) => `v1/student/${part(studentId)}/stripeSession`,
  { studentId: 'segment' },
  { auth: true },
);
/** The opportunity travels in the `opportunityId` header. */
export const zipChargeCall = /*#__PURE__*/ call('POST', () => 'v1/secure/zip/charge', {});
export const debitSuccessCall = /*#__PURE__*/ call('POST', () => 'v1/secure/debitSuccess', {});
/** The API gives the two segments no names but {a} and {b}. */
export const debitSuccessNotificationCall = /*#__PURE__*/ call(
  'POST',
  ({ a, b }: { a: string; b: string }) => `v1/debitSuccess/notification/${part(a)}/${part(b)}`,
  { a: 'segment', b: 'segment' },
);
export const stripeIntentAndSubscriptionCall = /*#__PURE__*/ call(
  'POST',
  () => 'v1/secure/createStripeIntentAndSubscription',
  {},
);

// The signed-in student's own data
export const currentStudentCall = /*#__PURE__*/ call('GET', () => 'v1/secure/student', {});
export const studentCall = /*#__PURE__*/ call(
  'GET',
  ({ studentId }: { studentId: string }) => withQuery('v1/secure/student', { studentupid: studentId }),
  { studentId: 'query' },
);
export const updateStudentCall = /*#__PURE__*/ call('PATCH', () => 'v1/secure/student', {});
export const enrolmentsCall = /*#__PURE__*/ call(
  'GET',
  ({ studentId, enrolmentId }: { studentId: string; enrolmentId?: string | null }) =>
    withQuery('v1/secure/enrolment', { studentupid: studentId, enrolmentid: enrolmentId }),
  { studentId: 'query', enrolmentId: 'query' },
);
export const studentFilesCall = /*#__PURE__*/ call(
  'GET',
  ({ studentId }: { studentId: string }) => `v1/secure/student/${part(studentId)}/file`,
  { studentId: 'segment' },
);
/** Answers the file's bytes. */
export const studentFileCall = /*#__PURE__*/ call(
  'GET',
  ({ studentId, fileId }: { studentId: string; fileId: string }) =>
    withQuery(`v1/secure/student/${part(studentId)}/file`, { fileid: fileId }),
  { studentId: 'segment', fileId: 'query' },
);
/** Answers the image's bytes. */
export const studentImageCall = /*#__PURE__*/ call(
  'GET',
  ({ studentId }: { studentId: string }) => withQuery('v1/secure/student/image', { studentupid: studentId }),
  { studentId: 'query' },
);
/** Without an id, the signed-in student's photo; the body is the image (octet-stream). */
export const updateStudentImageCall = /*#__PURE__*/ call(
  'PUT',
  ({ studentId }: { studentId?: string | null }) =>
    withQuery('v1/secure/student/image', { studentupid: studentId }),
  { studentId: 'query' },
);
export const paymentsCall = /*#__PURE__*/ call(
  'GET',
  ({ studentId }: { studentId: string }) => withQuery('v1/secure/payment', { studentupid: studentId }),
  { studentId: 'query' },
);
export const createCaseCall = /*#__PURE__*/ call('POST', () => 'v1/secure/case', {});
export const createEmailSupportCaseCall = /*#__PURE__*/ call('POST', () => 'v1/secure/emailsupportcase', {});
