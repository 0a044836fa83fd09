import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  DEFAULT_CONFIG,
  authorityFor,
  isProviderSlug,
  mergeConfig,
  PROVIDER_SLUGS,
  type PortalConfig,
} from '@portal/config';
import { PROVIDERS } from '@portal/config/providers';
import { contentSecurityPolicy } from '@portal/deployment';
import apps from '../../../apps.json';
import { assess, type Assessment, type Finding } from './assess';
import { observe, type Fetch } from './observe';

export const USAGE = `Usage: pnpm idp:check <provider> [--config <portal.config.json>] [--origin <https://host>]... [--timeout <ms>]

Reads the sign-in tenant of <provider> (${PROVIDER_SLUGS.join(', ')}) as its portal would, and says
what to set or fix in the portal's settings and in the vendor's console.

  --config <file>   the deployment's portal.config.json (auth, providerAuth); without it, the local defaults
                    (the dev-api's identity providers)
  --origin <url>    the provider's portal origin (e.g. https://soe.portal.example); repeat for each host.
                    Needed for a real tenant; locally http://<provider>.localhost:${apps.shell.port}
  --timeout <ms>    the deadline of each request (default: the configuration's requestTimeoutMs)

Exit status: 0 nothing to fix, 1 named problems (or the tenant did not answer), 2 wrong usage.`;

/** What the command writes to: standard output and error by default. */
export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultOutput: Output = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

class UsageError extends Error {}

/** The directive `name` of a policy, its values. */
const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

const isLoopbackAddress = (value: string): boolean => {
  try {
    const { protocol, hostname } = new URL(value);
    return (
      protocol === 'http:' &&
      (hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost'))
    );
  } catch {
    return false;
  }
};

function readConfig(file: string | undefined): PortalConfig {
  if (!file) return DEFAULT_CONFIG;
  try {
    return mergeConfig(DEFAULT_CONFIG, JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new UsageError(`--config ${file}: ${(error as Error).message}`);
  }
}

const MARK = { ok: '  ok  ', note: '  note', problem: '  FIX ' } as const;

function print(output: Output, header: string, result: Assessment): void {
  output.out(header);
  for (const f of result.findings) {
    output.out(`${MARK[f.level]} ${f.id ? `[${f.id}] ` : ''}${f.text}`);
    if (f.fix) output.out(`         Set: ${f.fix}`);
    for (const where of f.console ?? []) output.out(`         Console: ${where}`);
  }
  output.out('');
  output.out('The app client / app registration lists:');
  output.out(`  sign-in (redirect) URIs: ${result.addresses.redirect.join(', ')}`);
  output.out(`  sign-out URIs:           ${result.addresses.signOut.join(', ')}`);
  const problems = result.findings.filter((f): f is Finding & { id: string } => f.level === 'problem');
  output.out('');
  output.out(
    problems.length
      ? `${problems.length} problem(s): ${problems.map((p) => p.id).join(', ')}`
      : 'Clean bill: nothing to set or fix.',
  );
}

/** Runs `idp:check` with `args` (the command line after the command); resolves to the exit status. */
export async function runCheck(
  args: string[],
  output: Output = defaultOutput,
  fetchImpl: Fetch = fetch,
): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        config: { type: 'string' },
        origin: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      output.out(USAGE);
      return 0;
    }
    const slug = positionals[0];
    if (positionals.length !== 1 || !isProviderSlug(slug))
      throw new UsageError(
        slug ? `"${slug}" is not a provider (${PROVIDER_SLUGS.join(', ')}).` : 'Name a provider.',
      );
    const config = readConfig(values.config);
    const provider = PROVIDERS[slug]!;
    const auth = authorityFor(config, provider);
    if (!auth.authority || !auth.clientId)
      throw new UsageError(`The settings of ${slug} have no ${auth.authority ? 'clientId' : 'authority'}.`);
    const origins = (values.origin ?? []).map((o) => {
      try {
        return new URL(o).origin;
      } catch {
        throw new UsageError(`--origin ${o} is not an address.`);
      }
    });
    if (!origins.length) {
      if (!isLoopbackAddress(auth.authority))
        throw new UsageError(
          `Give the portal's origin of ${slug} with --origin (e.g. https://${slug}.portal.example).`,
        );
      origins.push(`http://${slug}.localhost:${apps.shell.port}`);
    }
    const timeoutMs = values.timeout ? Number(values.timeout) : config.requestTimeoutMs;
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new UsageError('--timeout takes milliseconds.');
    const policy = contentSecurityPolicy({ nonce: 'idp-check', config });
    const extra = auth as unknown as Record<string, unknown>;
    const apiScope = extra.apiScope;
    const membership =
      extra.membership && typeof (extra.membership as { claim?: unknown }).claim === 'string'
        ? (extra.membership as { claim: string; value?: string })
        : undefined;

    const seen = await observe(
      {
        authority: auth.authority,
        clientId: auth.clientId,
        scope: [auth.scope, typeof apiScope === 'string' ? apiScope : ''].join(' ').trim(),
        signOutStyle: auth.signOutStyle,
        origins,
        timeoutMs,
      },
      fetchImpl,
    );
    const result = assess(
      {
        group: provider.group,
        provider: slug,
        authority: auth.authority,
        clientId: auth.clientId,
        scope: auth.scope,
        apiScope: typeof apiScope === 'string' ? apiScope : undefined,
        signOutStyle: auth.signOutStyle,
        signInOrigin: auth.signInOrigin,
        membership,
        origins,
        connectSrc: directive(policy, 'connect-src'),
        formAction: directive(policy, 'form-action'),
      },
      seen,
    );
    print(
      output,
      `idp:check ${slug}: ${provider.group === 'cognito' ? 'user pool' : 'directory'} ${auth.authority}, client ${auth.clientId}, portal ${origins.join(', ')}`,
      result,
    );
    return result.findings.some((f) => f.level === 'problem') ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      output.err((error as Error).message);
      output.err(USAGE);
      return 2;
    }
    throw error;
  }
}
