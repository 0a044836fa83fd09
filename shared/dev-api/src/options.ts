/** Command line and environment of `start` and `reset`. */
import { DEFAULT_LIMITS, LIMIT_SETTINGS, formatSize, parseLimit, type DevApiLimits } from './limits';
import { parseOrigins, parseShellPorts } from './origins';

export interface CliOptions {
  port: number;
  dataDir: string;
  /** --reset: restore the seed, then serve. */
  reset: boolean;
  /** --reset-only: restore the seed and exit. */
  resetOnly: boolean;
  shellPorts: number[];
  extraOrigins: string[];
  /** Upload and attempt limits. */
  limits: DevApiLimits;
  help: boolean;
}

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

Environment: PORT, DEV_API_DATA_DIR, SHELL_PORTS (comma-separated, default 3000),
EXTRA_ORIGINS (comma-separated origins also allowed by CORS), and for the limits
${LIMIT_SETTINGS.map((l) => l.env).join(', ')}.`;

export function parseOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  defaultDataDir: string,
): CliOptions {
  const options: CliOptions = {
    port: env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : 4000,
    dataDir: env.DEV_API_DATA_DIR || defaultDataDir,
    reset: false,
    resetOnly: false,
    shellPorts: parseShellPorts(env.SHELL_PORTS),
    extraOrigins: parseOrigins(env.EXTRA_ORIGINS),
    limits: { ...DEFAULT_LIMITS },
    help: false,
  };
  for (const setting of LIMIT_SETTINGS) {
    const value = env[setting.env];
    if (value !== undefined && value !== '')
      options.limits[setting.key] = parseLimit(setting.kind, setting.env, value);
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[(i += 1)];
      if (v === undefined) throw new Error(`${name} needs a value`);
      return v;
    };
    switch (name) {
      case '--port':
      case '-p':
        options.port = Number(value());
        break;
      case '--data':
        options.dataDir = value();
        break;
      case '--reset':
        options.reset = true;
        break;
      case '--reset-only':
        options.resetOnly = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default: {
        const setting = LIMIT_SETTINGS.find((l) => l.flag === name);
        if (!setting) throw new Error(`Unknown option ${arg}\n\n${USAGE}`);
        options.limits[setting.key] = parseLimit(setting.kind, setting.flag, value());
      }
    }
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`Invalid port ${options.port}`);
  }
  return options;
}
