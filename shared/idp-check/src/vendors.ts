/** What each sign-in group's real service is, as its vendor documents it: the issuer's form, and where in the
 * vendor's console each setting the portal needs is made. */
import type { ProviderGroup } from '@portal/config';

/** Which service an issuer is. `local`: the dev-api's stand-in on a loopback address (shared/dev-api). */
export type IssuerKind = 'cognito-original' | 'cognito-updated' | 'entra' | 'local' | 'unknown';

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A user pool's issuer: `original` https://cognito-idp.<region>.amazonaws.com/<region>_<id>, `updated`
 * https://issuer-cognito-idp.<region>.amazonaws.com/<region>_<id> (the pool's primary region). */
const COGNITO_ISSUER =
  /^https:\/\/(issuer-)?cognito-idp\.([a-z0-9-]+)\.amazonaws\.com\/([a-z0-9-]+)_[A-Za-z0-9]+$/;
/** An Entra ID tenant's v2.0 issuer: https://login.microsoftonline.com/<tenant id>/v2.0 (an External ID
 * tenant's: https://<tenant id or subdomain>.ciamlogin.com/<tenant id>/v2.0). */
const ENTRA_ISSUER = new RegExp(
  `^https://(login\\.microsoftonline\\.com|[a-z0-9-]+\\.ciamlogin\\.com)/${GUID}/v2\\.0$`,
  'i',
);
/** Entra ID's multi-tenant addresses: their discovery document names no single tenant as issuer. */
const ENTRA_SHARED = /^https:\/\/login\.microsoftonline\.com\/(common|organizations|consumers)(\/|$)/i;

const isLoopback = (url: URL): boolean =>
  url.protocol === 'http:' &&
  (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost'));

/** Which service `authority` is, and for a group's wrong form, why. */
export function issuerKind(
  group: ProviderGroup,
  authority: string,
): { kind: IssuerKind; wrongForm?: string } {
  let url: URL;
  try {
    url = new URL(authority);
  } catch {
    return { kind: 'unknown', wrongForm: `"${authority}" is not an address.` };
  }
  if (isLoopback(url)) return { kind: 'local' };
  if (group === 'cognito') {
    const match = COGNITO_ISSUER.exec(authority);
    if (match && match[2] === match[3]) return { kind: match[1] ? 'cognito-updated' : 'cognito-original' };
    return {
      kind: 'unknown',
      wrongForm:
        'A user pool\'s issuer is https://cognito-idp.<region>.amazonaws.com/<user pool id> ("original") or ' +
        'https://issuer-cognito-idp.<region>.amazonaws.com/<user pool id> ("updated"), with no trailing slash; ' +
        "the user pool's domain (…amazoncognito.com or a custom domain) is its signInOrigin, not its issuer.",
    };
  }
  if (ENTRA_ISSUER.test(authority)) return { kind: 'entra' };
  if (ENTRA_SHARED.test(authority))
    return {
      kind: 'unknown',
      wrongForm:
        "common, organizations and consumers are not an issuer: name the tenant's own id, " +
        'https://login.microsoftonline.com/<Directory (tenant) ID>/v2.0.',
    };
  return {
    kind: 'unknown',
    wrongForm:
      "A tenant's issuer is https://login.microsoftonline.com/<Directory (tenant) ID>/v2.0 (the v2.0 " +
      'endpoint; not https://sts.windows.net/<tenant>/, which is v1.0, and with no trailing slash).',
  };
}

/** Where each setting is made, in the vendor's console (the consoles' own words, December 2026). */
export const CONSOLE = {
  cognito: {
    overview:
      'Amazon Cognito console > User pools > <the pool> > Overview: "Token signing key URL" shows the issuer ' +
      '(the address before /.well-known/jwks.json)',
    domain:
      'Amazon Cognito console > User pools > <the pool> > Branding > Domain: the Cognito domain ' +
      '(https://<prefix>.auth.<region>.amazoncognito.com) or the custom domain',
    loginPages:
      "Amazon Cognito console > User pools > <the pool> > Applications > App clients > <the portal's app " +
      'client> > Login pages > Managed login pages configuration > Edit',
    appClient:
      "Amazon Cognito console > User pools > <the pool> > Applications > App clients > <the portal's app " +
      'client> > App client information > Edit',
    newPublicClient:
      'Amazon Cognito console > User pools > <the pool> > Applications > App clients > Create app client > ' +
      'Single-page application (SPA): a public client, no client secret (a secret cannot be removed later)',
    groups:
      'Amazon Cognito console > User pools > <the pool> > User management > Groups > Create group, then add ' +
      "each student (the ID and access tokens carry the user's groups in cognito:groups)",
  },
  aad: {
    overview:
      'Microsoft Entra admin center > Entra ID > App registrations > <the portal app> > Overview: ' +
      '"Directory (tenant) ID", and Endpoints > "OpenID Connect metadata document"',
    authentication:
      'Microsoft Entra admin center > Entra ID > App registrations > <the portal app> > Authentication > ' +
      'Add a platform (or Add Redirect URI) > Single-page application',
    exposeApi:
      "Microsoft Entra admin center > Entra ID > App registrations > <the portal API's app> > Expose an API > " +
      'Application ID URI (api://<its client id>) > Add a scope (e.g. access_as_user)',
    apiPermissions:
      'Microsoft Entra admin center > Entra ID > App registrations > <the portal app> > API permissions > ' +
      'Add a permission > APIs my organization uses > <the portal API> > Delegated permissions, then ' +
      '"Grant admin consent for <tenant>"',
    graphPermissions:
      'Microsoft Entra admin center > Entra ID > App registrations > <the portal app> > API permissions > ' +
      'Add a permission > Microsoft Graph > Delegated permissions > openid, email, profile, offline_access',
    tokenConfiguration:
      'Microsoft Entra admin center > Entra ID > App registrations > <the portal app> > Token configuration > ' +
      'Add optional claim > ID > email, login_hint; for membership: App roles > Create app role (one per ' +
      'provider), then Enterprise applications > <the portal app> > Users and groups > Add user/group ' +
      '(the roles claim), or Token configuration > Add groups claim',
  },
} as const;
