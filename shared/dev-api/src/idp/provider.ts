/** One OpenID provider (npm oidc-provider v9) per sign-in group, mounted under /idp/<group>:
 * a public client (PKCE S256, no secret) for the portal's shells, the first-party login page of
 * ./pages.ts, consent granted without a screen, refresh tokens for the code grant (not rotated, so
 * several tabs can refresh), and RP-initiated logout that signs out globally without a confirm page. */
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
import {
  INCORRECT_CREDENTIALS,
  NO_FRAMING_HEADERS,
  TOO_MANY_SIGN_INS,
  loginPage,
  logoutPage,
  messagePage,
} from './pages';

export const CLIENT_IDS: Record<SignInGroup, string> = { cognito: 'portal-cognito', aad: 'portal-aad' };
export const SCOPES = ['openid', 'email', 'profile', 'offline_access'];

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

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
}

function accountFor(account: DemoAccount): Account {
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
        provider: account.provider,
      };
    },
  };
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
  const mountPath = `/idp/${group}`;
  const issuer = `${baseUrl}${mountPath}`;
  const clientId = CLIENT_IDS[group];
  const origins = [...options.shellOrigins];
  const corsOrigins = new Set([...origins, ...(options.extraOrigins ?? [])]);
  const redirectUris = origins.map((o) => `${o}/`);
  const postLogoutRedirectUris = [...redirectUris, ...origins.map((o) => `${o}/signout`)];

  const configuration: Configuration = {
    adapter: store.adapterFor(group),
    clients: [
      {
        client_id: clientId,
        client_name: group === 'cognito' ? 'Student Portal (user pool)' : 'Student Portal (directory)',
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
    scopes: SCOPES,
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ['sub', 'provider'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the scope claims (email, name, provider) into the ID token, not only userinfo.
    conformIdTokenClaims: false,
    // First-party portal: consent is given without a screen, to every scope of ours the client asks for.
    async loadExistingGrant(ctx) {
      const { client, session, params, provider: op } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
      const grant =
        (grantId ? await op.Grant.find(grantId) : undefined) ??
        new op.Grant({ accountId: session!.accountId!, clientId: client!.clientId });
      const requested = String(params?.scope ?? 'openid').split(' ');
      grant.addOIDCScope(requested.filter((s) => SCOPES.includes(s)).join(' '));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = findAccountById(sub);
      return account && account.group === group ? accountFor(account) : undefined;
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
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
    },
    // First-party client: the refresh token comes with the code, whatever the scopes ...
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    // ... and is not rotated, so several tabs can refresh with the same one.
    rotateRefreshToken: false,
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      RefreshToken: 14 * DAY,
      AuthorizationCode: 5 * 60,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
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
    if (ctx.path.endsWith('/token/revocation') && ctx.status === 200 && !ctx.body) ctx.remove('Content-Type');
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

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(NO_FRAMING_HEADERS)) res.setHeader(name, value);
    const url = req.url ?? '/';
    const rest = url.slice(mountPath.length) || '/';
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
    // Mount oidc-provider under the prefix the way express does (it reads req.originalUrl).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = rest;
    await callback(req, res);
  }

  return { group, issuer, clientId, provider, handle };
}
