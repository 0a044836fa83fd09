/** What a tenant's answers (./observe.ts) mean for a provider's sign-in settings: each thing the portal needs,
 * fine or a named problem with what to set or fix and where in the vendor's console. The checks are in
 * ./checks, by what they look at. */
import type { Observations } from './observe';
import { CONSOLE, type IssuerKind } from './vendors';
import { appAddresses, authorizationRequests, signOutAddresses } from './checks/addresses';
import { discoveryDocument, issuerForm, signingKeys } from './checks/discovery';
import { codeFlow, endpointsAllowed, revocation, signOut, tokenClient, tokenCors } from './checks/endpoints';
import { membership, scopesAsked } from './checks/scopes';
import type { AssessSettings, DiscoveredTenant, Finding } from './checks/tenant';

export type { AssessSettings, Finding, Level } from './checks/tenant';

export interface Assessment {
  kind: IssuerKind;
  findings: Finding[];
  /** The addresses the provider's app client / app registration must list. */
  addresses: { redirect: string[]; signOut: string[] };
}

/** The checks that need the discovery document, in the order their findings are listed. */
const CHECKS: ((tenant: DiscoveredTenant) => Finding[])[] = [
  signingKeys,
  codeFlow,
  endpointsAllowed,
  signOut,
  revocation,
  tokenCors,
  tokenClient,
  scopesAsked,
  membership,
  authorizationRequests,
  signOutAddresses,
];

const isAddress = (text: string): boolean => {
  try {
    return Boolean(new URL(text));
  } catch {
    return false;
  }
};

/** Everything the portal needs from the tenant, each fine or a named problem. Without a usable discovery
 * document, or with an authority that is not an address, only the issuer's form and what the document says. */
export function assess(settings: AssessSettings, seen: Observations): Assessment {
  const addresses = appAddresses(settings.origins);
  const { kind, finding } = issuerForm(settings);
  const tenant = {
    settings,
    seen,
    kind,
    cognito: settings.group === 'cognito',
    steps: CONSOLE[settings.group],
    origin: settings.origins[0] as string,
  };
  const { doc, findings } = discoveryDocument(tenant);
  findings.unshift(finding);
  // The checks compare addresses with the authority's: an authority that is no address has its problem above.
  if (doc && isAddress(settings.authority))
    for (const check of CHECKS) findings.push(...check({ ...tenant, doc }));
  return { kind, findings, addresses };
}
