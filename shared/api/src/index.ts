// @portal/api: the one API client of the portal (a federation singleton). The shell configures it;
// remotes use the fetchers and SWR hooks below.
export { configureApi, getApi, useApi, createApiClient, apiUrl, apiHeaders, isSecurePath } from './client';
export type {
  ApiClient,
  ApiSettings,
  ApiTokens,
  AccessTokenSource,
  BlobKind,
  BinaryBody,
  RequestOptions,
} from './client';
export {
  ApiError,
  isApiError,
  isNotFound,
  BAD_RESPONSE_MESSAGE,
  NO_BASE_URI_MESSAGE,
  VALIDATION_ERROR_MESSAGE,
} from './errors';
export type { ApiErrorDetails, HttpMethod } from './errors';
export { camelCaseKeys, lowerCamelKey } from './camelCase';
export { LOAD_ONCE } from './swr';
export { useApiResource } from './resource';
export { yesNo } from './yesNo';
export type { ApiResource } from './swr';
export { SessionProvider, useSession, useStudentId } from './session';
export { MOCK_STUDENT_ID } from './mock';
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
  Invoice,
  Payment,
  PaymentReference,
  PaymentsResponse,
  Session,
} from './types';

// Reference data (v1/metadata): list names, item shapes, school type codes
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

// Payload schemas (ajv): checked before the writes that need it, and by the dev-api on arrival
export {
  payloadSchemas,
  checkPayload,
  validatePayload,
  PAYMENT_PROVIDERS,
  PAYMENT_INSTALLMENT_METHODS,
} from './schemas';
export type {
  PayloadKind,
  PayloadCheck,
  ErrorObject,
  ApplicationPayload,
  CasePayload,
  ContactPayload,
  LeadPayload,
  StudentUpdate,
  PersonFields,
} from './schemas';

export {
  currentStudentPath,
  currentStudentKey,
  fetchCurrentStudent,
  useCurrentStudent,
} from './endpoints/currentStudent';
export { studentPath, studentKey, fetchStudent, useStudent } from './endpoints/student';
export { enrolmentsPath, enrolmentsKey, fetchEnrolments, useEnrolments } from './endpoints/enrolments';
export {
  studentFilesPath,
  studentFilesKey,
  fetchStudentFiles,
  useStudentFiles,
} from './endpoints/studentFiles';
export { studentFilePath, studentFileKey, downloadStudentFile } from './endpoints/studentFile';
export {
  studentImagePath,
  studentImageKey,
  fetchStudentImage,
  useStudentImage,
  updateStudentImagePath,
  updateStudentImage,
} from './endpoints/studentImage';
export {
  paymentsPath,
  paymentsKey,
  toPaymentsResponse,
  fetchPayments,
  usePayments,
} from './endpoints/payments';
export { metadataPath, metadataKey, fetchMetadata, useMetadata } from './endpoints/metadata';

// Answer and request shapes of the enrolment calls
export type {
  ApiRecord,
  ReferenceItem,
  WriteAnswer,
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
} from './answers';

// Reference lists (public GETs)
export { activitiesPath, activitiesKey, fetchActivities, useActivities } from './endpoints/activities';
export { countriesPath, countriesKey, fetchCountries, useCountries } from './endpoints/countries';
export { ethnicitiesPath, ethnicitiesKey, fetchEthnicities, useEthnicities } from './endpoints/ethnicities';
export {
  industryCategoriesPath,
  industryCategoriesKey,
  fetchIndustryCategories,
  useIndustryCategories,
} from './endpoints/industryCategories';
export { intakesPath, intakesKey, fetchIntakes, useIntakes } from './endpoints/intakes';
export { iwisPath, iwisKey, fetchIwis, useIwis } from './endpoints/iwis';
export { locationsPath, locationsKey, fetchLocations, useLocations } from './endpoints/locations';
export {
  feesAssistanceStatusesPath,
  feesAssistanceStatusesKey,
  fetchFeesAssistanceStatuses,
  useFeesAssistanceStatuses,
} from './endpoints/feesAssistanceStatuses';
export {
  qualificationsPath,
  qualificationsKey,
  fetchQualifications,
  useQualifications,
} from './endpoints/qualifications';
export {
  relationshipsPath,
  relationshipsKey,
  fetchRelationships,
  useRelationships,
} from './endpoints/relationships';
export { schoolsPath, schoolsKey, fetchSchools, useSchools } from './endpoints/schools';
export { sponsorsPath, sponsorsKey, fetchSponsors, useSponsors } from './endpoints/sponsors';
export {
  workplaceEducatorsPath,
  workplaceEducatorsKey,
  fetchWorkplaceEducators,
  useWorkplaceEducators,
} from './endpoints/workplaceEducators';
export { fetchReferenceList, useReferenceList } from './endpoints/referenceList';

// Courses, pricing, employers, jobs, workplaces
export { productsPath, productsKey, fetchProducts, useProducts } from './endpoints/products';
export { coursePath, courseKey, fetchCourse, useCourse } from './endpoints/course';
export {
  productPricingPath,
  productPricingKey,
  fetchProductPricing,
  useProductPricing,
} from './endpoints/productPricing';
export {
  applicationPricingPath,
  applicationPricingKey,
  fetchApplicationPricing,
  useApplicationPricing,
} from './endpoints/applicationPricing';
export {
  invoicePricingPath,
  invoicePricingKey,
  fetchInvoicePricing,
  useInvoicePricing,
} from './endpoints/invoicePricing';
export {
  EMPLOYER_SEARCH_TOP,
  employersPath,
  employersKey,
  searchEmployers,
  useEmployers,
} from './endpoints/employers';
export { createEmployerPath, createEmployer } from './endpoints/createEmployer';
export { titleCase, vacanciesPath, vacanciesKey, fetchVacancies, useVacancies } from './endpoints/vacancies';
export { workplacesPath, workplacesKey, fetchWorkplaces, useWorkplaces } from './endpoints/workplaces';
export { createWorkplacePath, createWorkplace } from './endpoints/createWorkplace';

// Applications, contacts, leads, sessions
export {
  studentApplicationPath,
  studentApplicationKey,
  fetchStudentApplication,
  useStudentApplication,
  updateStudentApplication,
} from './endpoints/studentApplication';
export { createStudentApplicationPath, createStudentApplication } from './endpoints/createStudentApplication';
export { bulkStudentApplicationPath, createBulkStudentApplication } from './endpoints/bulkStudentApplication';
export { orderStudentApplicationPath, orderStudentApplication } from './endpoints/orderStudentApplication';
export { contactPath, contactKey, fetchContact, useContact } from './endpoints/contact';
export { contactsPath, createContact, updateContact } from './endpoints/contacts';
export { createLeadPath, createLead } from './endpoints/createLead';
export { createIdentityPath, createIdentity } from './endpoints/createIdentity';
export {
  sessionRecordPath,
  sessionRecordKey,
  fetchSessionRecord,
  useSessionRecord,
} from './endpoints/sessionRecord';
export {
  sessionPasscodePath,
  sessionPasscodeKey,
  fetchSessionPasscode,
  useSessionPasscode,
  sendSessionPasscode,
} from './endpoints/sessionPasscode';
export {
  feesFreeEligibilityPath,
  feesFreeEligibilityKey,
  fetchFeesFreeEligibility,
  useFeesFreeEligibility,
} from './endpoints/feesFreeEligibility';

// Payments: card, direct debit, Zip
export {
  applicationStripeSessionPath,
  createApplicationStripeSession,
} from './endpoints/applicationStripeSession';
export { studentStripeSessionPath, createStudentStripeSession } from './endpoints/studentStripeSession';
export {
  stripeIntentAndSubscriptionPath,
  createStripeIntentAndSubscription,
} from './endpoints/stripeIntentAndSubscription';
export { debitSuccessPath, createDebitSuccess } from './endpoints/debitSuccess';
export {
  debitSuccessNotificationPath,
  sendDebitSuccessNotification,
} from './endpoints/debitSuccessNotification';
export { zipCheckoutPath, createZipCheckout } from './endpoints/zipCheckout';
export { zipChargePath, chargeZip } from './endpoints/zipCharge';

// Student services: profile, photo, cases, tasks, files, graduates, directory password
export { updateStudentPath, updateStudent } from './endpoints/updateStudent';
export { createCasePath, createCase } from './endpoints/createCase';
export { createEmailSupportCasePath, createEmailSupportCase } from './endpoints/createEmailSupportCase';
export { createTaskPath, createTask } from './endpoints/createTask';
export { uploadFilesPath, uploadFilesForm, uploadFiles } from './endpoints/uploadFiles';
export { graduatesPath, graduatesKey, fetchGraduates, useGraduates } from './endpoints/graduates';
export type { GraduateFilters } from './endpoints/graduates';
export { graduateDestinationPath, createGraduateDestination } from './endpoints/graduateDestination';
export { adAccountPasswordPath, updateAdAccountPassword } from './endpoints/adAccountPassword';

// Phone check and (development) address suggestions
export { phoneCheckPath, checkPhone } from './endpoints/phoneCheck';
export { addressSuggestionsPath, fetchAddressSuggestions } from './endpoints/addressSuggestions';
export type { AddressSuggestionQuery } from './endpoints/addressSuggestions';
export { addressPlacePath, fetchAddressPlace } from './endpoints/addressPlace';
