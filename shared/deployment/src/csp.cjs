// The portal's security headers, computed from its deployment configuration (portal.config.json): the
// strict Content-Security-Policy it runs under and the headers beside it. scripts/serve.mjs sends them; a
// real deployment's web server or CDN sends the same (docs/deploying.md).
const crypto = require('node:crypto');
const { readRegistry, webpackPolicyName } = require('@portal/federation/apps');

/** The placeholder in the shell's index.html that the server replaces with a fresh nonce per response. */
const NONCE_PLACEHOLDER = '%CSP_NONCE%';

/** A fresh nonce: 128 random bits, base64. */
const newNonce = () => crypto.randomBytes(16).toString('base64');

/** `value` as an http(s) origin, or undefined. */
function originOf(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/** The policies the portal's own code creates (@portal/config's trustedTypes.ts, same names): a remote's entry
 * script on an allowed origin (the shell's federation runtime), the maps service's script (address search) and the
 * shell's service worker script (its registration). */
const PORTAL_POLICIES = ['portal#remote-script', 'portal#maps-script', 'portal#service-worker'];

/** Every Trusted Types policy the portal creates, each once per page: its own and the webpack runtime's of the
 * shell and of every remote in apps.json (one page loads each remote's entry once). */
const trustedTypesPolicies = () => [
  webpackPolicyName('shell'),
  ...Object.keys(readRegistry().remotes).map(webpackPolicyName),
  ...PORTAL_POLICIES,
];

/**
 * The Content-Security-Policy of the shell's responses.
 * - scripts: the portal's own origin and the allowed remote origins (remoteOrigins), nothing inline, no eval
 *   (the payload checks are precompiled: @portal/api's generated validators);
 * - styles: the portal's own files and the <style> elements Emotion (Chakra) writes, which carry `nonce`;
 * - requests: the API, the sign-in authorities and the error and speed collector (healthDsn's origin); frames: the authorities and back (silent renewal);
 * - the portal is never framed, plugins never load, <base> cannot move the page's links;
 * - Trusted Types: no script address, HTML or script text reaches the DOM as a plain string, only through one of
 *   the portal's named policies (trustedTypesPolicies), each created once (no 'allow-duplicates').
 * @param {{ nonce: string, config: { apiBaseUri?: string, remoteOrigins?: string[], healthDsn?: string, auth?: Record<string, { authority?: string, signInOrigin?: string }>, providerAuth?: Record<string, { authority?: string, signInOrigin?: string }> } }} o
 */
/** The origin of a user pool's service for an issuer on Cognito's updated form (its host starts with
 * `issuer-cognito-idp.`): the same host without `issuer-`; '' for any other issuer. */
function userPoolServiceOrigin(authority) {
  const origin = originOf(authority);
  if (!origin) return '';
  const url = new URL(origin);
  if (!url.hostname.startsWith('issuer-cognito-idp.')) return '';
  url.hostname = url.hostname.slice('issuer-'.length);
  return url.origin;
}

function contentSecurityPolicy({ nonce, config }) {
  const remotes = unique((config.remoteOrigins ?? []).map(originOf));
  const api = originOf(config.apiBaseUri ?? '');
  const collector = originOf(config.healthDsn ?? '');
  // Every group's and provider's authority, and the sign-in origin beside it (a Cognito user pool's domain).
  const signIns = [...Object.values(config.auth ?? {}), ...Object.values(config.providerAuth ?? {})];
  const authorities = unique(
    signIns.flatMap((a) => [originOf(a?.authority ?? ''), originOf(a?.signInOrigin ?? '')]),
  );
  // A Cognito user pool on the updated issuer (https://issuer-cognito-idp.<region>.amazonaws.com/<pool>) has its
  // service (the password change) at https://cognito-idp.<region>.amazonaws.com/.
  const userPoolServices = unique(
    signIns
      .map((a) => userPoolServiceOrigin(a?.authority ?? ''))
      .filter((o) => o && !authorities.includes(o)),
  );
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The service worker: the shell's own script only (/sw.js), never a remote origin's.
    'worker-src': ["'self'"],
    'connect-src': unique(["'self'", api, ...authorities, ...userPoolServices, ...remotes, collector]),
    // A silent renewal's frame goes to the authority and comes back to the portal's own page.
    'frame-src': ["'self'", ...authorities],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...authorities],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': trustedTypesPolicies(),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The browser features the portal never uses, turned off for its page and every frame in it: no camera or
 * microphone (the profile photo is chosen with a file input), no location (the address search is typed), no
 * Payment Request (paying is on the payment provider's own page), no USB. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Strict-Transport-Security where the portal's public origin is https: browsers use https only for a year, on the
 * host and the hosts under it (every provider's host under the portal's domain). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Every security header of a shell response (the HTML page and its files).
 * @param {{ nonce: string, config: object, https?: boolean }} o  https: the public origin is https (the server
 *   has TLS, or TLS ends in front of it): adds Strict-Transport-Security (a browser ignores it over http)
 */
function securityHeaders({ nonce, config, https = false }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ nonce, config }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** The shell's index.html with a fresh nonce in place of the placeholder. */
const withNonce = (html, nonce) => html.split(NONCE_PLACEHOLDER).join(nonce);

module.exports = {
  NONCE_PLACEHOLDER,
  PERMISSIONS_POLICY,
  PORTAL_POLICIES,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  newNonce,
  securityHeaders,
  trustedTypesPolicies,
  webpackPolicyName,
  withNonce,
};
