// @portal/api-client: the one API client of the portal, as a federation singleton: the client the shell
// configures, its errors and the SWR resource hook. The calls themselves live in @portal/api, which every
// app bundles (only the calls it uses); the session context lives in @portal/auth/session. Pages import
// everything from @portal/api.
export {
  configureApi,
  getApi,
  useApi,
  createApiClient,
  apiUrl,
  apiHeaders,
  startPrefetch,
  forgetPrefetches,
  PREFETCH_MS,
} from './client';
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
  httpError,
  networkError,
  badResponseError,
  isErrorMarkedAsSuccess,
  ACTION_FAILED_TEXT,
  BAD_RESPONSE_MESSAGE,
  NO_BASE_URI_MESSAGE,
  VALIDATION_ERROR_MESSAGE,
  responseMessage,
} from './errors';
export type { ApiErrorDetails, HttpMethod } from './errors';
export type { UploadOptions, UploadProgress } from './upload';
export { LOAD_ONCE, type ApiResource } from './swr';
export { useApiResource } from './resource';
