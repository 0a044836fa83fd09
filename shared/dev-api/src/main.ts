/** Entry point: `pnpm --filter @portal/dev-api start` (serve) and `... reset` (restore the seed). */
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, demoAccountsTable } from '@portal/mock-api';
import { DiskStore } from './diskStore';
import { formatSize } from './limits';
import { USAGE, parseOptions } from './options';

const defaultDataDir = fileURLToPath(new URL('../data', import.meta.url));
const documentsDir = join(
  dirname(createRequire(import.meta.url).resolve('@portal/mock-api/package.json')),
  'src/seed/documents',
);

/** Loads the server (and with it oidc-provider). oidc-provider 9 warns on every start that it wants
 * Node 22; the workspace runs Node 20.19+, which has everything it uses (crypto.hash, URL.parse) and
 * is covered by the tests, so that one notice is dropped to keep the start-up output readable. */
async function importServer(): Promise<typeof import('./server')> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('./server');
  } finally {
    console.warn = warn;
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env, defaultDataDir);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const dataDir = resolve(options.dataDir);
  if (options.resetOnly) {
    const { reason } = DiskStore.open(dataDir, { reset: true, documentsDir });
    console.log(`[dev-api] ${reason}`);
    return;
  }

  const { startServer } = await importServer();
  const server = await startServer({ ...options, dataDir, documentsDir });
  const lines = [
    `[dev-api] listening on ${server.baseUrl}/`,
    `  API base address   ${server.baseUrl}/`,
    ...server.idps.map(
      (idp) => `  Issuer ${idp.group.padEnd(11)} ${idp.issuer}   (client id ${idp.clientId})`,
    ),
    `  Data               ${server.dataStatus}`,
    `  Limits             upload: ${formatSize(options.limits.uploadFileBytes)} a file, ${formatSize(options.limits.uploadRequestBytes)} a request, ${formatSize(options.limits.uploadOpportunityBytes)} an opportunity, ${formatSize(options.limits.uploadTotalBytes)} in all; ${options.limits.attempts} failed passcodes or sign-ins per ${options.limits.attemptWindowSeconds} s`,
    `  Shell ports        ${options.shellPorts.join(', ')} (http://<provider>.localhost:<port>, http://localhost:<port>, http://127.0.0.1:<port>)`,
    ...(options.extraOrigins.length ? [`  Extra origins      ${options.extraOrigins.join(', ')}`] : []),
    '',
    `Demo accounts (password for all: ${DEMO_PASSWORD})`,
    demoAccountsTable(),
    '',
  ];
  console.log(lines.join('\n'));

  // Whoever reads our output may be gone when we stop (a benchmark that has finished): a closed pipe is not
  // a reason to crash while shutting down.
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });

  let closing: Promise<void> | undefined;
  const stop = (signal: string) => {
    if (closing) return;
    console.log(`[dev-api] ${signal}: stopping`);
    closing = server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // When whoever started us (pnpm, a script) goes away without passing the signal on, stop too
  // rather than keep the port busy as an orphan.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('parent process exited');
  }, 1000).unref();
}

main().catch((error: unknown) => {
  console.error(`[dev-api] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
