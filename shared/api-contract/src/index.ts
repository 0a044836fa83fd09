// @portal/api-contract: the wire contract between the API client (@portal/api) and the local backend
// (@portal/dev-api). Entity and payload types, the table of every call, and the matcher both sides use.
// No React, no DOM: the dev-api imports it in Node. Remotes and the shell use @portal/api instead.
// The table (CALLS) and each call on its own (`<name>Call`: what an endpoint imports, so it bundles alone).
export * from './calls';
export { CALLS, CALL_NAMES } from './callTable';
export type { CallName, Calls, ReceivedOf } from './callTable';
export type { GraduateFilters } from './calls';
export type { CallSpec, ParamKind, ParamKinds, ParamsOf, PathBuilder, Received } from './callTypes';
export { compileCall, routeRequest } from './match';
export type { MatchedRoute, PathMatch, RequestMatcher, RouteResult } from './match';
export { isSecurePath, part, withQuery } from './paths';
export type { HttpMethod, QueryValue } from './paths';

export type {
  Student,
  ServerAddress,
  Profile,
  Enrolment,
  Block,
  Module,
  AcademicRecord,
  Assessment,
  AssessmentAttempt,
  StudentFile,
  PaymentType,
  XeroPaymentReference,
  XeroInvoice,
  XeroPayment,
  XeroPaymentsResponse,
  CamelCased,
  PaymentReference,
  Invoice,
  Payment,
  PaymentsResponse,
} from './entities';

export { METADATA_LIST_KEYS, SCHOOL_TYPE_CODES } from './metadata';
export type {
  Metadata,
  MetadataListKey,
  LookupItem,
  Country,
  State,
  School,
  SchoolTypeCode,
  IndustrySubdivision,
} from './metadata';

export type {
  ApiRecord,
  ReferenceItem,
  WriteResponse,
  Product,
  Intake,
  Course,
  Employer,
  PhoneCheckResult,
  PhoneCountry,
  AddressCountry,
  AddressSuggestion,
  AddressSuggestions,
  AddressLookupResult,
  Bounds,
  IdentityRequest,
  AdAccountPasswordRequest,
} from './responses';

export { PAYMENT_PROVIDERS, PAYMENT_INSTALLMENT_METHODS } from './payloads';
export type {
  ApplicationPayload,
  ApplicationDocument,
  CasePayload,
  ContactPayload,
  LeadPayload,
  StudentUpdate,
  PersonFields,
} from './payloads';
