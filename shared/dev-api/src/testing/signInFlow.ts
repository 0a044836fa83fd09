/** The portal's sign-in, walked with plain fetch as a browser tab would (code + PKCE against a local IdP): for the
 * dev-api's tests, and for the end-to-end tests that need a signed-in browser without showing the IdP's pages. */
import { createHash, randomBytes } from 'node:crypto';
import { LOCAL_TENANT_ID, PORTAL_API_SCOPE } from '../idp/vendors';

/** A minimal cookie jar for one sign-in service (each cookie's host name and path kept, so a browser can be given
 * the same cookies). */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string; domain: string }>();

  /** Keeps the cookies of a response from `url`. */
  store(response: Response, url = response.url): void {
    const domain = url ? new URL(url).hostname : 'localhost';
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const path = attributes.map((a) => /^\s*path=(.*)$/i.exec(a)?.[1]?.trim()).find(Boolean) ?? '/';
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path, domain });
    }
  }

  header(): string {
    return [...this.cookies].map(([k, { value }]) => `${k}=${value}`).join('; ');
  }

  /** Every cookie kept, with its host name and path. */
  entries(): { name: string; value: string; path: string; domain: string }[] {
    return [...this.cookies].map(([name, { value, path, domain }]) => ({ name, value, path, domain }));
  }
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export interface SignInResult {
  tokens: Tokens;
  claims: Record<string, unknown>;
  jar: CookieJar;
  tokenResponse: Response;
}

const base64url = (buf: Buffer) => buf.toString('base64url');

/** Decodes a JWT's payload (no verification). */
export const jwtClaims = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

export interface SignInOptions {
  baseUrl: string;
  group: 'cognito' | 'aad';
  email: string;
  password: string;
  /** Shell origin the portal runs at, e.g. http://ichm.localhost:3000 */
  origin: string;
  /** The scope asked for (default: the portal's, scopeOf). */
  scope?: string;
  /** The app client (default: the group's portal client, portal-<group>). */
  clientId?: string;
}

/** fetch as a browser tab would: addresses relative to the last one (at first `baseUrl`), redirects not followed,
 * cookies kept (one sign-in service's: a user pool's hosted sign-in is all on its domain). */
function browserFetch(baseUrl: string) {
  const jar = new CookieJar();
  let last = baseUrl;
  const go = async (url: string, init: RequestInit = {}) => {
    const target = new URL(url, last);
    last = target.href;
    const res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res, target.href);
    return res;
  };
  return { go, jar };
}

/** The issuer of a group on the running server (the directory's carries its tenant, as Entra ID's). */
export const issuerOf = (baseUrl: string, group: 'cognito' | 'aad'): string =>
  `${baseUrl}${group === 'cognito' ? '/idp/cognito' : `/idp/aad/${LOCAL_TENANT_ID}/v2.0`}`;

/** The scope the portal asks each group for (the user pool's admin scope lets ChangePassword work; the
 * directory's access token is for the portal API, by its scope). */
export const scopeOf = (group: 'cognito' | 'aad'): string =>
  group === 'cognito'
    ? 'openid email profile aws.cognito.signin.user.admin'
    : `openid email profile offline_access ${PORTAL_API_SCOPE}`;

/** The issuer's discovery document. */
export async function discover(baseUrl: string, group: 'cognito' | 'aad'): Promise<Record<string, string>> {
  const res = await fetch(`${issuerOf(baseUrl, group)}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery: ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

/** Where a group's sign-in pages are: the user pool's domain (an origin apart from its issuer's) with the pool's
 * path, the directory's issuer; `/logout` and `/oauth2/...` are under it. */
export async function signInPagesOf(baseUrl: string, group: 'cognito' | 'aad'): Promise<string> {
  const authorize = (await discover(baseUrl, group)).authorization_endpoint ?? '';
  return authorize.replace(/\/oauth2(\/v2\.0)?\/authorize$/, '');
}

/** The address of an authorization request (code + PKCE) of the group's portal client, as the portal makes it;
 * `challenge` defaults to RFC 7636's example (for requests whose code is never redeemed). */
export async function authorizationUrl(
  baseUrl: string,
  group: 'cognito' | 'aad',
  {
    origin,
    scope = scopeOf(group),
    state = 's',
    challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    extra = {},
    clientId = `portal-${group}`,
  }: {
    origin: string;
    scope?: string;
    state?: string;
    challenge?: string;
    extra?: Record<string, string>;
    clientId?: string;
  },
): Promise<string> {
  const auth = new URL((await discover(baseUrl, group)).authorization_endpoint!);
  auth.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}/`,
    response_type: 'code',
    scope,
    state,
    ...extra,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return auth.href;
}

/** Opens the sign-in page of an authorization request (code + PKCE) as a browser would, and answers a
 * function that submits its form (the interaction stays open after a failed attempt), with what the code's
 * exchange needs. */
export async function openLoginForm({
  baseUrl,
  group,
  origin,
  scope = scopeOf(group),
  clientId,
}: Omit<SignInOptions, 'email' | 'password'>) {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(8));
  const { go, jar } = browserFetch(baseUrl);
  const metadata = await discover(baseUrl, group);
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const res = await go(
    await authorizationUrl(baseUrl, group, {
      origin,
      scope,
      state,
      challenge,
      ...(clientId ? { clientId } : {}),
    }),
  );
  const interaction = res.headers.get('location');
  if (res.status !== 303 || !interaction) throw new Error(`auth: ${res.status} ${await res.text()}`);
  const page = await (await go(interaction)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no login form:\n${page}`);
  const submit = (email: string, password: string) =>
    go(action.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  return Object.assign(submit, { go, jar, verifier, state, metadata });
}

/** Walks the authorization code + PKCE flow with fetch, as a browser would. Throws with the last page on failure. */
export async function signIn({
  baseUrl,
  group,
  email,
  password,
  origin,
  scope,
  clientId = `portal-${group}`,
}: SignInOptions): Promise<SignInResult> {
  const redirectUri = `${origin}/`;
  const form = await openLoginForm({ baseUrl, group, origin, clientId, ...(scope ? { scope } : {}) });
  let res = await form(email, password);
  // Follow redirects until the browser would land on the portal with ?code=.
  let location = res.headers.get('location');
  if (!location) throw new Error(`login: ${res.status} ${await res.text()}`);
  for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops += 1) {
    res = await form.go(location);
    const next = res.headers.get('location');
    if (!next) throw new Error(`redirect: ${res.status} ${await res.text()}`);
    location = next;
  }
  const back = new URL(location);
  const code = back.searchParams.get('code');
  if (!code || back.searchParams.get('state') !== form.state) throw new Error(`no code in ${location}`);

  const tokenResponse = await fetch(form.metadata.token_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: form.verifier,
    }).toString(),
  });
  if (!tokenResponse.ok)
    throw new Error(`token: ${tokenResponse.status} ${await tokenResponse.clone().text()}`);
  const tokens = (await tokenResponse.clone().json()) as Tokens;
  return { tokens, claims: jwtClaims(tokens.id_token), jar: form.jar, tokenResponse };
}
