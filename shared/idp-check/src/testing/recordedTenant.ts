/** A tenant of each vendor as recorded answers, for the check's tests: the discovery documents and key sets in
 * ../recorded/ are written from the shapes the vendors document and publish (an Amazon Cognito user pool's
 * https://cognito-idp.<region>.amazonaws.com/<pool>/.well-known/openid-configuration, an Entra ID tenant's
 * https://login.microsoftonline.com/<tenant>/v2.0/.well-known/openid-configuration), with made-up ids and
 * freshly made keys; the other answers are the ones each vendor documents for the same requests (Cognito: the
 * token endpoint's invalid_grant and invalid_client, /error?error=redirect_mismatch for an unregistered
 * callback or sign-out URL; Entra ID: AADSTS50011 for an unregistered redirect URI, AADSTS9002326 for a code
 * redeemed from a browser for a Web platform's redirect URI). Each option changes one thing, as a tenant set up
 * wrongly would. */
import cognitoDiscovery from '../recorded/cognito-discovery.json';
import cognitoJwks from '../recorded/cognito-jwks.json';
import entraDiscovery from '../recorded/entra-discovery.json';
import entraJwks from '../recorded/entra-jwks.json';
import type { Fetch } from '../observe';

interface Recorded {
  status: number;
  headers?: Record<string, string>;
  body?: string | object;
}

type Handler = (
  url: URL,
  request: { method: string; headers: Headers; body: string },
) => Recorded | undefined;

/** A fetch that answers from `handler`; a host it does not answer cannot be reached, as a wrong address. */
function answering(handler: Handler, delayMs = 0): Fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (delayMs)
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      });
    const recorded = handler(url, { method: init?.method ?? 'GET', headers, body });
    if (!recorded)
      throw new TypeError('fetch failed', { cause: new Error(`getaddrinfo ENOTFOUND ${url.hostname}`) });
    const text =
      typeof recorded.body === 'string' ? recorded.body : recorded.body ? JSON.stringify(recorded.body) : '';
    return new Response(recorded.status === 204 || recorded.status === 302 ? null : text, {
      status: recorded.status,
      headers: {
        ...(typeof recorded.body === 'object' ? { 'content-type': 'application/json' } : {}),
        ...recorded.headers,
      },
    });
  }) as Fetch;
}

const strip = (url: URL) => `${url.origin}${url.pathname}`;

/** The user pool's recorded domain and ids. */
export const COGNITO = {
  region: 'ap-southeast-2',
  poolId: 'ap-southeast-2_Ab12Cd34E',
  domain: 'https://portal-students.auth.ap-southeast-2.amazoncognito.com',
  original: cognitoDiscovery.issuer,
  updated: 'https://issuer-cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Ab12Cd34E',
  clientId: '4k2f9q1p7v3m8s6d0a5c1e9b2h',
};

export interface CognitoOptions {
  issuer?: 'original' | 'updated';
  callbackUrls: string[];
  signOutUrls: string[];
  clientSecret?: boolean;
  /** Whether the token endpoint answers CORS. */
  tokenCors?: boolean;
  discovery?: (doc: Record<string, unknown>) => Record<string, unknown>;
  delayMs?: number;
}

/** An Amazon Cognito user pool with a Cognito domain and one app client. */
export function cognitoTenant(options: CognitoOptions): Fetch {
  const issuer = options.issuer === 'updated' ? COGNITO.updated : COGNITO.original;
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const base = { ...cognitoDiscovery, issuer, jwks_uri: jwksUri };
  const doc = options.discovery ? options.discovery(base) : base;
  const d = COGNITO.domain;
  const cors = (origin: string | null): Record<string, string> =>
    options.tokenCors === false || !origin
      ? {}
      : { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  return answering((url, request): Recorded | undefined => {
    const origin = request.headers.get('origin');
    switch (`${request.method} ${strip(url)}`) {
      case `GET ${issuer}/.well-known/openid-configuration`:
        return { status: 200, headers: { 'access-control-allow-origin': '*' }, body: doc };
      case `GET ${jwksUri}`:
        return { status: 200, body: cognitoJwks };
      case `OPTIONS ${d}/oauth2/token`:
      case `OPTIONS ${d}/oauth2/revoke`:
        return {
          status: 200,
          headers: {
            ...cors(origin),
            'access-control-allow-methods': 'POST,OPTIONS',
            'access-control-allow-headers': 'content-type,authorization',
          },
        };
      case `POST ${d}/oauth2/token`:
        return {
          status: 400,
          headers: cors(origin),
          body: { error: options.clientSecret ? 'invalid_client' : 'invalid_grant' },
        };
      case `GET ${d}/oauth2/authorize`: {
        const redirect = url.searchParams.get('redirect_uri') ?? '';
        const client = url.searchParams.get('client_id');
        const ok = client === COGNITO.clientId && options.callbackUrls.includes(redirect);
        return {
          status: 302,
          headers: {
            location: ok
              ? `${d}/login?${url.searchParams}`
              : `${d}/error?error=redirect_mismatch&client_id=${client}`,
          },
        };
      }
      case `GET ${d}/logout`: {
        const logoutUri = url.searchParams.get('logout_uri') ?? '';
        return {
          status: 302,
          headers: {
            location: options.signOutUrls.includes(logoutUri)
              ? logoutUri
              : `${d}/error?error=redirect_mismatch&client_id=${url.searchParams.get('client_id')}`,
          },
        };
      }
      default:
        return url.origin === d || url.origin === new URL(issuer).origin
          ? { status: 404, body: '' }
          : undefined;
    }
  }, options.delayMs);
}

/** The tenant's recorded ids. */
export const ENTRA = {
  tenantId: '5b8c2f1e-9a47-4d3b-b6e2-0f1a7c9d3e84',
  issuer: entraDiscovery.issuer,
  clientId: '0c4f2a9e-7b31-4e8d-a6c5-93d1f0b72e4a',
  apiScope: 'api://8e1d7c3b-2f5a-4b9e-a0d6-c47e21f9b358/access_as_user',
};

export interface EntraOptions {
  /** Redirect URIs of the Single-page application platform. */
  spaRedirectUris: string[];
  /** Redirect URIs of the Web platform. */
  webRedirectUris?: string[];
  /** Scopes of the tenant's own APIs the app may ask for. */
  apiScopes?: string[];
  tokenCors?: boolean;
  discovery?: (doc: Record<string, unknown>) => Record<string, unknown>;
}

/** A Microsoft Entra ID tenant (v2.0 endpoints) with one app registration. */
export function entraTenant(options: EntraOptions): Fetch {
  const doc = options.discovery ? options.discovery({ ...entraDiscovery }) : entraDiscovery;
  const l = `https://login.microsoftonline.com/${ENTRA.tenantId}`;
  const common = 'https://login.microsoftonline.com/common/v2.0';
  const cors: Record<string, string> =
    options.tokenCors === false ? {} : { 'access-control-allow-origin': '*' };
  const web = options.webRedirectUris ?? [];
  return answering((url, request): Recorded | undefined => {
    switch (`${request.method} ${strip(url)}`) {
      case `GET ${l}/v2.0/.well-known/openid-configuration`:
        return { status: 200, headers: { 'access-control-allow-origin': '*' }, body: doc };
      // The multi-tenant document: the issuer has a placeholder for the tenant.
      case `GET ${common}/.well-known/openid-configuration`:
        return {
          status: 200,
          headers: { 'access-control-allow-origin': '*' },
          body: {
            ...(JSON.parse(JSON.stringify(entraDiscovery).split(ENTRA.tenantId).join('common')) as object),
            issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
          },
        };
      case `GET ${l}/discovery/v2.0/keys`:
        return { status: 200, headers: { 'access-control-allow-origin': '*' }, body: entraJwks };
      case `OPTIONS ${l}/oauth2/v2.0/token`:
        return {
          status: 200,
          headers: {
            ...cors,
            'access-control-allow-methods': 'POST, OPTIONS',
            'access-control-allow-headers': 'content-type',
          },
        };
      case `POST ${l}/oauth2/v2.0/token`: {
        const redirect = new URLSearchParams(request.body).get('redirect_uri') ?? '';
        const spa = options.spaRedirectUris.includes(redirect);
        const error =
          !spa && web.includes(redirect)
            ? {
                error: 'invalid_request',
                error_description:
                  "AADSTS9002326: Cross-origin token redemption is permitted only for the 'Single-Page Application' client-type.",
                error_codes: [9002326],
              }
            : {
                error: 'invalid_grant',
                error_description: "AADSTS70000: The provided value for the 'code' parameter is not valid.",
                error_codes: [70000],
              };
        return { status: 400, headers: cors, body: error };
      }
      case `GET ${l}/oauth2/v2.0/authorize`: {
        const redirect = url.searchParams.get('redirect_uri') ?? '';
        if (![...options.spaRedirectUris, ...web].includes(redirect))
          return {
            status: 200,
            headers: { 'content-type': 'text/html' },
            body: `<html><body>AADSTS50011: The redirect URI '${redirect}' specified in the request does not match the redirect URIs configured for the application '${url.searchParams.get('client_id')}'.</body></html>`,
          };
        const scopes = (url.searchParams.get('scope') ?? '').split(' ');
        const unknown = scopes.find((s) => s.startsWith('api://') && !(options.apiScopes ?? []).includes(s));
        if (unknown)
          return {
            status: 302,
            headers: {
              location: `${redirect}?error=invalid_resource&error_description=${encodeURIComponent(`AADSTS500011: The resource principal named ${unknown.replace(/\/[^/]+$/, '')} was not found in the tenant.`)}`,
            },
          };
        return {
          status: 200,
          headers: { 'content-type': 'text/html' },
          body: '<html><body>Sign in to your account</body></html>',
        };
      }
      default:
        return url.origin === 'https://login.microsoftonline.com' ? { status: 404, body: '' } : undefined;
    }
  });
}
