/** The tenant's endpoints as the portal's browser code calls them: the code flow with PKCE, the origins the
 * Content-Security-Policy must allow, sign-out and revocation, and the token endpoint's CORS and client. */
import { CONSOLE } from '../vendors';
import {
  corsAllows,
  entraCode,
  how,
  note,
  ok,
  originOf,
  problem,
  type DiscoveredTenant,
  type Finding,
} from './tenant';

/** Code flow with PKCE: "code" among the response types, and S256 among the challenge methods when listed. */
export function codeFlow({ cognito, doc }: DiscoveredTenant): Finding[] {
  const findings: Finding[] = [];
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
  return findings;
}

/** Endpoints and where they are: the CSP lets the portal call only the authority's origin and signInOrigin. */
export function endpointsAllowed({ settings, kind, cognito, doc }: DiscoveredTenant): Finding[] {
  const findings: Finding[] = [];
  const { authority } = settings;
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
  return findings;
}

/** Sign-out: signOutStyle "oidc" needs the discovery document's end_session_endpoint. */
export function signOut({ settings, cognito, steps, doc }: DiscoveredTenant): Finding[] {
  if (settings.signOutStyle !== 'oidc')
    return [ok(`Sign-out: the user pool's /logout beside ${doc.authorization_endpoint}.`)];
  if (!doc.end_session_endpoint)
    return [
      problem(
        'end-session-missing',
        'The discovery document has no end_session_endpoint, and signOutStyle is "oidc": sign-out cannot end the IdP\'s session.',
        cognito
          ? 'Set signOutStyle to "cognito" (the user pool\'s /logout).'
          : "Use the tenant's v2.0 metadata document (it names /oauth2/v2.0/logout).",
        [cognito ? CONSOLE.cognito.loginPages : steps.overview],
      ),
    ];
  return [ok(`Sign-out: RP-initiated logout at ${doc.end_session_endpoint}.`)];
}

/** Revocation: where the tenant offers it, the browser calls it at sign-out, so it answers CORS. */
export function revocation({ seen, origin, doc }: DiscoveredTenant): Finding[] {
  if (!doc.revocation_endpoint)
    return [
      note(
        "No revocation endpoint: sign-out ends the IdP's session; the tokens run out (Entra ID has none).",
      ),
    ];
  const findings = [
    note(`Revocation offered (${doc.revocation_endpoint}): sign-out revokes the refresh token.`),
  ];
  if (!corsAllows(seen.revocationPreflight, origin))
    findings.push(
      problem(
        'revocation-cors',
        `The revocation endpoint does not let ${origin} call it (${seen.revocationPreflight ? how(seen.revocationPreflight) : 'not asked'}).`,
        "The browser revokes at sign-out: the endpoint must answer CORS for the portal's origin.",
      ),
    );
  return findings;
}

/** CORS on the token endpoint: its preflight and its POST let the portal's origin read them. */
export function tokenCors({ seen, cognito, origin, doc }: DiscoveredTenant): Finding[] {
  const pre = seen.tokenPreflight;
  if (
    !pre ||
    pre.failed ||
    (pre.status ?? 0) >= 400 ||
    !corsAllows(pre, origin) ||
    (seen.tokenProbe && !seen.tokenProbe.failed && !corsAllows(seen.tokenProbe, origin))
  )
    return [
      problem(
        'token-cors',
        `The token endpoint ${doc.token_endpoint} does not let ${origin} call it from the browser (preflight: ${pre ? `${how(pre)}, Access-Control-Allow-Origin: ${pre.headers['access-control-allow-origin'] ?? 'none'}` : 'not asked'}; POST: Access-Control-Allow-Origin: ${seen.tokenProbe?.headers['access-control-allow-origin'] ?? 'none'}).`,
        cognito
          ? "The user pool's token endpoint answers CORS for its domain's app clients: check the token endpoint is the pool's domain and the app client is a public client."
          : 'Register the redirect URIs under the Single-page application platform (not Web): Entra answers CORS on the token endpoint only for SPA redirect URIs.',
        [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
      ),
    ];
  return [ok(`The token endpoint answers CORS for ${origin}.`)];
}

/** The portal's client at the token endpoint: a code that does not exist is refused as such (invalid_grant)
 * for a public client whose redirect URI may redeem codes from the browser. */
export function tokenClient({ seen, cognito }: DiscoveredTenant): Finding[] {
  const probe = seen.tokenProbe;
  if (!probe || probe.failed) return [];
  const error = (probe.json as { error?: string } | undefined)?.error;
  const code = entraCode(probe);
  if (code === 'AADSTS9002326' || code === 'AADSTS7000218' || (cognito && error === 'invalid_client'))
    return [
      problem(
        'public-client',
        `The token endpoint refuses the portal's client as a public browser client (${code ?? error}).`,
        cognito
          ? 'The portal is a public client: make an app client with no client secret.'
          : 'Move the redirect URIs to the Single-page application platform (a Web platform needs a secret, and its codes cannot be redeemed cross-origin).',
        [cognito ? CONSOLE.cognito.newPublicClient : CONSOLE.aad.authentication],
      ),
    ];
  if (error === 'unauthorized_client')
    return [
      problem(
        'code-grant',
        'The token endpoint answers unauthorized_client: the app client may not use the authorization code grant.',
        'OAuth 2.0 grant types: Authorization code grant.',
        [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
      ),
    ];
  if (error === 'invalid_grant' || code)
    return [
      ok(`The token endpoint takes the portal's client (a made-up code is refused: ${code ?? error}).`),
    ];
  return [note(`The token endpoint's answer to a made-up code: ${how(probe)}.`)];
}
