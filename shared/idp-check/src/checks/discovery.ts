/** What the tenant publishes about itself: the issuer's form, the discovery document and the signing keys. */
import Ajv from 'ajv';
import { CONSOLE, issuerKind, type IssuerKind } from '../vendors';
import {
  corsAllows,
  how,
  note,
  ok,
  problem,
  type AssessSettings,
  type DiscoveredTenant,
  type Discovery,
  type Finding,
  type Tenant,
} from './tenant';

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

/** The issuer's form: the authority is the issuer of the group's vendor, in the form it documents. */
export function issuerForm({ group, authority }: AssessSettings): { kind: IssuerKind; finding: Finding } {
  const { kind, wrongForm } = issuerKind(group, authority);
  const cognito = group === 'cognito';
  if (wrongForm)
    return {
      kind,
      finding: problem(
        'issuer-form',
        `The authority "${authority}" is not a ${cognito ? 'user pool' : 'tenant'}'s issuer.`,
        `Set authority to the issuer. ${wrongForm}`,
        [CONSOLE[group].overview],
      ),
    };
  if (kind === 'local')
    return {
      kind,
      finding: note(`${authority} is the local stand-in (shared/dev-api): its form is not a vendor's.`),
    };
  return {
    kind,
    finding: ok(
      kind === 'cognito-updated'
        ? 'The authority is a user pool\'s "updated" issuer (issuer-cognito-idp…).'
        : kind === 'cognito-original'
          ? 'The authority is a user pool\'s "original" issuer (cognito-idp…).'
          : "The authority is a tenant's v2.0 issuer.",
    ),
  };
}

/** The discovery document: read, holding what the portal reads, naming the authority as its issuer, and readable
 * by the browser (CORS). Without a usable document (no `doc`) nothing else can be checked. */
export function discoveryDocument({ settings, seen, cognito, steps, origin }: Tenant): {
  doc?: Discovery;
  findings: Finding[];
} {
  const { authority } = settings;
  const { discovery } = seen;
  if (discovery.failed || discovery.status !== 200 || typeof discovery.json !== 'object' || !discovery.json)
    return {
      findings: [
        problem(
          'discovery-unreadable',
          `The discovery document ${discovery.url} could not be read (${how(discovery)}).`,
          'Check the authority (the issuer, exactly) and that this machine reaches it.',
          [steps.overview],
        ),
      ],
    };
  if (!validDiscovery(discovery.json)) {
    const errors = (validDiscovery.errors ?? []).map(
      (e) => `${e.instancePath || 'the document'} ${e.message}`,
    );
    return {
      findings: [
        problem(
          'discovery-invalid',
          `The discovery document lacks what the portal reads: ${errors.join('; ')}.`,
          cognito
            ? 'A user pool names its authorization, token and revocation endpoints only once it has a domain: add one.'
            : 'Use the tenant\'s v2.0 "OpenID Connect metadata document".',
          [cognito ? CONSOLE.cognito.domain : steps.overview],
        ),
      ],
    };
  }
  const doc = discovery.json as Discovery;
  const findings = [ok(`Discovery document read in ${discovery.ms} ms.`)];
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
  if (!corsAllows(discovery, origin))
    findings.push(
      problem(
        'discovery-cors',
        `The discovery document does not let ${origin} read it (Access-Control-Allow-Origin: ${discovery.headers['access-control-allow-origin'] ?? 'none'}).`,
        'The browser reads the discovery document: the issuer must answer it with CORS.',
      ),
    );
  return { doc, findings };
}

/** The signing keys: the key set lists an RSA signing key with a kid, and ID tokens are signed with RS256. */
export function signingKeys({ seen, steps, doc }: DiscoveredTenant): Finding[] {
  const findings: Finding[] = [];
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
  return findings;
}
