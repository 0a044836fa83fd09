/** What a tenant answers, read over HTTP as a browser on the portal's origin would read it: the discovery
 * document and JWKS, the CORS answers of the endpoints the browser calls, and how the authorization, token and
 * (user pool) sign-out endpoints take the portal's client. Every request has a deadline; nothing is changed at
 * the tenant (the token probe sends a code that does not exist, the authorization probe signs nobody in). */
import { createHash, randomBytes } from 'node:crypto';

/** One HTTP answer, or why there was none. */
export interface Answer {
  url: string;
  status?: number;
  headers: Record<string, string>;
  /** The body's text (the first 64 KB). */
  text: string;
  /** The body as JSON, when it is JSON. */
  json?: unknown;
  ms: number;
  /** No answer: the network's error, or "no answer within N ms". */
  failed?: string;
}

export type Fetch = typeof fetch;

const BODY_LIMIT = 64 * 1024;

/** One request within `timeoutMs`; redirects are not followed (their Location is the answer). */
export async function ask(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<Answer> {
  const started = Date.now();
  const { timeoutMs, ...rest } = init;
  try {
    const response = await fetchImpl(url, {
      ...rest,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await response.text()).slice(0, BODY_LIMIT);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { url, status: response.status, headers, text, json, ms: Date.now() - started };
  } catch (error) {
    const name = (error as Error).name;
    const failed =
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${timeoutMs} ms`
        : `${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ''}`;
    return { url, headers: {}, text: '', ms: Date.now() - started, failed };
  }
}

/** What the check reads at the tenant. */
export interface Observations {
  discovery: Answer;
  jwks?: Answer;
  /** The token endpoint's CORS preflight for a POST from the portal's origin. */
  tokenPreflight?: Answer;
  /** A code exchange with a code that does not exist, from the portal's origin. */
  tokenProbe?: Answer;
  revocationPreflight?: Answer;
  /** Per portal origin: the authorization request the portal would make, redirect_uri `<origin>/`. */
  authorize: { origin: string; redirectUri: string; answer: Answer }[];
  /** Per portal origin (user pool sign-out): /logout with logout_uri `<origin>/signout`. */
  logout: { origin: string; logoutUri: string; answer: Answer }[];
}

export interface ObserveSettings {
  authority: string;
  clientId: string;
  scope: string;
  /** 'cognito': the user pool's /logout beside its authorization endpoint is probed. */
  signOutStyle: 'oidc' | 'cognito';
  origins: string[];
  timeoutMs: number;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Reads what the tenant answers (see the file's comment). */
export async function observe(settings: ObserveSettings, fetchImpl: Fetch = fetch): Promise<Observations> {
  const { authority, clientId, scope, origins, timeoutMs } = settings;
  const origin = origins[0] as string;
  const discovery = await ask(fetchImpl, `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    headers: { Origin: origin, Accept: 'application/json' },
    timeoutMs,
  });
  const observations: Observations = { discovery, authorize: [], logout: [] };
  const doc = (discovery.json ?? {}) as Record<string, unknown>;
  if (discovery.failed || discovery.status !== 200 || typeof discovery.json !== 'object') return observations;

  const preflight = (url: string) =>
    ask(fetchImpl, url, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
      timeoutMs,
    });

  const jwksUri = str(doc.jwks_uri);
  const tokenEndpoint = str(doc.token_endpoint);
  const revocationEndpoint = str(doc.revocation_endpoint);
  const authorizationEndpoint = str(doc.authorization_endpoint);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  const [jwks, tokenPreflight, tokenProbe, revocationPreflight] = await Promise.all([
    jwksUri ? ask(fetchImpl, jwksUri, { headers: { Accept: 'application/json' }, timeoutMs }) : undefined,
    tokenEndpoint ? preflight(tokenEndpoint) : undefined,
    tokenEndpoint
      ? ask(fetchImpl, tokenEndpoint, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            client_id: clientId,
            code: `idp-check-${randomBytes(12).toString('hex')}`,
            redirect_uri: `${origin}/`,
            code_verifier: verifier,
          }).toString(),
          timeoutMs,
        })
      : undefined,
    revocationEndpoint ? preflight(revocationEndpoint) : undefined,
  ]);
  Object.assign(observations, { jwks, tokenPreflight, tokenProbe, revocationPreflight });

  if (authorizationEndpoint) {
    for (const portal of origins) {
      const redirectUri = `${portal}/`;
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope,
        state: randomBytes(12).toString('hex'),
        nonce: randomBytes(12).toString('hex'),
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      const separator = authorizationEndpoint.includes('?') ? '&' : '?';
      const answer = await ask(fetchImpl, `${authorizationEndpoint}${separator}${query}`, {
        headers: { Accept: 'text/html' },
        timeoutMs,
      });
      observations.authorize.push({ origin: portal, redirectUri, answer });
      if (settings.signOutStyle === 'cognito') {
        const logoutUri = `${portal}/signout`;
        // The user pool's /logout, beside /oauth2/authorize on its domain (as the portal's sign-out builds it).
        const logout = new URL(authorizationEndpoint.replace(/\/oauth2\/authorize$/, '/logout'));
        logout.search = new URLSearchParams({ client_id: clientId, logout_uri: logoutUri }).toString();
        const answerOut = await ask(fetchImpl, logout.toString(), {
          headers: { Accept: 'text/html' },
          timeoutMs,
        });
        observations.logout.push({ origin: portal, logoutUri, answer: answerOut });
      }
    }
  }
  return observations;
}
