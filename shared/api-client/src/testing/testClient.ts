// @portal/api-client/testing: the settings, tokens and responses of tests that make API clients of their own
// (the client's, and @portal/api's calls), over the fake server of @portal/testing (setUpFakeServer, which each
// test file sets up itself). Test-only code: lint keeps it out of pages.
import { createApiClient, type ApiClient, type ApiSettings, type ApiTokens } from '../client';
import type { ApiError } from '../errors';

export const TEST_TOKENS: ApiTokens = { accessToken: 'access-123', idToken: 'id-456' };

/** A JSON response of the fake server. */
export const json = (value: unknown, status = 200) => ({ status, body: JSON.stringify(value) });

/** Client settings pointing at `baseUri`, with a subscription key and the test tokens. */
export const testSettings = (baseUri: string, patch: Partial<ApiSettings> = {}): ApiSettings => ({
  baseUri,
  subscriptionKey: 'sub-key-789',
  getTokens: () => TEST_TOKENS,
  ...patch,
});

/** A client of `baseUri` with the test settings (and `patch` over them). */
export const testClient = (baseUri: string, patch: Partial<ApiSettings> = {}): ApiClient =>
  createApiClient(testSettings(baseUri, patch));

/** The fake server of a test file with the test settings and client of its address. */
export function withTestClient<S extends { readonly baseUri: string }>(server: S) {
  return Object.assign(server, {
    settings: (patch?: Partial<ApiSettings>) => testSettings(server.baseUri, patch),
    client: (patch?: Partial<ApiSettings>) => testClient(server.baseUri, patch),
  });
}

/** An address Node's fetch refuses before any request leaves (port 1 is on the fetch standard's list of bad
 * ports): a network failure as the client meets one ('fetch failed'), with no server and nothing listening. */
export async function closedAddress(): Promise<string> {
  return 'http://127.0.0.1:1/';
}

/** The rejection of `promise` (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
