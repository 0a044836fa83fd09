import {
  DEFAULT_POST_LOGIN_PATH,
  PAGE_SIZE,
  RECENT_PERIOD,
  CASE_DESCRIPTION_MAX,
  REQUEST_TIMEOUT_MS,
  SESSION_WARNING_SECONDS,
} from './constants';
import type { PortalConfig } from './types';

/** Defaults: a local set-up against shared/dev-api. A deployment overrides them with the portal.config.json
 * served beside the shell. A production build is a production portal unless that file says otherwise. */
export const DEFAULT_CONFIG: PortalConfig = {
  environment: process.env.NODE_ENV === 'production' ? 'production' : 'development',
  defaultProvider: 'up-online',
  apiBaseUri: 'http://localhost:4000/',
  subscriptionKey: 'local-dev-subscription-key',
  mapsApiKey: '',
  mockUser: false,
  auth: {
    cognito: {
      authority: 'http://localhost:4000/idp/cognito',
      // The local pool's domain (its hosted sign-in and token endpoints), an origin apart from the issuer's.
      signInOrigin: 'http://127.0.0.1:4000',
      clientId: 'portal-cognito',
      // ChangePassword (the profile's password change) needs the user pool's admin scope in the access token.
      scope: 'openid email profile aws.cognito.signin.user.admin',
      // A user pool shared by providers: each provider's students are in the group named by its slug.
      membership: { claim: 'cognito:groups' },
    },
    aad: {
      // Entra ID's v2.0 issuer carries the tenant id, as the local directory's does.
      authority: 'http://localhost:4000/idp/aad/3f6c2a9e-8d41-4b7a-9c0e-51d2a7b4e6aa/v2.0',
      clientId: 'portal-aad',
      // Entra ID gives a refresh token only for offline_access. The access token must be for the portal's API:
      // its scope (api://<the API's app id>/<scope>) makes it so; without one, Entra ID issues a Microsoft Graph
      // token, which no other API may accept. Here the local directory's API registration.
      scope: 'openid email profile offline_access api://9b2e7c41-5d3a-4f86-b1e0-6a4c8d2f7e15/access_as_user',
      // A tenant shared by providers: each provider's students have the app role whose value is its slug.
      membership: { claim: 'roles' },
    },
  },
  forwardLoginLink: '',
  defaultPostLoginPath: DEFAULT_POST_LOGIN_PATH,
  pageSize: PAGE_SIZE,
  recentPeriod: RECENT_PERIOD,
  caseDescriptionMax: CASE_DESCRIPTION_MAX,
  remotesManifest: '/remotes.json',
  remoteOrigins: [],
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  sessionWarningSeconds: SESSION_WARNING_SECONDS,
};
