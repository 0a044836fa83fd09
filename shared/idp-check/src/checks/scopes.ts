/** What the portal asks the tenant for: its scopes, and the membership claim in the ID token. */
import { CONSOLE } from '../vendors';
import { ok, problem, type AssessSettings, type DiscoveredTenant, type Finding } from './tenant';

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

/** Scopes: openid always; a user pool's aws.cognito.signin.user.admin (password change); Entra's offline_access
 * (refresh token) and a scope of the portal's API; and only standard scopes the tenant lists. */
export function scopesAsked({ settings, cognito, doc }: DiscoveredTenant): Finding[] {
  const findings: Finding[] = [];
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
  return findings;
}

/** Membership: in the ID token, which the check does not get; the smoke test's refusal step proves it. */
export function membership({ settings, cognito }: DiscoveredTenant): Finding[] {
  if (!settings.membership) return [];
  const { claim, value = settings.provider } = settings.membership;
  return [
    {
      level: 'note',
      text: `Membership: each student's ID token must carry "${value}" in ${claim} (the real-tenant smoke test proves it).`,
      console: [cognito ? CONSOLE.cognito.groups : CONSOLE.aad.tokenConfiguration],
    },
  ];
}
