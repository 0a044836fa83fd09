/** The portal's addresses at the app client: the sign-in address (redirect URI) of each portal origin, and its
 * sign-out address (logout URI), each registered where the vendor compares it. */
import { CONSOLE } from '../vendors';
import { entraCode, how, note, ok, problem, type DiscoveredTenant, type Finding } from './tenant';

/** The addresses the provider's app client / app registration must list, one of each per portal origin. */
export const appAddresses = (origins: string[]) => ({
  redirect: origins.map((o) => `${o}/`),
  signOut: origins.map((o) => `${o}/signout`),
});

/** The authorization request of each portal origin: the IdP takes its redirect URI and shows its sign-in page. */
export function authorizationRequests({ seen, cognito }: DiscoveredTenant): Finding[] {
  return seen.authorize.map(({ redirectUri, answer }) => {
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
      return problem(
        'authorize-unreachable',
        `The authorization endpoint did not answer (${answer.failed}).`,
        'Check the tenant is reachable.',
      );
    if (redirectRefused)
      return problem(
        'redirect-uri',
        `The sign-in address ${redirectUri} is not registered${code ? ` (${code})` : ''}: the IdP refuses to send the student back.`,
        cognito
          ? `Add ${redirectUri} to the app client's Allowed callback URLs.`
          : `Add ${redirectUri} as a redirect URI of the Single-page application platform.`,
        [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
      );
    if (error || code || (answer.status ?? 0) >= 400)
      return problem(
        'authorize-refused',
        `The authorization request from ${redirectUri} is refused: ${error ?? code ?? `HTTP ${answer.status}`}${description ? ` (${description})` : ''}.`,
        error === 'invalid_scope'
          ? 'Ask only for scopes the app client may ask for (its OpenID Connect and custom scopes).'
          : 'Check the client id, the grant type (authorization code) and the scopes.',
        [cognito ? CONSOLE.cognito.loginPages : CONSOLE.aad.authentication],
      );
    return ok(`Sign-in from ${redirectUri} (code, PKCE S256) is taken: the IdP shows its sign-in page.`);
  });
}

/** The user pool's sign-out URL of each portal origin: its /logout takes it back there. Entra ID checks
 * post_logout_redirect_uri against the SPA redirect URIs: a note names them. */
export function signOutAddresses({ settings, seen, cognito }: DiscoveredTenant): Finding[] {
  const findings = seen.logout.map(({ logoutUri, answer }) => {
    const location = answer.headers.location ?? '';
    // Taken: back to logout_uri, or on to the sign-out page; refused: an error page or a redirect to /error.
    const refused =
      answer.failed ||
      (answer.status ?? 0) >= 400 ||
      /error/.test(location) ||
      /redirect_mismatch/.test(answer.text);
    if (!refused) return ok(`Sign-out back to ${logoutUri} is taken.`);
    return problem(
      'sign-out-url',
      `The user pool's /logout refuses ${logoutUri} (${answer.failed ?? (location || how(answer))}).`,
      `Add ${logoutUri} to the app client's Allowed sign-out URLs (Cognito compares it exactly).`,
      [CONSOLE.cognito.loginPages],
    );
  });
  if (!cognito)
    findings.push(
      note(
        `Entra ID checks post_logout_redirect_uri against the SPA redirect URIs: register ${appAddresses(settings.origins).signOut.join(', ')} there too.`,
      ),
    );
  return findings;
}
