/** Command line (node:util's parseArgs) and environment of `start` and `reset`. */
import { parseArgs } from 'node:util';
import { DEFAULT_LIMITS, LIMIT_SETTINGS, formatSize, parseLimit } from './limits';
import { parseOrigins, parseShellPorts } from './origins';

const d = DEFAULT_LIMITS;

export const USAGE = `Usage: tsx src/main.ts [--port N] [--data DIR] [--reset] [--reset-only] [limits]

  --port N       port to listen on (default: $PORT or 4000; 0 picks a free port)
  --data DIR     data folder (default: $DEV_API_DATA_DIR or shared/dev-api/data)
  --reset        restore the seeded data, then serve
  --reset-only   restore the seeded data and exit (pnpm --filter @portal/dev-api reset)

Limits (sizes in bytes, or with KB, MB, GB: 1 MB = 1024 KB):
  --upload-file-limit SIZE         largest uploaded file or photo (default ${formatSize(d.uploadFileBytes)})
  --upload-request-limit SIZE      largest upload request (default ${formatSize(d.uploadRequestBytes)})
  --upload-opportunity-limit SIZE  all files of one opportunity (default ${formatSize(d.uploadOpportunityBytes)})
  --upload-total-limit SIZE        all uploaded files together (default ${formatSize(d.uploadTotalBytes)})
  --attempts N                     failed passcode checks or sign-ins before 429 (default ${d.attempts})
  --attempt-window SECONDS         ... within this many seconds (default ${d.attemptWindowSeconds})
  --personal-reads N               public reads of a person's data (contact, session, fees-free)
                                   a caller may make before 429 (default ${d.personalReads})
  --personal-read-window SECONDS   ... within this many seconds (default ${d.personalReadWindowSeconds})

Environment: PORT, DEV_API_DATA_DIR, SHELL_PORTS (comma-separated, default 3000),
EXTRA_ORIGINS (comma-separated origins also allowed by CORS), USER_POOL_ISSUER=updated (the user pool's
issuer on Cognito's updated form, http://issuer-cognito-idp.localhost:<port>/idp/cognito, its service then at
http://cognito-idp.localhost:<port>/ or http://localhost:<port>/, not at the issuer's host), PUBLISHED_PROVIDERS
(the deployment's providers.json: a provider published into it signs in while the backend runs) with
PROVIDER_SEEDS (comma-separated folders of <slug>/seed.json, its demo accounts), and for the limits
${LIMIT_SETTINGS.map((l) => l.env).join(', ')}.`;

/** The form of the user pool's issuer: Cognito's (cognito-idp.<region>) or its updated one
 * (issuer-cognito-idp.<region>). */
export type UserPoolIssuer = 'cognito-idp' | 'updated';

function userPoolIssuerOf(value: string | undefined): UserPoolIssuer {
  if (!value || value === 'cognito-idp') return 'cognito-idp';
  if (value === 'updated') return 'updated';
  throw new Error(`USER_POOL_ISSUER is "cognito-idp" (the default) or "updated", not "${value}"`);
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv, defaultDataDir: string) {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string', short: 'p' },
        data: { type: 'string' },
        reset: { type: 'boolean' },
        'reset-only': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(LIMIT_SETTINGS.map((l) => [l.flag.slice(2), { type: 'string' as const }])),
      },
    }));
  } catch (error) {
    // node:util's messages, in the words of this command: 'Unknown option --x', '--port needs a value'.
    const option = /--[\w-]+/.exec((error as Error).message)?.[0];
    if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new Error(`Unknown option ${option}\n\n${USAGE}`);
    throw new Error(`${option} needs a value`);
  }
  const limits = { ...DEFAULT_LIMITS };
  for (const { env: name, flag, key, kind } of LIMIT_SETTINGS) {
    if (env[name]) limits[key] = parseLimit(kind, name, env[name]);
    const value = (values as Record<string, unknown>)[flag.slice(2)];
    if (typeof value === 'string') limits[key] = parseLimit(kind, flag, value);
  }
  const port = Number(values.port ?? (env.PORT || 4000));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port ${port}`);
  return {
    port,
    dataDir: (values.data as string | undefined) ?? (env.DEV_API_DATA_DIR || defaultDataDir),
    reset: values.reset === true,
    resetOnly: values['reset-only'] === true,
    shellPorts: parseShellPorts(env.SHELL_PORTS),
    extraOrigins: parseOrigins(env.EXTRA_ORIGINS),
    userPoolIssuer: userPoolIssuerOf(env.USER_POOL_ISSUER),
    providersFile: env.PUBLISHED_PROVIDERS || undefined,
    seedDirs: (env.PROVIDER_SEEDS ?? '')
      .split(',')
      .map((dir) => dir.trim())
      .filter(Boolean),
    limits,
    help: values.help === true,
  };
}
