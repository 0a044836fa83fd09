/** The local backend: one HTTP server (Hono on node:http) holding the two OpenID providers (/idp/cognito,
 * /idp/aad), the user pool's own service, the checkout simulator and, at the root, the API: the mock API's
 * handlers (@portal/mock-api) over the store on disk. CORS allows exactly the shell origins (and
 * EXTRA_ORIGINS); bodies have limits (a JSON body 1 MB, the photo and each uploaded file the file limit). */
import { hkdfSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { getResponse } from 'msw';
import {
  SIGN_IN_GROUPS,
  addProvider,
  createHandlers,
  findAccountById,
  formatSize,
  json,
  removeProvider,
  type DemoAccount,
} from '@portal/mock-api';
import { DiskStore } from './diskStore';
import { collectorRoutes } from './collectorRoutes';
import { devCases } from './devCases';
import { HealthCollector } from './health';
import { OidcStore } from './idp/adapter';
import { loadOrCreateKeys } from './idp/keys';
import { passwordBook } from './idp/passwords';
import { createIdp, type Idp } from './idp/provider';
import { SERVICE_HEADERS, isUserPoolServiceRequest, userPoolService } from './idp/userPoolService';
import { checkoutPages } from './checkoutPage';
import { devSecret } from './devSecret';
import { DEFAULT_LIMITS, MAX_JSON_BYTES, attemptLimiter, requestLimiter, type DevApiLimits } from './limits';
import type { UserPoolIssuer } from './options';
import { shellOrigins } from './origins';
import { publishedProviders } from './publishedProviders';
import { receiveFiles } from './uploads';

/** `port` 0 picks a free one; `dataDir` holds the records (./diskStore), oidc.json, keys.json and dev-secret; `reset`
 * restores the seed first; `shellPorts` (SHELL_PORTS) and `extraOrigins` (EXTRA_ORIGINS) make the CORS list. */
export interface ServerOptions {
  port: number;
  dataDir: string;
  /** Where the seed's sample documents are. */
  documentsDir: string;
  reset?: boolean;
  shellPorts: number[];
  extraOrigins?: string[];
  limits?: Partial<DevApiLimits>;
  /** The user pool's issuer form (USER_POOL_ISSUER): 'updated' puts it at issuer-cognito-idp.localhost. */
  userPoolIssuer?: UserPoolIssuer;
  /** The deployment's providers.json: a provider published into it is served while the backend runs
   * (./publishedProviders), with its seed from `seedDirs` (folders of <slug>/seed.json). */
  providersFile?: string;
  seedDirs?: string[];
}

/** The headers the portal sends (the API's CORS list) and those a page may read of a response. */
const ALLOWED_HEADERS = ['Source', 'Authorization', 'Id-Token', 'Ocp-Apim-Subscription-Key', 'Content-Type'];
const PORTAL_HEADERS = [...ALLOWED_HEADERS, 'Accept', 'Accept-Language', 'OpportunityId', 'Idempotency-Key'];
const EXPOSED_HEADERS = ['Content-Disposition', 'Content-Length', 'Content-Type'];

/** 413 `{ message }` past `maxSize` bytes: a declared Content-Length is refused before a byte is read. */
const limit = (maxSize: number, what: string): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ message: `${what} is larger than ${formatSize(maxSize)}` }, 413),
  });

/** Starts the server: its `baseUrl` (e.g. http://localhost:4000, no trailing slash), its issuers, its
 * `dataStatus` (seeded, reset or loaded) and `close`. */
export async function startServer(options: ServerOptions) {
  const { store, reason } = DiskStore.open(options.dataDir, options);
  const oidcStore = new OidcStore(options.dataDir);
  const passwords = passwordBook(store);
  let origins = shellOrigins(options.shellPorts);
  const allowed = new Set([...origins, ...(options.extraOrigins ?? [])]);
  const limits: DevApiLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const keys = loadOrCreateKeys(options.dataDir);
  let idps: Idp[] = [];

  async function verifyToken(token: string): Promise<DemoAccount | undefined> {
    for (const idp of idps) {
      const found = await idp.accessTokenOf(token);
      if (!found) continue;
      const account = findAccountById(found.accountId);
      if (account && account.group === idp.group) return account;
    }
    return undefined;
  }
  async function verifyIdToken(token: string): Promise<DemoAccount | undefined> {
    for (const idp of idps) {
      const accountId = await idp.idTokenOf(token);
      const account = accountId ? findAccountById(accountId) : undefined;
      if (account && account.group === idp.group) return account;
    }
    return undefined;
  }
  const handlers = createHandlers({
    store,
    verifyToken,
    verifyIdToken,
    origins: allowed,
    limits,
    receiveFiles: receiveFiles(store, limits),
    attempts: attemptLimiter(limits.attempts, limits.attemptWindowSeconds),
    requests: requestLimiter(limits.personalReads, limits.personalReadWindowSeconds),
    // The checkout pages' secret, kept with the sign-in's keys (a key of its own, derived from the cookie key).
    checkoutSecret: new Uint8Array(hkdfSync('sha256', keys.cookieKeys[0] ?? '', '', 'checkout pages', 32)),
  });
  const secret = devSecret(options.dataDir);
  const health = new HealthCollector(options.dataDir, { reset: options.reset });

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.onError((error) => {
    console.error('[dev-api]', error);
    return json({ message: 'Internal error in dev-api' }, 500);
  });
  // A provider published since the last request: its accounts, its origins in the CORS list and the issuers'
  // return addresses (the issuers are made again with them; their sessions and grants are in the store). A provider
  // withdrawn since: its accounts no longer sign in and their tokens are refused, its origins leave both lists.
  const providerChanges = options.providersFile
    ? publishedProviders(options.providersFile, options.seedDirs ?? [])
    : () => ({ published: [], withdrawn: [] });
  app.use('*', async (_c, next) => {
    const { published, withdrawn } = providerChanges();
    if (published.length || withdrawn.length) {
      for (const slug of withdrawn) {
        const accounts = removeProvider(slug);
        console.log(`[dev-api] withdrawn provider ${slug}: ${accounts.length} demo accounts removed`);
      }
      for (const { document, seed } of published) {
        const accounts = addProvider(document, seed);
        store.addStudents(accounts, options.documentsDir);
        console.log(`[dev-api] published provider ${document.slug}: ${accounts.length} demo accounts`);
      }
      const before = origins;
      origins = shellOrigins(options.shellPorts);
      for (const origin of before)
        if (!origins.includes(origin) && !options.extraOrigins?.includes(origin)) allowed.delete(origin);
      for (const origin of origins) allowed.add(origin);
      if (idps.length) idps = makeIdps();
    }
    await next();
  });
  for (const path of ['/idp/:group', '/idp/:group/*'])
    app.all(path, async (c) => {
      const idp = idps.find((i) => i.group === c.req.param('group'));
      if (!idp) return json({ message: 'No such issuer' }, 404);
      await idp.handle(c.env.incoming, c.env.outgoing);
      return RESPONSE_ALREADY_SENT;
    });
  const corsOf = (allowHeaders: string[], allowMethods: string) =>
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      // One value, written as browsers list it.
      allowMethods: [allowMethods],
      allowHeaders,
      exposeHeaders: EXPOSED_HEADERS,
      credentials: true,
      maxAge: 600,
    });
  // The user pool's own service (ChangePassword) at the origin of its issuer, as Cognito's.
  const userPool = corsOf(SERVICE_HEADERS, 'POST');
  // Its body is JSON too: 1 MB at most, as the API's.
  app.post('/', limit(MAX_JSON_BYTES, 'The request body'));
  app.on(['POST', 'OPTIONS'], '/', async (c, next) => {
    const idp = idps.find((i) => i.group === 'cognito');
    if (!idp || !isUserPoolServiceRequest(c.req.raw)) return next();
    // Cognito's updated issuer host (issuer-cognito-idp.<region>) serves no user operations.
    if (/^issuer-cognito-idp\./.test(c.req.header('host') ?? '')) return next();
    const preflight = await userPool(c, async () => {
      c.res = await userPoolService(c.req.raw, { idp, passwords });
    });
    return preflight ?? c.res;
  });
  app.use('*', corsOf(PORTAL_HEADERS, 'GET, POST, PUT, PATCH, DELETE'));
  for (const path of ['/', '/health'])
    app.get(path, (c) =>
      json({
        name: '@portal/dev-api',
        status: 'ok',
        api: `${new URL(c.req.url).origin}/`,
        issuers: Object.fromEntries(idps.map((i) => [i.group, { issuer: i.issuer, clientId: i.clientId }])),
      }),
    );
  app.route('/', devCases(store, secret, verifyToken));
  // The upload is read as it comes (./uploads); a Content-Length over the request limit is refused at once.
  app.post('/v1/files', async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > limits.uploadRequestBytes)
      return c.json({ message: `The upload is larger than ${formatSize(limits.uploadRequestBytes)}` }, 413);
    return next();
  });
  app.put('/v1/secure/student/image', limit(limits.uploadFileBytes, 'The image'));
  app.use('*', async (c, next) =>
    c.req.path === '/v1/files' || c.req.path === '/v1/secure/student/image'
      ? next()
      : limit(MAX_JSON_BYTES, 'The request body')(c, next),
  );
  app.route('/dev/checkout', checkoutPages(store));
  app.route('/api', collectorRoutes(health));
  app.all('*', async (c) => {
    // The caller's address (the socket's: a forwarded-for header is not trusted) for the attempt limits.
    const headers = new Headers(c.req.raw.headers);
    headers.set('X-Caller-Address', c.env.incoming.socket.remoteAddress ?? 'unknown');
    const { url, method, body } = c.req.raw;
    const request = new UnclonedRequest(url, { method, headers, body, duplex: 'half' } as RequestInit);
    const response = await getResponse(handlers, request);
    return response ?? json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404);
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const running = serve({ fetch: app.fetch, port: options.port, overrideGlobalObjects: false }, () =>
      resolve(running),
    );
    running.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://localhost:${port}`;
  // The user pool's domain: the same server under another host name, so an origin of its own.
  const signInDomain = `http://127.0.0.1:${port}`;
  const signInAttempts = attemptLimiter(limits.attempts, limits.attemptWindowSeconds);
  const makeIdps = () =>
    SIGN_IN_GROUPS.map((group) => {
      const idp = createIdp({
        group,
        baseUrl,
        ...(group === 'cognito' && options.userPoolIssuer === 'updated'
          ? { issuerOrigin: `http://issuer-cognito-idp.localhost:${port}` }
          : {}),
        ...(group === 'cognito' ? { signInDomain } : {}),
        shellOrigins: origins,
        extraOrigins: options.extraOrigins ?? [],
        store: oidcStore,
        keys,
        signInAttempts,
        passwords,
      });
      idp.provider.on('server_error', (_ctx: unknown, error: Error) =>
        console.error(`[dev-api ${idp.group}]`, error),
      );
      return idp;
    });
  idps = makeIdps();

  return {
    baseUrl,
    signInDomain,
    idps,
    dataStatus: reason,
    close: () =>
      new Promise<void>((resolve) => {
        oidcStore.flush();
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/** A request MSW reads as it is: MSW keeps a clone of every request for its logs, and a clone of an upload's
 * body would hold the whole upload in memory while the handler streams it to disk. */
class UnclonedRequest extends Request {
  override clone(): Request {
    return new Request(this.url, { method: this.method, headers: this.headers });
  }
}
