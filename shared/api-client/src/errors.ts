/** Errors of the API client. One class for every failure so callers can read
 * `status` (e.g. the 404 of payments) without caring how the call failed. */

import type { HttpMethod } from '@portal/api-contract';

export type { HttpMethod };

export interface ApiErrorDetails {
  method?: HttpMethod;
  /** The path as the caller asked for it, relative to the base address. */
  path?: string;
  /** HTTP status of a non-OK response (also as `statusCode`). */
  status?: number;
  /** The body a write sent (POST/PUT/PATCH), kept for error panels. */
  requestBody?: unknown;
  /** The parsed body of a success answer that was in fact an error. */
  responseBody?: unknown;
  /** What a schema check found wrong (ajv's errors), for 'Application data validation error'. */
  details?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly method?: HttpMethod;
  readonly path?: string;
  readonly status?: number;
  readonly statusCode?: number;
  readonly requestBody?: unknown;
  readonly responseBody?: unknown;
  readonly details?: unknown;

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.statusCode = details.status;
    this.requestBody = details.requestBody;
    this.responseBody = details.responseBody;
    this.details = details.details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True for an API response "404 Not Found" (payments uses it to mean "no invoices yet"). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

export const BAD_RESPONSE_MESSAGE = 'Bad response from API (marked as success)';
export const ACTION_FAILED_TEXT = 'An action failed. No dependent actions succeeded.';
export const NO_BASE_URI_MESSAGE = 'No baseUri - please configure';
export const VALIDATION_ERROR_MESSAGE = 'Application data validation error';

/** Non-OK response: '<status text>: Up API <METHOD> <path>'. Writes also carry the request body. */
export function httpError(
  method: HttpMethod,
  /** What the message names after the method: the path, or for blob reads 'file' / 'image'. */
  target: string,
  response: { status: number; statusText: string },
  extra: { path?: string; requestBody?: unknown } = {},
): ApiError {
  const statusText = response.statusText || String(response.status);
  return new ApiError(`${statusText}: Up API ${method} ${target}`, {
    method,
    path: extra.path ?? target,
    status: response.status,
    requestBody: extra.requestBody,
  });
}

/** The <error> of a request that got no response within the time limit. */
export const TIMED_OUT_TEXT = 'No answer in time';

/** The fetch itself failed (no response): '<error>: Network problem'. */
export function networkError(
  method: HttpMethod,
  path: string,
  cause: unknown,
  requestBody?: unknown,
): ApiError {
  // Not `instanceof Error`: the error may come from another realm (a frame, Node's own fetch).
  const { message, name } =
    typeof cause === 'object' && cause !== null ? (cause as { message?: unknown; name?: unknown }) : {};
  // The request time limit (requestTimeoutMs) ran out: the browsers' own text ("signal timed out") says little.
  const text =
    name === 'TimeoutError' ? TIMED_OUT_TEXT : typeof message === 'string' ? message : String(cause);
  return new ApiError(`${text}: Network problem`, { method, path, cause, requestBody });
}

/** A success answer whose body says it failed. */
export function badResponseError(
  method: HttpMethod,
  path: string,
  responseBody: unknown,
  requestBody?: unknown,
): ApiError {
  return new ApiError(BAD_RESPONSE_MESSAGE, { method, path, responseBody, requestBody });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null;

/**
 * Whether a success body is an error in disguise: an `error` object (code and message), an
 * errorCode/errorMessage pair, or the batch-failure text anywhere in the raw body.
 */
export function isErrorMarkedAsSuccess(rawText: string, body: unknown): boolean {
  if (rawText.includes(ACTION_FAILED_TEXT)) return true;
  if (!isRecord(body)) return false;
  const { error } = body;
  if (isRecord(error) && (present(error.code) || present(error.message))) return true;
  return present(body.errorCode) || present(body.errorMessage);
}

/** The message a refused response's JSON body gives (e.g. a 413's `{ message }`), if any. */
export function responseMessage(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.responseBody : undefined;
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}
