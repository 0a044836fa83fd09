import type { PortalConfig } from '@portal/config';
import {
  ApiError,
  NO_BASE_URI_MESSAGE,
  badResponseError,
  httpError,
  isErrorMarkedAsSuccess,
  networkError,
  type HttpMethod,
} from './errors';

export interface ApiTokens {
  accessToken?: string;
  idToken?: string;
}

/** What the shell hands the client (ARCHITECTURE.md §3): where the configuration and the tokens come from. */
export interface ApiSettings {
  getConfig: () => PortalConfig;
  getTokens: () => ApiTokens | null;
  /** The fetch to use; by default the global `fetch` as it is at call time. */
  fetch?: typeof fetch;
}

/** What a blob read names in its error message instead of the path (spec enrolment §8). */
export type BlobKind = 'file' | 'image';

export interface ApiClient {
  /** The configuration in force (read at each call, so a changed configuration applies at once). */
  getConfig(): PortalConfig;
  /** GET a JSON resource; `path` is relative to `config.apiBaseUri`, e.g. 'v1/secure/payment?studentupid=1'. */
  get<T = unknown>(path: string): Promise<T>;
  /** GET a binary resource (file download, student image). */
  getBlob(path: string, kind: BlobKind): Promise<Blob>;
}

const NOT_CONFIGURED = 'The API client is not configured: the shell must call configureApi() first';

/** True when a path has a `secure` segment: such calls carry the bearer access token (spec enrolment §6). */
export function isSecurePath(path: string): boolean {
  return (path.split(/[?#]/)[0] ?? '').split('/').includes('secure');
}

/** The full address of `path` under the configured base address. */
export function apiUrl(config: Pick<PortalConfig, 'apiBaseUri'>, path: string): string {
  const base = config.apiBaseUri?.trim();
  if (!base) throw new ApiError(NO_BASE_URI_MESSAGE, { path });
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The headers every call carries (spec portal §7). */
export function apiHeaders(
  config: PortalConfig,
  tokens: ApiTokens | null,
  path: string,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', Source: 'portal' };
  if (tokens?.accessToken && isSecurePath(path)) headers.Authorization = `Bearer ${tokens.accessToken}`;
  if (tokens?.idToken) headers['Id-Token'] = tokens.idToken;
  if (config.subscriptionKey) headers['Ocp-Apim-Subscription-Key'] = config.subscriptionKey;
  return headers;
}

/** A client over `settings`. The shell makes one through configureApi(); tests may make their own. */
export function createApiClient(settings: ApiSettings): ApiClient {
  const doFetch: typeof fetch = (input, init) => (settings.fetch ?? globalThis.fetch)(input, init);

  async function send(
    method: HttpMethod,
    path: string,
    init: RequestInit = {},
    requestBody?: unknown,
  ): Promise<Response> {
    const config = settings.getConfig();
    const url = apiUrl(config, path);
    const headers = {
      ...apiHeaders(config, settings.getTokens(), path),
      ...(init.headers as Record<string, string>),
    };
    try {
      return await doFetch(url, { ...init, method, headers });
    } catch (error) {
      throw networkError(method, path, error, requestBody);
    }
  }

  return {
    getConfig: () => settings.getConfig(),

    async get<T>(path: string): Promise<T> {
      const response = await send('GET', path);
      if (!response.ok) throw httpError('GET', path, response);
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw networkError('GET', path, error);
      }
      if (!text.trim()) return undefined as T;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw badResponseError('GET', path, text);
      }
      if (isErrorMarkedAsSuccess(text, body)) throw badResponseError('GET', path, body);
      return body as T;
    },

    async getBlob(path: string, kind: BlobKind): Promise<Blob> {
      const response = await send('GET', path);
      if (!response.ok) throw httpError('GET', kind, response, { path });
      try {
        return await response.blob();
      } catch (error) {
        throw networkError('GET', path, error);
      }
    },
  };
}

let current: ApiClient | null = null;

const isClient = (value: ApiSettings | ApiClient): value is ApiClient =>
  typeof (value as ApiClient).get === 'function' && typeof (value as ApiClient).getBlob === 'function';

/**
 * Sets the one API client (Grafana's setBackendSrv). The shell calls it once with its settings;
 * a test or a dev harness may pass its own settings (e.g. a `fetch`) or a ready client instead.
 */
export function configureApi(settingsOrClient: ApiSettings | ApiClient): ApiClient {
  current = isClient(settingsOrClient) ? settingsOrClient : createApiClient(settingsOrClient);
  return current;
}

/** The configured client (outside React). Throws when the shell has not called configureApi(). */
export function getApi(): ApiClient {
  if (!current) throw new Error(NOT_CONFIGURED);
  return current;
}

/** The configured client, for components and hooks. Throws when the shell has not called configureApi(). */
export function useApi(): ApiClient {
  return getApi();
}
