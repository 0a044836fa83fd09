/** What every check of a tenant reads (the portal's settings for the provider, the tenant's answers, the vendor's
 * console) and how a check words what it found. */
import type { ProviderGroup } from '@portal/config';
import type { Answer, Observations } from '../observe';
import type { CONSOLE, IssuerKind } from '../vendors';

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

/** The fields of a discovery document the portal reads. */
export interface Discovery {
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

/** The tenant as every check sees it. */
export interface Tenant {
  settings: AssessSettings;
  seen: Observations;
  kind: IssuerKind;
  cognito: boolean;
  /** Where the group's vendor console sets each thing. */
  steps: (typeof CONSOLE)[ProviderGroup];
  /** The portal's first origin: the browser's calls (CORS) are asked from it. */
  origin: string;
}

/** A tenant whose discovery document was read and holds what the portal reads. */
export interface DiscoveredTenant extends Tenant {
  doc: Discovery;
}

export const originOf = (url: string): string => new URL(url).origin;
export const problem = (id: string, text: string, fix: string, console: string[] = []): Finding => ({
  level: 'problem',
  id,
  text,
  fix,
  console,
});
export const ok = (text: string): Finding => ({ level: 'ok', text });
export const note = (text: string): Finding => ({ level: 'note', text });

/** How an answer went, in a few words. */
export const how = (answer: Answer): string =>
  answer.failed ??
  `HTTP ${answer.status}${answer.text ? `: ${answer.text.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`;

/** Whether a CORS answer lets `origin` read it. */
export const corsAllows = (answer: Answer | undefined, origin: string): boolean => {
  const allowed = answer?.headers['access-control-allow-origin'];
  return allowed === '*' || allowed === origin;
};

/** The Entra ID error code (AADSTSnnnn) an answer carries, if any. */
export const entraCode = (answer: Answer): string | undefined => /AADSTS\d+/.exec(answer.text)?.[0];
