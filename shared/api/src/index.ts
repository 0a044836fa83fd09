// @portal/api: the one API client of the portal (a federation singleton). The shell configures it;
// remotes use the fetchers and SWR hooks below.
export { configureApi, getApi, useApi, createApiClient, apiUrl, apiHeaders, isSecurePath } from './client';
export type { ApiClient, ApiSettings, ApiTokens, BlobKind } from './client';
export { ApiError, isApiError, isNotFound, BAD_RESPONSE_MESSAGE, NO_BASE_URI_MESSAGE } from './errors';
export type { ApiErrorDetails, HttpMethod } from './errors';
export { camelCaseKeys, lowerCamelKey } from './camelCase';
export { LOAD_ONCE } from './swr';
export type { ApiResource } from './swr';
export { SessionProvider, useSession, useStudentId } from './session';
export { MOCK_STUDENT_ID } from './mock';
export type {
  Student,
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
  LookupItem,
  Country,
  Session,
} from './types';

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
} from './endpoints/studentImage';
export {
  paymentsPath,
  paymentsKey,
  toPaymentsResponse,
  fetchPayments,
  usePayments,
} from './endpoints/payments';
export { metadataPath, metadataKey, fetchMetadata, useMetadata } from './endpoints/metadata';
