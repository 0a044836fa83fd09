/** One OpenID provider (npm oidc-provider v9) per sign-in group: a public client (PKCE S256, no secret) for
 * the portal's shells, the first-party login page of ./pages.ts, consent granted without a screen, a refresh
 * token with every code. Each group behaves as the identity service it stands for (./vendors.ts):
 * - the user pool (cognito) as Amazon Cognito: its endpoints and discovery document (no end_session_endpoint),
 *   JWT access tokens shaped as Cognito's (token_use, client_id, username, no aud), `/oauth2/revoke` that takes
 *   refresh tokens only (revoking one ends the access tokens issued with it), `/logout` with `client_id` and
 *   `logout_uri` that comes back with no state (and leaves the tokens valid), refresh tokens of 30 days not
 *   rotated, `prompt` ignored;
 * - the directory (aad) as Microsoft Entra ID v2.0: the tenant in the issuer, its endpoints and discovery
 *   document (no revocation_endpoint), id tokens with oid, tid and preferred_username, refresh tokens rotated at
 *   each use with 24 hours from sign-in (a single-page app's), RP-initiated logout.
 * Both sign out without a confirm page; the directory's sign-out also revokes the session's tokens, the user pool's
 * /logout (as Cognito's) ends only the sign-in session: its tokens end when the refresh token is revoked. */
import { createPublicKey, verify as verifySignature } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  PROVIDERS,
  findAccountByEmail,
  findAccountById,
  fullName,
  isProviderSlug,
  tryAgainIn,
  type DemoAccount,
  type SignInGroup,
} from '@portal/mock-api';
import type { AttemptLimiter } from '../limits';
import { slugOfUrl } from '../origins';
import type { OidcStore } from './adapter';
import type { IdpKeys } from './keys';
import type { PasswordBook } from './passwords';
import { VENDORS, type Vendor } from './vendors';
import {
  INCORRECT_CREDENTIALS,
  NO_FRAMING_HEADERS,
  TOO_MANY_SIGN_INS,
  loginPage,
  logoutPage,
  messagePage,
} from './pages';

export const CLIENT_IDS: Record<SignInGroup, string> = { cognito: 'portal-cognito', aad: 'portal-aad' };

const HOUR = 60 * 60;
/** The directory's own authorization parameter: the request asked for offline_access. */
const OFFLINE_ASKED = 'offline_asked';

export interface IdpOptions {
  group: SignInGroup;
  /** Base address of the server, e.g. http://localhost:4000 (no trailing slash). */
  baseUrl: string;
  /** Shell origins: redirect and post-logout addresses, and the CORS list of the token endpoints. */
  shellOrigins: readonly string[];
  /** Further origins allowed to call the token endpoints (EXTRA_ORIGINS). */
  extraOrigins?: readonly string[];
  store: OidcStore;
  keys: IdpKeys;
  /** Failed sign-ins per email and caller (shared by both groups; the key names the group). */
  signInAttempts: AttemptLimiter;
  /** The accounts' passwords as changed (the user pool's ChangePassword). */
  passwords: PasswordBook;
}

export interface Idp {
  group: SignInGroup;
  issuer: string;
  clientId: string;
  provider: Provider;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The account and scopes of a live access token of this issuer's client (signed by it, not expired, its
   * grant not revoked), or undefined. */
  accessTokenOf(value: string): Promise<{ accountId: string; scopes: Set<string> } | undefined>;
}

function accountFor(account: DemoAccount, vendor: Vendor): Account {
  return {
    accountId: account.id,
    async claims() {
      return {
        sub: account.id,
        email: account.email,
        email_verified: true,
        name: fullName(account),
        given_name: account.givenName,
        family_name: account.familyName,
        ...vendor.accountClaims(account),
      };
    },
  };
}

/** A JWT's parts, or undefined for anything else. */
function decodeJwt(value: string) {
  const parts = value.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const [header, payload] = parts
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
    return { header: header!, payload: payload!, signed: `${parts[0]}.${parts[1]}`, signature: parts[2]! };
  } catch {
    return undefined;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const sendHtml = (res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) =>
  void res
    .writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    })
    .end(html);

export function createIdp(options: IdpOptions): Idp {
  const { group, baseUrl, store, keys, signInAttempts } = options;
  const vendor = VENDORS[group];
  const { mountPath } = vendor;
  const issuer = `${baseUrl}${mountPath}`;
  const clientId = CLIENT_IDS[group];
  const userPool = group === 'cognito';
  const origins = [...options.shellOrigins];
  const corsOrigins = new Set([...origins, ...(options.extraOrigins ?? [])]);
  const redirectUris = origins.map((o) => `${o}/`);
  const postLogoutRedirectUris = [...redirectUris, ...origins.map((o) => `${o}/signout`)];
  // Cognito's access tokens are JWTs for the user pool itself: oidc-provider makes JWT access tokens for a
  // resource server, so the pool is one (its service's address), used for every token without being asked.
  const userPoolResource = `${baseUrl}/`;

  const configuration: Configuration = {
    adapter: store.adapterFor(group, { reusableRefreshTokens: vendor.rotate }),
    clients: [
      {
        client_id: clientId,
        client_name: userPool ? 'Student Portal (user pool)' : 'Student Portal (directory)',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      names: {
        session: `_${group}_session`,
        interaction: `_${group}_interaction`,
        resume: `_${group}_resume`,
      },
      long: { httpOnly: true, sameSite: 'lax', path: mountPath },
      short: { httpOnly: true, sameSite: 'lax', path: mountPath },
    },
    routes: vendor.routes,
    scopes: vendor.scopes,
    claims: vendor.claims,
    // Put the scope claims (email, name, provider) into the ID token, not only userinfo.
    conformIdTokenClaims: false,
    // First-party portal: consent is given without a screen, to every scope of ours the client asks for.
    async loadExistingGrant(ctx) {
      const { client, session, params, provider: op } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
      const grant =
        (grantId ? await op.Grant.find(grantId) : undefined) ??
        new op.Grant({ accountId: session!.accountId!, clientId: client!.clientId });
      const asked = String(params?.scope ?? 'openid').split(' ');
      if (params?.[OFFLINE_ASKED]) asked.push('offline_access');
      const requested = [...new Set(asked)].filter((s) => vendor.scopes.includes(s)).join(' ');
      if (params?.[OFFLINE_ASKED]) params.scope = requested;
      grant.addOIDCScope(requested);
      // The user pool's access token is for its own service (the resource it names without being asked).
      if (userPool) grant.addResourceScope(userPoolResource, requested);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = findAccountById(sub);
      return account && account.group === group ? accountFor(account, vendor) : undefined;
    },
    pkce: { required: () => true },
    extraParams: [OFFLINE_ASKED],
    features: {
      devInteractions: { enabled: false },
      // Entra ID has no token revocation endpoint; Cognito's revokes refresh tokens only: its access tokens
      // are JWTs, which oidc-provider answers `unsupported_token_type`, as Cognito does.
      revocation: { enabled: userPool },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(group, form);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = messagePage(group, 'Signed out', 'You have signed out. You can close this window.');
        },
      },
      resourceIndicators: userPool
        ? {
            enabled: true,
            defaultResource: () => userPoolResource,
            useGrantedResource: () => true,
            getResourceServerInfo(_ctx, resource) {
              if (resource !== userPoolResource) throw new errors.InvalidTarget();
              return {
                scope: vendor.scopes.join(' '),
                audience: clientId,
                accessTokenFormat: 'jwt',
                accessTokenTTL: vendor.accessTokenSeconds,
                jwt: { sign: { alg: 'RS256' } },
              };
            },
          }
        : { enabled: false },
    },
    // Cognito's access token: token_use "access", client_id, username, origin_jti (the refresh token's
    // family: here the grant, so that revoking the refresh token ends its access tokens).
    async extraTokenClaims(_ctx, token) {
      if (!userPool || token.kind !== 'AccessToken') return undefined;
      return { token_use: 'access', username: token.accountId, origin_jti: token.grantId };
    },
    formats: {
      customizers: {
        // Cognito's access token has no aud and no typ. oidc-provider refuses a JWT access token without an
        // audience, so the audience stays for that check but is not enumerable: it is not written.
        async jwt(_ctx, _token, jwt) {
          if (!userPool) return;
          const { aud } = jwt.payload;
          delete jwt.payload.aud;
          Object.defineProperty(jwt.payload, 'aud', { value: aud, enumerable: false, writable: true });
          jwt.header = { typ: undefined };
        },
      },
    },
    // Cognito's /logout ends the hosted sign-in's session only: the tokens stay valid until they expire or the
    // refresh token is revoked. (The directory's sign-out revokes the session's tokens.)
    ...(userPool ? { expiresWithSession: () => false } : {}),
    // A refresh token comes with the code: always from the user pool (Cognito), from the directory only for
    // offline_access (Entra ID) ...
    async issueRefreshToken(_ctx, client, code) {
      return client.grantTypeAllowed('refresh_token') && (userPool || code.scopes.has('offline_access'));
    },
    // ... Cognito's is not rotated (several tabs can refresh with the same one); Entra ID's is replaced at
    // each use (the used one stays valid until it expires, as Entra ID does not revoke it).
    rotateRefreshToken: vendor.rotate,
    ttl: {
      AccessToken: vendor.accessTokenSeconds,
      IdToken: HOUR,
      // A rotated refresh token keeps the end of the first one (Entra ID: 24 hours from sign-in for a
      // single-page app, never extended); Cognito's is the same token for its whole lifetime.
      RefreshToken(_ctx, token) {
        const since =
          Math.floor(Date.now() / 1000) - (token.iiat ?? token.iat ?? Math.floor(Date.now() / 1000));
        return Math.max(1, vendor.refreshTokenSeconds - since);
      },
      AuthorizationCode: 5 * 60,
      Interaction: HOUR,
      Session: vendor.refreshTokenSeconds,
      Grant: vendor.refreshTokenSeconds,
    },
    clientBasedCORS(_ctx, origin) {
      return corsOrigins.has(origin);
    },
    interactions: {
      url(_ctx, interaction) {
        return `${mountPath}/interaction/${interaction.uid}`;
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const text = [out.error, out.error_description].filter(Boolean).join(': ');
      ctx.body = messagePage(group, 'Sign-in problem', text || 'Something went wrong.');
    },
  };

  const provider = new Provider(issuer, configuration);
  // RFC 7009 revocation answers 200 with no content; Koa labels the empty body text/plain, which browser
  // clients (oidc-client-ts) refuse as a wrong content type. Send no Content-Type for an empty body.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === vendor.routes.revocation && ctx.status === 200 && !ctx.body) ctx.remove('Content-Type');
  });
  // Cognito's token answers carry no scope, and a refresh's only new access and ID tokens: the refresh token is
  // the one the client has.
  provider.use(async (ctx, next) => {
    await next();
    if (!userPool || ctx.path !== vendor.routes.token || ctx.status !== 200) return;
    const body = ctx.body as Record<string, unknown> | undefined;
    if (!body) return;
    delete body.scope;
    if (ctx.oidc?.params?.grant_type === 'refresh_token') delete body.refresh_token;
  });
  // The discovery document as the vendor publishes it: its keys only, its values where they differ.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/.well-known/openid-configuration' || ctx.status !== 200) return;
    const published = { ...(ctx.body as Record<string, unknown>), ...vendor.discoveryExtras(issuer) };
    ctx.body = Object.fromEntries(
      vendor.discoveryKeys.filter((k) => k in published).map((k) => [k, published[k]]),
    );
  });
  const callback = provider.callback();

  /** Accounts this sign-in accepts, for the page's demo list. */
  const demoFor = (slug: string | undefined) =>
    DEMO_ACCOUNTS.filter((a) => a.group === group && (!slug || a.provider === slug)).map((a) => ({
      email: a.email,
      note: `${a.provider}: ${a.note}`,
    }));

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ): Promise<void> {
    const expired = (why: string) =>
      sendHtml(
        res,
        400,
        messagePage(group, 'Sign-in expired', `${why} Go back to the portal and sign in again.`),
      );
    const details = await provider.interactionDetails(req, res).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    });
    if (!details) return expired('This sign-in page has expired.');
    if (details.uid !== uid) return expired('This sign-in page does not match your session.');
    const returnSlug = slugOfUrl(String(details.params.redirect_uri ?? ''));
    const providerSlug =
      isProviderSlug(returnSlug) && PROVIDERS[returnSlug].group === group ? returnSlug : undefined;
    const render = (
      status: number,
      extra: { email?: string; error?: string } = {},
      headers: Record<string, string> = {},
    ) =>
      sendHtml(
        res,
        status,
        loginPage({
          group,
          action: `${mountPath}/interaction/${uid}/login`,
          ...(providerSlug ? { providerName: PROVIDERS[providerSlug].name } : {}),
          ...extra,
          demoAccounts: demoFor(providerSlug),
          demoPassword: DEMO_PASSWORD,
        }),
        headers,
      );

    if (action !== 'login' || req.method !== 'POST') return render(200);

    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    // A few wrong passwords per email from one caller, then 429 (even for the right one) until the
    // oldest failure leaves the window; the page says how long to wait.
    const attemptKey = `signin\n${group}\n${email.toLowerCase()}\n${req.socket.remoteAddress}`;
    const wait = await signInAttempts.retryAfter(attemptKey);
    if (wait)
      return render(
        429,
        { email, error: `${TOO_MANY_SIGN_INS} ${tryAgainIn(wait)}` },
        { 'Retry-After': String(wait) },
      );
    const account = findAccountByEmail(email);
    if (!account || account.group !== group || !options.passwords.verify(account, password)) {
      await signInAttempts.fail(attemptKey);
      return render(401, { email, error: INCORRECT_CREDENTIALS });
    }
    await signInAttempts.succeed(attemptKey);
    if (providerSlug && account.provider !== providerSlug) {
      const error = `This account belongs to ${PROVIDERS[account.provider].name}. Sign in on its portal.`;
      return render(403, { email, error });
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id, remember: true, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Cognito's /logout: `client_id` and `logout_uri` (a sign-out URL of the client, exactly) end the session
   * and come back to `logout_uri` with nothing added; id_token_hint, post_logout_redirect_uri and state are
   * not read. Answered by oidc-provider's end_session (never published), so the sign-out is as global. */
  const cognitoLogout = (url: URL): string | { error: string } => {
    const client = url.searchParams.get('client_id');
    const logoutUri = url.searchParams.get('logout_uri');
    if (client !== clientId) return { error: 'invalid_request: client_id is missing or unknown' };
    if (!logoutUri || !postLogoutRedirectUris.includes(logoutUri))
      return { error: 'redirect_mismatch: logout_uri is not a sign-out URL of the app client' };
    const end = new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: logoutUri });
    return `${vendor.routes.end_session}?${end}`;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(NO_FRAMING_HEADERS)) res.setHeader(name, value);
    const url = req.url ?? '/';
    if (url !== mountPath && !url.startsWith(`${mountPath}/`) && !url.startsWith(`${mountPath}?`)) {
      sendHtml(res, 404, messagePage(group, 'Not found', 'There is no such sign-in address.'));
      return;
    }
    let rest = url.slice(mountPath.length) || '/';
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/([a-z]+))?\/?(?:\?.*)?$/.exec(rest);
    if (match) {
      try {
        await interaction(req, res, match[1] as string, match[2]);
      } catch (error) {
        if (!res.headersSent)
          sendHtml(
            res,
            500,
            messagePage(group, 'Sign-in problem', (error as Error).message ?? String(error)),
          );
      }
      return;
    }
    if (userPool) {
      const parsed = new URL(rest, 'http://local');
      if (parsed.pathname === vendor.routes.end_session) {
        // Not Cognito's: its only sign-out is /logout.
        sendHtml(res, 404, messagePage(group, 'Not found', 'There is no such sign-in address.'));
        return;
      }
      if (parsed.pathname === '/logout') {
        const to = cognitoLogout(parsed);
        if (typeof to !== 'string') {
          sendHtml(res, 400, messagePage(group, 'Sign-out problem', to.error));
          return;
        }
        rest = to;
      } else if (parsed.pathname === vendor.routes.authorization && parsed.searchParams.has('prompt')) {
        // Cognito's hosted sign-in does not take prompt (no prompt=none): it is not read.
        parsed.searchParams.delete('prompt');
        rest = `${parsed.pathname}${parsed.search}`;
      }
    } else {
      // Entra ID grants offline_access (a refresh token) when asked; oidc-provider keeps it only with
      // prompt=consent. The directory notes the ask in a parameter of its own, kept through the sign-in page,
      // and the grant puts offline_access back (loadExistingGrant).
      const parsed = new URL(rest, 'http://local');
      if (parsed.pathname === vendor.routes.authorization) {
        parsed.searchParams.delete(OFFLINE_ASKED);
        if ((parsed.searchParams.get('scope') ?? '').split(' ').includes('offline_access'))
          parsed.searchParams.set(OFFLINE_ASKED, '1');
        rest = `${parsed.pathname}${parsed.search}`;
      }
    }
    // Mount oidc-provider under the prefix the way express does (it reads req.originalUrl).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${mountPath}${rest}`;
    req.url = rest;
    await callback(req, res);
  }

  const publicKeys = new Map(
    keys.jwks.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk as never, format: 'jwk' })]),
  );

  async function accessTokenOf(value: string) {
    if (!userPool) {
      const token = await provider.AccessToken.find(value);
      if (!token || token.clientId !== clientId || !token.accountId) return undefined;
      return { accountId: token.accountId, scopes: token.scopes };
    }
    // The user pool's access tokens are its signed JWTs, valid while their grant (refresh token) lives.
    const jwt = decodeJwt(value);
    const key = jwt && publicKeys.get(jwt.header.kid as string);
    if (!jwt || !key || jwt.header.alg !== 'RS256') return undefined;
    if (!verifySignature('sha256', Buffer.from(jwt.signed), key, Buffer.from(jwt.signature, 'base64url')))
      return undefined;
    const { iss, exp, token_use, client_id, sub, scope, origin_jti } = jwt.payload;
    if (iss !== issuer || token_use !== 'access' || client_id !== clientId || typeof sub !== 'string')
      return undefined;
    if (typeof exp !== 'number' || exp * 1000 <= Date.now()) return undefined;
    const grant = typeof origin_jti === 'string' ? await provider.Grant.find(origin_jti) : undefined;
    if (!grant || grant.accountId !== sub) return undefined;
    return {
      accountId: sub,
      scopes: new Set(
        String(scope ?? '')
          .split(' ')
          .filter(Boolean),
      ),
    };
  }

  return { group, issuer, clientId, provider, handle, accessTokenOf };
}
