/** The one table of the API's calls (spec enrolment §7, portal §7): for each call its name, method and
 * path builder. @portal/api builds its requests from it; the dev-api registers a route for each entry
 * (matched with ./match.ts), and so does the mock transport of mock-user mode. */
import type { AddressCountry, Bounds, PhoneCountry } from './answers';
import { part, withQuery, type HttpMethod } from './paths';

/**
 * Where a parameter of a path builder travels:
 * - 'segment': a path segment (a required string);
 * - 'query': a query value (a string; the server may get none, since empty values are left out);
 * - 'int': a number in the query;
 * - 'list': numbers in one query value, comma-separated;
 * - 'rest': any further query parameters, as a record.
 */
export type ParamKind = 'segment' | 'query' | 'int' | 'list' | 'rest';

type IsOptional<P, K extends keyof P> =
  Record<never, never> extends Pick<P, K>
    ? true
    : undefined extends P[K]
      ? true
      : null extends P[K]
        ? true
        : false;

type KindFor<T, Optional> = [T] extends [string]
  ? Optional extends true
    ? 'query'
    : 'segment' | 'query'
  : [T] extends [number]
    ? 'int'
    : [T] extends [readonly number[]]
      ? 'list'
      : [T] extends [Record<string, unknown>]
        ? 'rest'
        : never;

/** The kinds a call must declare for the parameters `P` of its builder: one per parameter, fitting its type. */
export type ParamKinds<P> = { readonly [K in keyof P]-?: KindFor<NonNullable<P[K]>, IsOptional<P, K>> };

/** A path builder: no parameters, or one object of named parameters. */
export type PathBuilder = (params: never) => string;

/** The parameters object of a builder (an empty object for a builder without parameters). */
export type ParamsOf<F> = F extends (params: infer P) => string
  ? unknown extends P
    ? Record<never, never>
    : P
  : never;

/** One call of the contract. */
export interface CallSpec<F extends PathBuilder = PathBuilder, K = unknown> {
  readonly method: HttpMethod;
  /** The path relative to the API's base address, with its query. */
  readonly path: F;
  /** Where each parameter of `path` travels (checked against the builder's parameter types). */
  readonly params: K;
}

function call<F extends PathBuilder, const K extends ParamKinds<ParamsOf<F>>>(
  method: HttpMethod,
  path: F,
  params: K,
): CallSpec<F, K> {
  return { method, path, params };
}

type Decoded<Kind> = Kind extends 'segment'
  ? string
  : Kind extends 'query'
    ? string | undefined
    : Kind extends 'int'
      ? number | undefined
      : Kind extends 'list'
        ? number[] | undefined
        : Kind extends 'rest'
          ? Record<string, string>
          : never;

/** The parameters of a call as a server reads them back from a request path (see compileCall()). */
export type Received<C extends CallSpec> = { -readonly [K in keyof C['params']]: Decoded<C['params'][K]> };

/** Filters of the graduate list: the spec does not name them, so any query parameter goes. */
export type GraduateFilters = Record<string, string | number | boolean | null | undefined>;

/** How many employers a search asks for unless told otherwise (spec enrolment §9). */
export const EMPLOYER_SEARCH_TOP = 50;

const fixed = (path: string) => () => path;

export const CALLS = {
  // Reference data (public)
  metadata: call('GET', fixed('v1/metadata'), {}),
  activities: call('GET', fixed('v1/activity'), {}),
  countries: call('GET', fixed('v1/country'), {}),
  ethnicities: call('GET', fixed('v1/ethnicity'), {}),
  industryCategories: call('GET', fixed('v1/job/industryCategory'), {}),
  intakes: call('GET', fixed('v1/intake'), {}),
  iwis: call('GET', fixed('v1/iwi'), {}),
  locations: call('GET', fixed('v1/location'), {}),
  feesAssistanceStatuses: call('GET', fixed('v1/feesAssistanceStatus'), {}),
  qualifications: call('GET', fixed('v1/qualification'), {}),
  relationships: call('GET', fixed('v1/relationship'), {}),
  schools: call('GET', fixed('v1/school'), {}),
  sponsors: call('GET', fixed('v1/sponsor'), {}),
  workplaceEducators: call('GET', fixed('v1/workplaceEducators'), {}),
  phoneCheck: call(
    'GET',
    ({ digits, country }: { digits: string; country: PhoneCountry }) =>
      `util/phone/${part(digits)}/${part(country)}`,
    { digits: 'segment', country: 'segment' },
  ),
  /** Development only: the dev-api stands in for the maps service, which production loads as a script. */
  addressSuggestions: call(
    'GET',
    ({ input, country, bounds }: { input: string; country: AddressCountry; bounds: Bounds }) =>
      withQuery('dev/address/autocomplete', { input, country, bounds }),
    { input: 'query', country: 'query', bounds: 'list' },
  ),
  addressPlace: call('GET', ({ placeId }: { placeId: string }) => `dev/address/place/${part(placeId)}`, {
    placeId: 'segment',
  }),

  // Courses and what they cost
  products: call('GET', ({ provider }: { provider: string }) => withQuery('v2/product', { provider }), {
    provider: 'query',
  }),
  course: call(
    'GET',
    ({ courseId }: { courseId: string }) => withQuery('v2/course', { courseid: courseId }),
    {
      courseId: 'query',
    },
  ),
  productPricing: call(
    'GET',
    ({ productId, provider }: { productId: string; provider?: string }) =>
      withQuery(`v2/product/${part(productId)}/pricing`, { provider }),
    { productId: 'segment', provider: 'query' },
  ),
  applicationPricing: call(
    'GET',
    ({ applicationId, provider }: { applicationId: string; provider?: string }) =>
      withQuery(`v2/secure/application/${part(applicationId)}/pricing`, { provider }),
    { applicationId: 'segment', provider: 'query' },
  ),
  invoicePricing: call(
    'GET',
    ({ invoiceId }: { invoiceId: string }) => `v2/secure/invoice/${part(invoiceId)}/pricing`,
    { invoiceId: 'segment' },
  ),
  feesFreeEligibility: call('GET', ({ id }: { id: string }) => `v1/feesFree/${part(id)}/eligibility`, {
    id: 'segment',
  }),

  // Work: employers, workplaces, vacancies, graduates
  employers: call(
    'GET',
    ({ q, top }: { q?: string; top?: number }) => withQuery('v1/employers', { top, q }),
    { q: 'query', top: 'int' },
  ),
  createEmployer: call('POST', fixed('v1/secure/createemployer'), {}),
  vacancies: call(
    'GET',
    ({ businessUnit }: { businessUnit: string }) => withQuery('job/vacancy', { businessUnit }),
    { businessUnit: 'query' },
  ),
  workplaces: call(
    'GET',
    ({ accountType }: { accountType: string }) => withQuery('v1/workplace', { accountType }),
    { accountType: 'query' },
  ),
  createWorkplace: call('POST', fixed('v1/secure/workplace'), {}),
  graduates: call(
    'GET',
    ({ filters }: { filters?: GraduateFilters }) =>
      withQuery('v1/secure/graduateDestination/graduates', filters ?? {}),
    { filters: 'rest' },
  ),
  createGraduateDestination: call('POST', fixed('v1/secure/graduateDestination'), {}),

  // Applications and their documents
  createStudentApplication: call('POST', fixed('v2/studentApplication'), {}),
  bulkStudentApplication: call('POST', fixed('v1/bulkStudentApplication'), {}),
  studentApplication: call(
    'GET',
    ({ applicationId }: { applicationId: string }) => `v2/secure/studentApplication/${part(applicationId)}`,
    { applicationId: 'segment' },
  ),
  updateStudentApplication: call(
    'PATCH',
    ({ applicationId }: { applicationId: string }) => `v2/secure/studentApplication/${part(applicationId)}`,
    { applicationId: 'segment' },
  ),
  orderStudentApplication: call(
    'POST',
    ({ applicationId }: { applicationId: string }) =>
      `v2/secure/studentApplication/${part(applicationId)}/order`,
    { applicationId: 'segment' },
  ),
  uploadFiles: call('POST', fixed('v1/files'), {}),

  // People: contacts, leads, tasks, identities, applicant sessions
  contact: call('GET', ({ contactId }: { contactId: string }) => `v1/contact/${part(contactId)}`, {
    contactId: 'segment',
  }),
  createContact: call('POST', fixed('v1/contact'), {}),
  updateContact: call('PUT', fixed('v1/contact'), {}),
  createLead: call('POST', fixed('v1/lead'), {}),
  createTask: call('POST', fixed('v1/secure/task'), {}),
  createIdentity: call('POST', fixed('v1/identity'), {}),
  adAccountPassword: call('PUT', fixed('v1/secure/adaccountpassword'), {}),
  sessionRecord: call('GET', ({ sessionId }: { sessionId: string }) => `v1/session/${part(sessionId)}`, {
    sessionId: 'segment',
  }),
  /** The spec names the two segments only {a} and {b}. */
  sessionPasscode: call(
    'GET',
    ({ a, b }: { a: string; b: string }) => `v1/session/passcode/${part(a)}/${part(b)}`,
    { a: 'segment', b: 'segment' },
  ),
  sendSessionPasscode: call(
    'POST',
    ({ a, b }: { a: string; b: string }) => `v1/session/passcode/${part(a)}/${part(b)}`,
    { a: 'segment', b: 'segment' },
  ),

  // Paying: card, Zip, direct debit
  applicationStripeSession: call(
    'POST',
    ({ applicationId }: { applicationId: string }) =>
      `v1/secure/studentApplication/${part(applicationId)}/stripeSession`,
    { applicationId: 'segment' },
  ),
  zipCheckout: call(
    'POST',
    ({ applicationId }: { applicationId: string }) =>
      `v1/secure/studentApplication/${part(applicationId)}/zipCheckout`,
    { applicationId: 'segment' },
  ),
  studentStripeSession: call(
    'POST',
    ({ studentId }: { studentId: string }) => `v1/student/${part(studentId)}/stripeSession`,
    { studentId: 'segment' },
  ),
  /** The opportunity travels in the `opportunityId` header. */
  zipCharge: call('POST', fixed('v1/secure/zip/charge'), {}),
  debitSuccess: call('POST', fixed('v1/secure/debitSuccess'), {}),
  /** The spec names the two segments only {a} and {b}. */
  debitSuccessNotification: call(
    'POST',
    ({ a, b }: { a: string; b: string }) => `v1/debitSuccess/notification/${part(a)}/${part(b)}`,
    { a: 'segment', b: 'segment' },
  ),
  stripeIntentAndSubscription: call('POST', fixed('v1/secure/createStripeIntentAndSubscription'), {}),

  // The signed-in student's own data
  currentStudent: call('GET', fixed('v1/secure/student'), {}),
  student: call(
    'GET',
    ({ studentId }: { studentId: string }) => withQuery('v1/secure/student', { studentupid: studentId }),
    { studentId: 'query' },
  ),
  updateStudent: call('PATCH', fixed('v1/secure/student'), {}),
  enrolments: call(
    'GET',
    ({ studentId, enrolmentId }: { studentId: string; enrolmentId?: string | null }) =>
      withQuery('v1/secure/enrolment', { studentupid: studentId, enrolmentid: enrolmentId }),
    { studentId: 'query', enrolmentId: 'query' },
  ),
  studentFiles: call(
    'GET',
    ({ studentId }: { studentId: string }) => `v1/secure/student/${part(studentId)}/file`,
    { studentId: 'segment' },
  ),
  /** Answers the file's bytes. */
  studentFile: call(
    'GET',
    ({ studentId, fileId }: { studentId: string; fileId: string }) =>
      withQuery(`v1/secure/student/${part(studentId)}/file`, { fileid: fileId }),
    { studentId: 'segment', fileId: 'query' },
  ),
  /** Answers the image's bytes. */
  studentImage: call(
    'GET',
    ({ studentId }: { studentId: string }) =>
      withQuery('v1/secure/student/image', { studentupid: studentId }),
    { studentId: 'query' },
  ),
  /** Without an id, the signed-in student's photo; the body is the image (octet-stream). */
  updateStudentImage: call(
    'PUT',
    ({ studentId }: { studentId?: string | null }) =>
      withQuery('v1/secure/student/image', { studentupid: studentId }),
    { studentId: 'query' },
  ),
  payments: call(
    'GET',
    ({ studentId }: { studentId: string }) => withQuery('v1/secure/payment', { studentupid: studentId }),
    { studentId: 'query' },
  ),
  createCase: call('POST', fixed('v1/secure/case'), {}),
  createEmailSupportCase: call('POST', fixed('v1/secure/emailsupportcase'), {}),
} as const;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

/** Every call's name, in the table's order. */
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** The parameters a server reads back for the call `N`. */
export type ReceivedOf<N extends CallName> = Received<Calls[N]>;
