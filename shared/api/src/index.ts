// @portal/api: every call of the API, as fetchers, senders and SWR hooks, over the one client. Not shared:
// each app bundles the calls it uses; the client itself (configureApi, errors) is the federation singleton
// @portal/api-client and the session context the singleton @portal/auth/session, both re-exported here so
// pages import everything from @portal/api (docs/decisions/0016-three-api-packages.md). Paths and SWR keys
// stay inside: they come from the contract's table (@portal/api-contract).
export { configureApi, getApi, useApi, startPrefetch, forgetPrefetches } from '@portal/api-client';
export type {
  ApiClient,
  ApiSettings,
  ApiTokens,
  AccessTokenSource,
  BlobKind,
  BinaryBody,
  RequestOptions,
} from '@portal/api-client';
export {
  ApiError,
  isApiError,
  isNotFound,
  BAD_RESPONSE_MESSAGE,
  NO_BASE_URI_MESSAGE,
  VALIDATION_ERROR_MESSAGE,
} from '@portal/api-client';
export type { ApiErrorDetails, HttpMethod } from '@portal/api-client';
export { LOAD_ONCE } from '@portal/api-client';
export { useApiResource } from '@portal/api-client';
export { yesNo } from './yesNo';
export {
  PHOTO_HEAD_BYTES,
  PHOTO_TYPES,
  asPhoto,
  photoTypeOf,
  photoTypeOfBytes,
  type PhotoType,
} from './photo';
export {
  DOCUMENT_ACCEPT,
  DOCUMENT_SAMPLE_BYTES,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_NAMES,
  checkDocument,
  documentTypeOfBytes,
  documentTypeOfName,
  type DocumentRefusal,
  type DocumentType,
} from './documents';
export type { ApiResource } from '@portal/api-client';
export { SessionProvider, SignInProvider, useSession, useSignIn, useStudentId } from '@portal/auth/session';
export {
  DEVICE_DATA_DAYS,
  DEVICE_DATA_PREFIX,
  deviceEntry,
  forgetDeviceData,
  forgetExpiredDeviceData,
  forgetOtherStudentsDeviceData,
  type DeviceEntry,
} from './deviceData';
export type { Session, SignInControl, SignInStatus } from '@portal/auth/session';

// The entities, responses and payloads of the calls (the wire contract, re-exported)
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
  Metadata,
  MetadataListKey,
  LookupItem,
  Country,
  State,
  School,
  SchoolTypeCode,
  IndustrySubdivision,
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
  GraduateFilters,
  ApplicationPayload,
  ApplicationDocument,
  CasePayload,
  ContactPayload,
  LeadPayload,
  StudentUpdate,
  PersonFields,
} from '@portal/api-contract';
export {
  METADATA_LIST_KEYS,
  SCHOOL_TYPE_CODES,
  EMPLOYER_SEARCH_TOP,
  PAYMENT_PROVIDERS,
  PAYMENT_INSTALLMENT_METHODS,
} from '@portal/api-contract';

// Payload schemas (ajv): checked before the writes that need it, and by the dev-api when received
export {
  payloadSchemas,
  checkPayload,
  validatePayload,
  LINE_TEXT_LIMIT,
  LONG_TEXT_LIMIT,
  MAX_FILE_NAME_LENGTH,
  MAX_ID_LENGTH,
  MAX_LINE_LENGTH,
  MAX_LONG_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  isAllowedText,
  problemsOf,
  textLimitOf,
} from './schemas';
export type { PayloadKind, PayloadCheck, ErrorObject, TextLimit } from './schemas';

// The signed-in student's own data
export { currentStudentPath, fetchCurrentStudent } from './endpoints/currentStudentRead';
export { useCurrentStudent, useSessionStudent } from './endpoints/currentStudent';
export { fetchStudent, useStudent } from './endpoints/student';
export { fetchEnrolments, useEnrolments } from './endpoints/enrolments';
export { lmsCourseLink, lmsCourses, useLmsCourses } from './lms/lmsCourses';
export type { LmsCourse, LmsCoursesState } from './lms/lmsCourses';
export { fetchStudentFiles, useStudentFiles } from './endpoints/studentFiles';
export { downloadStudentFile } from './endpoints/studentFile';
export {
  fetchStudentImage,
  useStudentImage,
  updateStudentImage,
  useSaveStudentImage,
} from './endpoints/studentImage';
export { fetchPayments, usePayments } from './endpoints/payments';
export { PAGE_READ_PATHS } from './pageReads';
export { fetchMetadata, useMetadata } from './endpoints/metadata';

// Reference lists (public GETs)
export { fetchActivities, useActivities } from './endpoints/activities';
export { fetchCountries, useCountries } from './endpoints/countries';
export { fetchEthnicities, useEthnicities } from './endpoints/ethnicities';
export { fetchIndustryCategories, useIndustryCategories } from './endpoints/industryCategories';
export { fetchIntakes, useIntakes } from './endpoints/intakes';
export { fetchIwis, useIwis } from './endpoints/iwis';
export { fetchLocations, useLocations } from './endpoints/locations';
export { fetchFeesAssistanceStatuses, useFeesAssistanceStatuses } from './endpoints/feesAssistanceStatuses';
export { fetchQualifications, useQualifications } from './endpoints/qualifications';
export { fetchRelationships, useRelationships } from './endpoints/relationships';
export { fetchSchools, useSchools } from './endpoints/schools';
export { fetchSponsors, useSponsors } from './endpoints/sponsors';
export { fetchWorkplaceEducators, useWorkplaceEducators } from './endpoints/workplaceEducators';

// Courses, pricing, employers, jobs, workplaces
export { fetchProducts, useProducts } from './endpoints/products';
export { fetchCourse, useCourse } from './endpoints/course';
export { fetchProductPricing, useProductPricing } from './endpoints/productPricing';
export { fetchApplicationPricing, useApplicationPricing } from './endpoints/applicationPricing';
export { fetchInvoicePricing, useInvoicePricing } from './endpoints/invoicePricing';
export { searchEmployers, useEmployers } from './endpoints/employers';
export { createEmployer } from './endpoints/createEmployer';
export { fetchVacancies, useVacancies } from './endpoints/vacancies';
export { fetchWorkplaces, useWorkplaces } from './endpoints/workplaces';
export { createWorkplace } from './endpoints/createWorkplace';

// Applications, contacts, leads, sessions
export {
  fetchStudentApplication,
  useStudentApplication,
  updateStudentApplication,
} from './endpoints/studentApplication';
export { fetchStudentApplications, useStudentApplications } from './endpoints/studentApplications';
export { createStudentApplication } from './endpoints/createStudentApplication';
export { createBulkStudentApplication } from './endpoints/bulkStudentApplication';
export { orderStudentApplication } from './endpoints/orderStudentApplication';
export { fetchContact, useContact } from './endpoints/contact';
export { createContact, updateContact } from './endpoints/contacts';
export { createLead } from './endpoints/createLead';
export { createIdentity } from './endpoints/createIdentity';
export { fetchSessionRecord, useSessionRecord } from './endpoints/sessionRecord';
export { fetchSessionPasscode, useSessionPasscode, sendSessionPasscode } from './endpoints/sessionPasscode';
export { fetchFeesFreeEligibility, useFeesFreeEligibility } from './endpoints/feesFreeEligibility';

// Payments: card, direct debit, Zip
export { createApplicationStripeSession } from './endpoints/applicationStripeSession';
export { createStudentStripeSession } from './endpoints/studentStripeSession';
export type { StudentStripeSessionRequest, StripeSessionResponse } from './endpoints/studentStripeSession';
export { createStripeIntentAndSubscription } from './endpoints/stripeIntentAndSubscription';
export { createDebitSuccess } from './endpoints/debitSuccess';
export { sendDebitSuccessNotification } from './endpoints/debitSuccessNotification';
export { createZipCheckout } from './endpoints/zipCheckout';
export { newIdempotencyKey, type PaymentAttempt } from './endpoints/idempotency';
export { chargeZip } from './endpoints/zipCharge';

// Student services: profile, photo, cases, tasks, files, graduates, directory password
export { updateStudent, useSaveStudent } from './endpoints/updateStudent';
export { createCase } from './endpoints/createCase';
export { createEmailSupportCase } from './endpoints/createEmailSupportCase';
export { createTask } from './endpoints/createTask';
export { uploadFiles, uploadFilesWithProgress, uploadedFiles } from './endpoints/uploadFiles';
export type { UploadedFile } from './endpoints/uploadFiles';
export { responseMessage } from '@portal/api-client';
export type { UploadOptions, UploadProgress } from '@portal/api-client';
export { fetchGraduates, useGraduates } from './endpoints/graduates';
export { createGraduateDestination } from './endpoints/graduateDestination';
export { updateAdAccountPassword } from './endpoints/adAccountPassword';

// Phone check and (development) address suggestions
export { checkPhone } from './endpoints/phoneCheck';
export { fetchAddressSuggestions } from './endpoints/addressSuggestions';
export type { AddressSuggestionQuery } from './endpoints/addressSuggestions';
export { fetchAddressPlace } from './endpoints/addressPlace';
