/** What a tenant's answers (./observe.ts) mean for a provider's sign-in settings: each thing the portal needs,
 * fine or a named problem with what to set or fix and where in the vendor's console. */
import Ajv from 'ajv';
import type { ProviderGroup } from '@portal/config';
import type { Answer, Observations } from './observe';
import { CONSOLE, issuerKind, type IssuerKind } from './vendors';

export type Level = 'ok' | 'note' | 'problem';

export interface Finding {
  level: Level;
  /** A problem's name (e.g. `token-cors`), the same in every run. */
  id?: string;
  text: string;
  /** What to set or fix (a problem's). */
  fix?: string;
  /** Where the vendor's console sets it. */
  console?: string[];
}

export interface AssessSettings {
  group: ProviderGroup;
  provider: string;
  authority: string;
  clientId: string;
  scope: string;
  /** A scope for the portal's API given apart from `scope`, when the settings have one. */
  apiScope?: string;
  signOutStyle: 'oidc' | 'cognito';
  signInOrigin?: string;
  /** The settings' membership rule, when they have one: the ID token's claim that holds the provider (by default
   * its slug). */
  membership?: { claim: string; value?: string };
  origins: string[];
  /** The origins the portal's Content-Security-Policy lets it call (connect-src) and post forms to
   * (form-action), from the deployment's configuration (@portal/deployment). */
  connectSrc: string[];
  formAction: string[];
}

const DISCOVERY_SCHEMA = {
  type: 'object',
  required: ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri', 'response_types_supported'],
  properties: {
    issuer: { type: 'string', pattern: '^https?://' },
    authorization_endpoint: { type: 'string', pattern: '^https?://' },
    token_endpoint: { type: 'string', pattern: '^https?://' },
    jwks_uri: { type: 'string', pattern: '^https?://' },
    end_session_endpoint: { type: 'string', pattern: '^https?://' },
    revocation_endpoint: { type: 'string', pattern: '^https?://' },
    userinfo_endpoint: { type: 'string', pattern: '^https?://' },
    response_types_supported: { type: 'array', items: { type: 'string' } },
    scopes_supported: { type: 'array', items: { type: 'string' } },
    code_challenge_methods_supported: { type: 'array', items: { type: 'string' } },
    id_token_signing_alg_values_supported: { type: 'array', items: { type: 'string' } },
  },
} as const;

const JWKS_SCHEMA = {
  type: 'object',
  required: ['keys'],
  properties: {
    keys: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kty'],
        properties: { kty: { type: 'string' }, kid: { type: 'string' }, use: { type: 'string' } },
      },
    },
  },
} as const;

const ajv = new Ajv({ allErrors: true });
const validDiscovery = ajv.compile(DISCOVERY_SCHEMA);
const validJwks = ajv.compile(JWKS_SCHEMA);

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  response_types_supported: string[];
  end_session_endpoint?: string;
  revocation_endpoint?: string;
  scopes_supported?: string[];
  code_challenge_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
}

const originOf = (url: string): string => new URL(url).origin;
const problem = (id: string, text: string, fix: string, console: string[] = []): Finding => ({
  level: 'problem',
  id,
  text,
  fix,
  console,
});
const ok = (text: string): Finding => ({ level: 'ok', text });
const note = (text: string): Finding => ({ level: 'note', text });

/** How an answer went, in a few words. */
const how = (answer: Answer): string =>
  answer.failed ??
  `HTTP ${answer.status}${answer.text ? `: ${answer.text.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`;

/** Whether a CORS answer lets `origin` read it. */
const corsAllows = (answer: Answer | undefined, origin: string): boolean => {
  const allowed = answer?.headers['access-control-allow-origin'];
  return allowed === '*' || allowed === origin;
};

/** The Entra ID error code (AADSTSnnnn) an answer carries, if any. */
const entraCode = (answer: Answer): string | undefined => /AADSTS\d+/.exec(answer.text)?.[0];

/** The scope values the portal asks for. */
const scopesOf = (settings: AssessSettings): string[] => [
  ...new Set(`${settings.scope} ${settings.apiScope ?? ''}`.split(/\s+/).filter(Boolean)),
];

/** A scope of an API of the tenant's own (Entra: api://<app>/<scope>, <app id>/<scope>, or https://<its
 * domain>/<app>/<scope>; not Microsoft Graph's). */
const isApiScope = (scope: string): boolean =>
  /^api:\/\/.+\/.+/.test(scope) ||
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/.+/i.test(scope) ||
  (/^https:\/\/.+\/.+/.test(scope) && !/^https:\/\/graph\.microsoft\.com\//i.test(scope));

export interface Assessment {
  kind: IssuerKind;
  findings: Finding[];
  /** The addresses the provider's app client / app registration must list. */
  addresses: { redirect: string[]; signOut: string[] };
}

/** Everything the portal needs from the tenant, each fine or a named problem. */
export function assess(settings: AssessSettings, seen: Observations): Assessment {
  const { group, authority, origins } = settings;
  const cognito = group === 'cognito';
  const steps = CONSOLE[group];
  const findings: Finding[] = [];
  const addresses = {
    redirect: origins.map((o) => `${o}/`),
    signOut: origins.map((o) => `${o}/signout`),
  };

  // The issuer's form.
  const { kind, wrongForm } = issuerKind(group, authority);
  if (wrongForm)
    findings.push(
      problem(
        'issuer-form',
        `The authority "${authority}" is not a ${cognito ? 'user pool' : 'tenant'}'s issuer.`,
        `Set authority to the issuer. ${wrongForm}`,
        [steps.overview],
      ),
    );
  else if (kind === 'local')
    findings.push(note(`${authority} is the local stand-in (shared/dev-api): its form is not a vendor's.`));
  else
    findings.push(
      ok(
        kind === 'cognito-updated'
          ? 'The authority is a user pool\'s "updated" issuer (issuer-cognito-idp…).'
          : kind === 'cognito-original'
            ? 'The authority is a user pool\'s "original" issuer (cognito-idp…).'
            : "The authority is a tenant's v2.0 issuer.",
      ),
    );

  // The discovery document.
  const { discovery } = seen;
  if (discovery.failed || discovery.status !== 200 || typeof discovery.json !== 'object' || !discovery.json) {
    findings.push(
      problem(
        'discovery-unreadable',
        `The discovery document ${discovery.url} could not be read (${how(discovery)}).`,
        'Check the authority (the issuer, exactly) and that this machine reaches it.',
        [steps.overview],
      ),
    );
    return { kind, findings, addresses };
  }
  if (!validDiscovery(discovery.json)) {
    const errors = (validDiscovery.errors ?? []).map(
      (e) => `${e.instancePath || 'the document'} ${e.message}`,
    );
    findings.push(
      problem(
        'discovery-invalid',
        `The discovery document lacks what the portal reads: ${errors.join('; ')}.`,
        cognito
          ? 'A user pool names its authorization, token and revocation endpoints only once it has a domain: add one.'
          : 'Use the tenant\'s v2.0 "OpenID Connect metadata document".',
        [cognito ? CONSOLE.cognito.domain : steps.overview],
      ),
    );
    return { kind, findings, addresses };
  }
  const doc = discovery.json as Discovery;
  findings.push(ok(`Discovery document read in ${discovery.ms} ms.`));
  if (doc.issuer !== authority)
    findings.push(
      problem(
        'issuer-mismatch',
        `The discovery document's issuer is "${doc.issuer}", not the authority "${authority}": the portal refuses it.`,
        `Set authority to "${doc.issuer}" (exactly, no trailing slash).`,
        [steps.overview],
      ),
    );
  else findings.push(ok("The discovery document's issuer is the authority."));
  if (!corsAllows(discovery, origins[0] as string))
    findings.push(
      problem(
        'discovery-cors',
        `The discovery document does not let ${origins[0]} read it (Access-Control-Allow-Origin: ${discovery.headers['access-control-allow-origin'] ?? 'none'}).`,
        'The browser reads the discovery document: the issuer must answer it with CORS.',
      ),
    );

  // Keys.
  const jwks = seen.jwks;
  if (!jwks || jwks.failed || jwks.status !== 200 || !validJwks(jwks.json))
    findings.push(
      problem(
        'jwks-unreadable',
        `The signing keys (${doc.jwks_uri}) could not be read (${jwks ? how(jwks) : 'not asked'}).`,
        'The API checks tokens with these keys: jwks_uri must answer a JSON Web Key Set.',
        [steps.overview],
      ),
    );
  else {
    const keys = (jwks.json as { keys: { kty: string; kid?: string; use?: string }[] }).keys;
    const signing = keys.filter((k) => k.kty === 'RSA' && k.kid && (k.use === undefined || k.use === 'sig'));
    if (!signing.length)
      findings.push(
        problem(
          'jwks-no-key',
          'The key set has no RSA signing key with a kid.',
          'The tenant signs with RS256: its key set must list the key.',
        ),
      );
    else findings.push(ok(`${signing.length} RSA signing key(s) with a kid.`));
  }
  const algs = doc.id_token_signing_alg_values_supported;
  if (algs && !algs.includes('RS256'))
    findings.push(
      problem(
        'signing-alg',
        `ID tokens are signed with ${algs.join(', ')}, not RS256.`,
        'The API accepts RS256 tokens.',
      ),
    );

  // Code flow with PKCE.
  if (!doc.response_types_supported.includes('code'))
    findings.push(
      problem(
        'code-flow',
        `response_types_supported (${doc.response_types_supported.join(', ')}) has no "code": the authorization code flow is off.`,
        cognito
          ? 'OAuth 2.0 grant types: Authorization code grant.'
          : 'Add a Single-page application platform.',
        [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
      ),
    );
  else findings.push(ok('Authorization code flow offered.'));
  const pkce = doc.code_challenge_methods_supported;
  if (pkce && !pkce.includes('S256'))
    findings.push(
      problem(
        'pkce-s256',
        `code_challenge_methods_supported (${pkce.join(', ')}) has no S256.`,
        'The portal sends PKCE with S256 only.',
      ),
    );
  else if (!pkce)
    findings.push(
      note(
        'code_challenge_methods_supported is not listed (Cognito and Entra ID document S256); the authorization probe below sends S256.',
      ),
    );

  // Endpoints and where they are: the CSP lets the portal call only the authority's origin and signInOrigin.
  const allowed = new Set([
    originOf(authority),
    ...(settings.signInOrigin ? [originOf(settings.signInOrigin)] : []),
  ]);
  const browserEndpoints: [string, string | undefined][] = [
    ['authorization_endpoint', doc.authorization_endpoint],
    ['token_endpoint', doc.token_endpoint],
    ['revocation_endpoint', doc.revocation_endpoint],
    ['end_session_endpoint', doc.end_session_endpoint],
  ];
  const present = browserEndpoints.filter((e): e is [string, string] => Boolean(e[1]));
  const elsewhere = present.filter(([, url]) => !allowed.has(originOf(url)));
  const endpointOrigins = [...new Set(present.map(([, url]) => originOf(url)))];
  const apart = endpointOrigins.filter((o) => o !== originOf(authority));
  if (elsewhere.length) {
    const needed = [...new Set(elsewhere.map(([, url]) => originOf(url)))];
    findings.push(
      problem(
        'sign-in-origin',
        `${elsewhere.map(([name, url]) => `${name} (${url})`).join(', ')} ${elsewhere.length > 1 ? 'are' : 'is'} on neither the authority's origin nor signInOrigin (${settings.signInOrigin ?? 'not set'}): the portal's Content-Security-Policy (connect-src, form-action) blocks ${elsewhere.length > 1 ? 'them' : 'it'}.`,
        `Set signInOrigin to "${needed[0]}"${needed.length > 1 ? ` (the endpoints are on ${needed.length} origins: ${needed.join(', ')})` : ''}.`,
        cognito ? [CONSOLE.cognito.domain] : [],
      ),
    );
  } else if (settings.signInOrigin && !endpointOrigins.includes(originOf(settings.signInOrigin)))
    findings.push(
      problem(
        'sign-in-origin',
        `signInOrigin "${settings.signInOrigin}" is the origin of none of the tenant's endpoints (${endpointOrigins.join(', ')}): the policy lets the portal call an origin it never uses.`,
        apart.length
          ? `Set signInOrigin to "${apart[0]}".`
          : "Remove signInOrigin: every endpoint is on the authority's origin.",
        cognito ? [CONSOLE.cognito.domain] : [],
      ),
    );
  else
    findings.push(
      ok(
        `Every endpoint the browser reaches is on ${[...new Set(present.map(([, url]) => originOf(url)))].join(' or ')}, which the policy allows.`,
      ),
    );
  const tokenOrigin = originOf(doc.token_endpoint);
  if (!settings.connectSrc.includes(tokenOrigin) && !elsewhere.length)
    findings.push(
      problem(
        'csp-connect-src',
        `The portal's connect-src (${settings.connectSrc.join(' ')}) does not list the token endpoint's origin ${tokenOrigin}.`,
        'Serve the policy from this configuration (docs/deploying.md): it lists the authority and signInOrigin.',
      ),
    );
  if (cognito && kind !== 'local' && originOf(doc.token_endpoint) === originOf(authority))
    findings.push(note("The token endpoint is on the issuer's origin: a user pool's is on its domain."));

  // Sign-out.
  if (settings.signOutStyle === 'oidc') {
    if (!doc.end_session_endpoint)
      findings.push(
        problem(
          'end-session-missing',
          'The discovery document has no end_session_endpoint, and signOutStyle is "oidc": sign-out cannot end the IdP\'s session.',
          cognito
            ? 'Set signOutStyle to "cognito" (the user pool\'s /logout).'
            : "Use the tenant's v2.0 metadata document (it names /oauth2/v2.0/logout).",
          [cognito ? CONSOLE.cognito.loginPages : steps.overview],
        ),
      );
    else findings.push(ok(`Sign-out: RP-initiated logout at ${doc.end_session_endpoint}.`));
  } else findings.push(ok(`Sign-out: the user pool's /logout beside ${doc.authorization_endpoint}.`));

  // Revocation.
  if (doc.revocation_endpoint) {
    findings.push(
      note(`Revocation offered (${doc.revocation_endpoint}): sign-out revokes the refresh token.`),
    );
    if (!corsAllows(seen.revocationPreflight, origins[0] as string))
      findings.push(
        problem(
          'revocation-cors',
          `The revocation endpoint does not let ${origins[0]} call it (${seen.revocationPreflight ? how(seen.revocationPreflight) : 'not asked'}).`,
          "The browser revokes at sign-out: the endpoint must answer CORS for the portal's origin.",
        ),
      );
  } else
    findings.push(
      note(
        "No revocation endpoint: sign-out ends the IdP's session; the tokens run out (Entra ID has none).",
      ),
    );

  // CORS on the token endpoint.
  const origin = origins[0] as string;
  const pre = seen.tokenPreflight;
  if (
    !pre ||
    pre.failed ||
    (pre.status ?? 0) >= 400 ||
    !corsAllows(pre, origin) ||
    (seen.tokenProbe && !seen.tokenProbe.failed && !corsAllows(seen.tokenProbe, origin))
  )
    findings.push(
      problem(
        'token-cors',
        `The token endpoint ${doc.token_endpoint} does not let ${origin} call it from the browser (preflight: ${pre ? `${how(pre)}, Access-Control-Allow-Origin: ${pre.headers['access-control-allow-origin'] ?? 'none'}` : 'not asked'}; POST: Access-Control-Allow-Origin: ${seen.tokenProbe?.headers['access-control-allow-origin'] ?? 'none'}).`,
        cognito
          ? "The user pool's token endpoint answers CORS for its domain's app clients: check the token endpoint is the pool's domain and the app client is a public client."
          : 'Register the redirect URIs under the Single-page application platform (not Web): Entra answers CORS on the token endpoint only for SPA redirect URIs.',
        [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
      ),
    );
  else findings.push(ok(`The token endpoint answers CORS for ${origin}.`));

  // The portal's client at the token endpoint: a code that does not exist is refused as such (invalid_grant)
  // for a public client whose redirect URI may redeem codes from the browser.
  const probe = seen.tokenProbe;
  if (probe && !probe.failed) {
    const error = (probe.json as { error?: string } | undefined)?.error;
    const code = entraCode(probe);
    if (code === 'AADSTS9002326' || code === 'AADSTS7000218' || (cognito && error === 'invalid_client'))
      findings.push(
        problem(
          'public-client',
          `The token endpoint refuses the portal's client as a public browser client (${code ?? error}).`,
          cognito
            ? 'The portal is a public client: make an app client with no client secret.'
            : 'Move the redirect URIs to the Single-page application platform (a Web platform needs a secret, and its codes cannot be redeemed cross-origin).',
          [cognito ? CONSOLE.cognito.newPublicClient : CONSOLE.aad.authentication],
        ),
      );
    else if (error === 'unauthorized_client')
      findings.push(
        problem(
          'code-grant',
          'The token endpoint answers unauthorized_client: the app client may not use the authorization code grant.',
          'OAuth 2.0 grant types: Authorization code grant.',
          [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
        ),
      );
    else if (error === 'invalid_grant' || code)
      findings.push(
        ok(`The token endpoint takes the portal's client (a made-up code is refused: ${code ?? error}).`),
      );
    else findings.push(note(`The token endpoint's answer to a made-up code: ${how(probe)}.`));
  }

  // Scopes.
  const scopes = scopesOf(settings);
  const supported = doc.scopes_supported ?? [];
  if (!scopes.includes('openid'))
    findings.push(
      problem('scope-openid', `scope ("${settings.scope}") lacks openid.`, 'Add openid to scope.'),
    );
  if (cognito) {
    if (!scopes.includes('aws.cognito.signin.user.admin'))
      findings.push(
        problem(
          'scope-user-admin',
          "scope lacks aws.cognito.signin.user.admin: the profile's password change (ChangePassword) is refused.",
          "Add aws.cognito.signin.user.admin to scope, and tick it among the app client's OpenID Connect scopes.",
          [CONSOLE.cognito.loginPages],
        ),
      );
    else findings.push(ok('scope has aws.cognito.signin.user.admin (password change).'));
  } else {
    if (!scopes.includes('offline_access') || !supported.includes('offline_access'))
      findings.push(
        problem(
          'offline-access',
          !scopes.includes('offline_access')
            ? 'scope lacks offline_access: Entra ID gives no refresh token, and the student signs in again every hour.'
            : 'The tenant does not list offline_access among its scopes: no refresh token.',
          'Add offline_access to scope and grant it to the app.',
          [CONSOLE.aad.graphPermissions],
        ),
      );
    else findings.push(ok('offline_access asked and offered (refresh token).'));
    const api = scopes.filter(isApiScope);
    if (!api.length)
      findings.push(
        problem(
          'api-scope',
          "No scope of the portal's API (api://<API app id>/<scope>): the access token is for Microsoft Graph, which the API may not read.",
          "Expose a scope on the portal API's app registration, grant it to the portal app (admin consent) and add it to scope.",
          [CONSOLE.aad.exposeApi, CONSOLE.aad.apiPermissions],
        ),
      );
    else findings.push(ok(`The API's scope: ${api.join(', ')}.`));
  }
  const standard = ['openid', 'email', 'profile', 'phone', 'offline_access'];
  const unlisted = scopes.filter((s) => standard.includes(s) && supported.length && !supported.includes(s));
  if (unlisted.length)
    findings.push(
      problem(
        'scope-unsupported',
        `scope asks for ${unlisted.join(', ')}, which the tenant does not list in scopes_supported (${supported.join(', ')}).`,
        'Ask only for scopes the tenant offers.',
      ),
    );

  // Membership: in the ID token, which the check does not get; the smoke test's refusal step proves it.
  if (settings.membership) {
    const { claim, value = settings.provider } = settings.membership;
    findings.push({
      level: 'note',
      text: `Membership: each student's ID token must carry "${value}" in ${claim} (the real-tenant smoke test proves it).`,
      console: [cognito ? CONSOLE.cognito.groups : CONSOLE.aad.tokenConfiguration],
    });
  }

  // The authorization request of each portal origin.
  for (const { redirectUri, answer } of seen.authorize) {
    const location = answer.headers.location ?? '';
    const code = entraCode(answer);
    let error: string | undefined;
    let description = '';
    if (location.startsWith(redirectUri)) {
      const back = new URL(location);
      error = back.searchParams.get('error') ?? undefined;
      description = back.searchParams.get('error_description') ?? '';
    }
    const redirectRefused =
      /redirect_mismatch/.test(location) ||
      code === 'AADSTS50011' ||
      (!answer.failed && (answer.status ?? 0) >= 400 && /redirect_uri/i.test(answer.text));
    if (answer.failed)
      findings.push(
        problem(
          'authorize-unreachable',
          `The authorization endpoint did not answer (${answer.failed}).`,
          'Check the tenant is reachable.',
        ),
      );
    else if (redirectRefused)
      findings.push(
        problem(
          'redirect-uri',
          `The sign-in address ${redirectUri} is not registered${code ? ` (${code})` : ''}: the IdP refuses to send the student back.`,
          cognito
            ? `Add ${redirectUri} to the app client's Allowed callback URLs.`
            : `Add ${redirectUri} as a redirect URI of the Single-page application platform.`,
          [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
        ),
      );
    else if (error || code || (answer.status ?? 0) >= 400)
      findings.push(
        problem(
          'authorize-refused',
          `The authorization request from ${redirectUri} is refused: ${error ?? code ?? `HTTP ${answer.status}`}${description ? ` (${description})` : ''}.`,
          error === 'invalid_scope'
            ? 'Ask only for scopes the app client may ask for (its OpenID Connect and custom scopes).'
            : 'Check the client id, the grant type (authorization code) and the scopes.',
          [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
        ),
      );
    else
      findings.push(
        ok(`Sign-in from ${redirectUri} (code, PKCE S256) is taken: the IdP shows its sign-in page.`),
      );
  }

  // The user pool's sign-out URL of each portal origin.
  for (const { logoutUri, answer } of seen.logout) {
    const location = answer.headers.location ?? '';
    // Taken: back to logout_uri, or on to the sign-out page; refused: an error page or a redirect to /error.
    const refused =
      answer.failed ||
      (answer.status ?? 0) >= 400 ||
      /error/.test(location) ||
      /redirect_mismatch/.test(answer.text);
    if (!refused) findings.push(ok(`Sign-out back to ${logoutUri} is taken.`));
    else
      findings.push(
        problem(
          'sign-out-url',
          `The user pool's /logout refuses ${logoutUri} (${answer.failed ?? (location || how(answer))}).`,
          `Add ${logoutUri} to the app client's Allowed sign-out URLs (Cognito compares it exactly).`,
          [CONSOLE.cognito.loginPages],
        ),
      );
  }
  if (!cognito)
    findings.push(
      note(
        `Entra ID checks post_logout_redirect_uri against the SPA redirect URIs: register ${addresses.signOut.join(', ')} there too.`,
      ),
    );
  return { kind, findings, addresses };
}
