/** The dev-api server: one node:http server holding the two OpenID providers (/idp/cognito,
 * /idp/aad) and the API at the root. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findAccountById, type DemoAccount } from './accounts';
import { AttemptLimiter } from './attempts';
import { DEFAULT_LIMITS, type DevApiLimits } from './limits';
import { handleApi } from './api/routes';
import { sendError, sendJson } from './api/http';
import { answerPreflight, applyCors } from './cors';
import { OidcStore } from './idp/adapter';
import { loadOrCreateKeys } from './idp/keys';
import { passwordBook } from './idp/passwords';
import { createIdp, type Idp } from './idp/provider';
import { handleUserPoolService, isUserPoolServiceRequest } from './idp/user-pool-service';
import { shellOrigins } from './origins';
import { SIGN_IN_GROUPS } from './providers';
import { DataStore } from './store';

export interface ServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** The data folder: the records (see ./store), oidc.json and keys.json. */
  dataDir: string;
  /** Restore the seed before serving. */
  reset?: boolean;
  /** Ports of the portal's shell (SHELL_PORTS). */
  shellPorts: number[];
  /** Further origins allowed by CORS (EXTRA_ORIGINS). */
  extraOrigins?: string[];
  /** Upload and attempt limits (each defaults to DEFAULT_LIMITS). */
  limits?: Partial<DevApiLimits>;
}

export interface RunningServer {
  port: number;
  /** e.g. http://localhost:4000 (no trailing slash). */
  baseUrl: string;
  idps: Idp[];
  store: DataStore;
  /** What happened to the data at start: seeded, reset or loaded. */
  dataStatus: string;
  origins: string[];
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { store, reason } = DataStore.open(options.dataDir, { reset: options.reset ?? false });
  const oidcStore = new OidcStore(options.dataDir);
  const keys = loadOrCreateKeys(options.dataDir);
  const passwords = passwordBook(store);
  const origins = shellOrigins(options.shellPorts);
  const allowed = new Set([...origins, ...(options.extraOrigins ?? [])]);
  const limits: DevApiLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const attemptLimiter = () => new AttemptLimiter(limits.attempts, limits.attemptWindowSeconds * 1000);
  const passcodeAttempts = attemptLimiter();
  const signInAttempts = attemptLimiter();

  let idps: Idp[] = [];
  let baseUrl = '';
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  async function verifyToken(token: string): Promise<DemoAccount | undefined> {
    for (const idp of idps) {
      const found = await idp.provider.AccessToken.find(token);
      if (!found || found.clientId !== idp.clientId || !found.accountId) continue;
      const account = findAccountById(found.accountId);
      if (account && account.group === idp.group) return account;
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    await ready;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const idp = idps.find((i) => url.pathname === i.mountPath || url.pathname.startsWith(`${i.mountPath}/`));
    if (idp) {
      await idp.handle(req, res);
      return;
    }
    // The user pool's own service (ChangePassword) at the origin of its issuer, as Cognito's.
    const userPool = idps.find((i) => i.group === 'cognito');
    if (userPool && isUserPoolServiceRequest(req, url)) {
      await handleUserPoolService(req, res, { idp: userPool, passwords, allowed });
      return;
    }
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, allowed);
      return;
    }
    applyCors(req, res, allowed);
    if (url.pathname === '/' || url.pathname === '/health') {
      sendJson(res, 200, {
        name: '@portal/dev-api',
        status: 'ok',
        api: `${baseUrl}/`,
        issuers: Object.fromEntries(idps.map((i) => [i.group, { issuer: i.issuer, clientId: i.clientId }])),
      });
      return;
    }
    await handleApi(req, res, url, {
      store,
      verifyToken,
      allowedOrigins: allowed,
      limits,
      passcodeAttempts,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[dev-api]', error);
      if (!res.headersSent) sendError(res, 500, 'Internal error in dev-api');
      else res.end();
    });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://localhost:${port}`;
  idps = SIGN_IN_GROUPS.map((group) =>
    createIdp({
      group,
      baseUrl,
      shellOrigins: origins,
      extraOrigins: options.extraOrigins ?? [],
      store: oidcStore,
      keys,
      signInAttempts,
      passwords,
    }),
  );
  for (const idp of idps) {
    idp.provider.on('server_error', (_ctx: unknown, error: Error) =>
      console.error(`[dev-api ${idp.group}]`, error),
    );
  }
  resolveReady();

  return {
    port,
    baseUrl,
    idps,
    store,
    dataStatus: reason,
    origins,
    close: () =>
      new Promise<void>((resolve) => {
        oidcStore.flush();
        store.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
