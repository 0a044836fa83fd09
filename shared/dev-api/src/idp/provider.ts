/** One OpenID provider (npm oidc-provider v9) per sign-in group: a public client (PKCE S256, no secret) for
 * the portal's shells, the first-party login page of ./pages.ts, consent granted without a screen, a refresh
 * token with every code. Each group behaves as the identity service it stands for (./vendors.ts):
 * - the user pool (cognito) as Amazon Cognito: its endpoints and discovery document (no end_session_endpoint),
 *   its hosted sign-in and token endpoints on its domain, an origin apart from the issuer's,
 *   JWT access tokens shaped as Cognito's (token_use, client_id, username, no aud), `/oauth2/revoke` that takes
 *   refresh tokens only (revoking one ends the access tokens issued with it), `/logout` with `client_id` and
 *   `logout_uri` that comes back with no state (and leaves the tokens valid), refresh tokens of 30 days not
 *   rotated, `prompt` ignored;
 * - the directory (aad) as Microsoft Entra ID v2.0: the tenant in the issuer, its endpoints and discovery
 *   document (no revocation_endpoint), id tokens with oid, tid and preferred_username, refresh tokens rotated at
 *   each use with 24 hours from sign-in (a single-page app's), RP-initiated logout.
 * Both sign out without a confirm page; the directory's sign-out also revokes the session's tokens, the user pool's
 * /logout (as Cognito's) ends only the sign-in session: its tokens end when the refresh token is revoked.
 * Here the issuer's addresses and answers; its configuration is ./configuration.ts, the grant ./grant.ts,
 * the sign-in page ./interaction.ts and the access-token check ./accessTokens.ts. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { SignInGroup } from '@portal/mock-api';
import { accessTokenCheck, idTokenCheck } from './accessTokens';
import { issuerConfiguration } from './configuration';
import { noteOfflineAsk } from './grant';
import type { IdpOptions } from './idpOptions';
import { signInPages } from './interaction';
import { NO_FRAMING_HEADERS, messagePage, sendHtml } from './pages';
import { PORTAL_API_RESOURCE, ROTATING_USER_POOL_CLIENT_ID, VENDORS } from './vendors';

export const CLIENT_IDS: Record<SignInGroup, string> = { cognito: 'portal-cognito', aad: 'portal-aad' };

export type Idp = ReturnType<typeof createIdp>;

export function createIdp(options: IdpOptions) {
  const { group, baseUrl, keys } = options;
  const vendor = VENDORS[group];
  const { mountPath } = vendor;
  const issuer = `${options.issuerOrigin ?? baseUrl}${mountPath}`;
  const clientId = CLIENT_IDS[group];
  const userPool = group === 'cognito';
  const origins = [...options.shellOrigins];
  const corsOrigins = new Set([...origins, ...(options.extraOrigins ?? [])]);
  const redirectUris = origins.map((o) => `${o}/`);
  const postLogoutRedirectUris = [...redirectUris, ...origins.map((o) => `${o}/signout`)];
  // Cognito's access tokens are JWTs for the user pool itself: oidc-provider makes JWT access tokens for a
  // resource server, so the pool is one (its service's address), used for every token without being asked.
  const userPoolResource = `${baseUrl}/`;

  const provider = new Provider(
    issuer,
    issuerConfiguration({
      ...options,
      vendor,
      clientId,
      redirectUris,
      postLogoutRedirectUris,
      corsOrigins,
      userPoolResource,
    }),
  );
  // RFC 7009 revocation answers 200 with no content; Koa labels the empty body text/plain, which browser
  // clients (oidc-client-ts) refuse as a wrong content type. Send no Content-Type for an empty body.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === vendor.routes.revocation && ctx.status === 200 && !ctx.body) ctx.remove('Content-Type');
  });
  // Cognito's token answers carry no scope, and a refresh's only new access and ID tokens: the refresh token is
  // the one the client has (unless the app client rotates them). Entra ID's `scope` names the access token's
  // scopes only: for the portal API's token, the API's scopes (no openid, profile, email, offline_access).
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== vendor.routes.token || ctx.status !== 200) return;
    const body = ctx.body as Record<string, unknown> | undefined;
    if (!body) return;
    if (!userPool) {
      const apiScopes = String(body.scope ?? '')
        .split(' ')
        .filter((s) => s.startsWith(`${PORTAL_API_RESOURCE}/`));
      if (apiScopes.length > 0) body.scope = apiScopes.join(' ');
      return;
    }
    delete body.scope;
    const rotating = ctx.oidc?.client?.clientId === ROTATING_USER_POOL_CLIENT_ID;
    if (ctx.oidc?.params?.grant_type === 'refresh_token' && !rotating) delete body.refresh_token;
  });
  // The user pool's hosted sign-in, token, revocation and user info endpoints are on its domain, an origin
  // apart from the issuer's (which has only the discovery document and the keys), as a Cognito pool's.
  const domain = options.signInDomain ? new URL(options.signInDomain) : undefined;
  const onDomain = (endpoint: unknown) => {
    if (!domain || typeof endpoint !== 'string') return endpoint;
    const url = new URL(endpoint);
    return `${domain.origin}${url.pathname}${url.search}`;
  };
  const ISSUER_PATHS = ['/.well-known/openid-configuration', vendor.routes.jwks];
  // The discovery document as the vendor publishes it: its keys only, its values where they differ.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/.well-known/openid-configuration' || ctx.status !== 200) return;
    const found = ctx.body as Record<string, unknown>;
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'revocation_endpoint',
      'userinfo_endpoint',
    ])
      if (key in found) found[key] = onDomain(found[key]);
    const published = { ...found, ...vendor.discoveryExtras(issuer) };
    ctx.body = Object.fromEntries(
      vendor.discoveryKeys.filter((k) => k in published).map((k) => [k, published[k]]),
    );
  });
  const callback = provider.callback();

  const interaction = signInPages({ ...options, mountPath, provider });

  /** Cognito's /logout: `client_id` and `logout_uri` (a sign-out URL of the client, exactly) end the session
   * and come back to `logout_uri` with nothing added; id_token_hint, post_logout_redirect_uri and state are
   * not read. Answered by oidc-provider's end_session (never published), so the sign-out is as global. */
  const cognitoLogout = (url: URL): string | { error: string } => {
    const client = url.searchParams.get('client_id');
    const logoutUri = url.searchParams.get('logout_uri');
    if (client !== clientId && client !== ROTATING_USER_POOL_CLIENT_ID)
      return { error: 'invalid_request: client_id is missing or unknown' };
    if (!logoutUri || !postLogoutRedirectUris.includes(logoutUri))
      return { error: 'redirect_mismatch: logout_uri is not a sign-out URL of the app client' };
    const end = new URLSearchParams({ client_id: client, post_logout_redirect_uri: logoutUri });
    return `${vendor.routes.end_session}?${end}`;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(NO_FRAMING_HEADERS)) res.setHeader(name, value);
    const page = (status: number, title: string, text: string) =>
      sendHtml(res, status, messagePage(group, title, text));
    const notFound = () => page(404, 'Not found', 'There is no such sign-in address.');
    const url = req.url ?? '/';
    if (url !== mountPath && !url.startsWith(`${mountPath}/`) && !url.startsWith(`${mountPath}?`))
      return notFound();
    let rest = url.slice(mountPath.length) || '/';
    if (domain) {
      // The issuer's origin has the discovery document and the keys; the domain has everything else.
      const issuerPath = ISSUER_PATHS.includes(new URL(rest, 'http://local').pathname);
      if (issuerPath === (req.headers.host === domain.host)) return notFound();
    }
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/([a-z]+))?\/?(?:\?.*)?$/.exec(rest);
    if (match) {
      try {
        await interaction(req, res, match[1] as string, match[2]);
      } catch (error) {
        if (!res.headersSent) page(500, 'Sign-in problem', (error as Error).message ?? String(error));
      }
      return;
    }
    const parsed = new URL(rest, 'http://local');
    if (userPool) {
      // Not Cognito's: its only sign-out is /logout.
      if (parsed.pathname === vendor.routes.end_session) return notFound();
      if (parsed.pathname === '/logout') {
        const to = cognitoLogout(parsed);
        if (typeof to !== 'string') return page(400, 'Sign-out problem', to.error);
        rest = to;
      } else if (parsed.pathname === vendor.routes.authorization && parsed.searchParams.has('prompt')) {
        // Cognito's hosted sign-in does not take prompt (no prompt=none): it is not read.
        parsed.searchParams.delete('prompt');
        rest = `${parsed.pathname}${parsed.search}`;
      }
    } else {
      // Entra ID grants offline_access (a refresh token) when asked; oidc-provider keeps it only with
      // prompt=consent. The directory notes the ask in a parameter of its own, kept through the sign-in page,
      // and the grant puts offline_access back (./grant.ts).
      if (parsed.pathname === vendor.routes.authorization) {
        noteOfflineAsk(parsed);
        rest = `${parsed.pathname}${parsed.search}`;
      }
    }
    // Mount oidc-provider under the prefix the way express does (it reads req.originalUrl).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${mountPath}${rest}`;
    req.url = rest;
    await callback(req, res);
  }

  const accessTokenOf = accessTokenCheck({ userPool, issuer, clientId, provider, keys });
  const idTokenOf = idTokenCheck({ issuer, clientId, keys, personClaim: vendor.personClaim });

  return { group, issuer, clientId, provider, handle, accessTokenOf, idTokenOf };
}
