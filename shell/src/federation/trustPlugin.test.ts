import type { RemoteDeclaration } from '@portal/remote-contract';
import { UntrustedRemoteError } from './errors';
import { RefusedScriptUrlError } from '@portal/config';
import { shareRemoteChunkPolicies } from './chunkPolicies';
import {
  allowRemoteScriptOrigins,
  isTrustedUrl,
  remoteScriptUrl,
  trustedRemotesPlugin,
  untrustedReason,
  type RemoteTrust,
} from './trustPlugin';

const PAGE = 'https://portal.example.edu/payments';
const CDN = 'https://cdn.example.edu';
const HASH = `sha384-${'a'.repeat(64)}`;

const declaration = (entry: string, integrity?: string): RemoteDeclaration => ({
  id: 'payments',
  title: { id: 'p', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  entry,
  ...(integrity ? { integrity } : {}),
});
const trust = (over: Partial<RemoteTrust> = {}): RemoteTrust => ({
  origins: [CDN],
  requireIntegrity: false,
  timeoutMs: 5_000,
  ...over,
});

describe('isTrustedUrl', () => {
  it.each([
    ['/remotes/payments/remoteEntry.js', true], // the portal's own origin
    ['https://portal.example.edu/x.js', true],
    [`${CDN}/payments/remoteEntry.js`, true],
    [`${CDN}:443/payments/remoteEntry.js`, true], // the default port is the same origin
    ['https://cdn.example.edu.evil.io/remoteEntry.js', false],
    ['https://evil.io/remoteEntry.js', false],
    ['//evil.io/remoteEntry.js', false], // protocol-relative: another host
    ['http://cdn.example.edu/remoteEntry.js', false], // another scheme is another origin
    ['https://cdn.example.edu@evil.io/remoteEntry.js', false], // user info trick
    ['data:text/javascript,alert(1)', false],
    ['blob:https://portal.example.edu/1234', false],
    ['javascript:alert(1)', false],
    ['http://[::1', false], // unparsable
  ])('%s -> %s', (url, trusted) => {
    expect(isTrustedUrl(url, [CDN], PAGE)).toBe(trusted);
  });

  it('ignores allow-list entries that are not origins', () => {
    expect(isTrustedUrl('https://evil.io/x.js', ['not a url', ''], PAGE)).toBe(false);
  });
});

describe('untrustedReason', () => {
  it('names an entry outside the allowed origins', () => {
    expect(untrustedReason(declaration('https://evil.io/remoteEntry.js'), trust())).toMatch(
      /^its entry https:\/\/evil\.io\/remoteEntry\.js is not on an allowed remote origin \(remoteOrigins: https:\/\/cdn\.example\.edu/,
    );
  });

  it('in production, refuses a declaration without its integrity hash', () => {
    const d = declaration(`${CDN}/remoteEntry.js`);
    expect(untrustedReason(d, trust())).toBeUndefined();
    expect(untrustedReason(d, trust({ requireIntegrity: true }))).toMatch(/no integrity hash/);
    expect(
      untrustedReason(declaration(`${CDN}/remoteEntry.js`, HASH), trust({ requireIntegrity: true })),
    ).toBe(undefined);
  });
});

describe('the runtime plugin', () => {
  const declared = new Map<string, RemoteDeclaration>();
  const plugin = trustedRemotesPlugin((id) => declared.get(id), trust());
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    declared.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('refuses an untrusted remote before its script is requested, and says why', () => {
    declared.set('payments', declaration('https://evil.io/remoteEntry.js'));
    const beforeRequest = plugin.beforeRequest as (args: { id: string }) => unknown;
    expect(() => beforeRequest({ id: 'payments/PaymentsPage' })).toThrow(UntrustedRemoteError);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('The remote "payments" was refused'));
  });

  it('lets a trusted remote through', () => {
    declared.set('payments', declaration(`${CDN}/remoteEntry.js`, HASH));
    const beforeRequest = plugin.beforeRequest as (args: { id: string }) => unknown;
    expect(beforeRequest({ id: 'payments/PaymentsPage' })).toEqual({ id: 'payments/PaymentsPage' });
  });

  it("gives the entry's script its integrity hash, CORS mode and the time limit", () => {
    declared.set('payments', declaration(`${CDN}/remoteEntry.js`, HASH));
    const createScript = plugin.createScript as (args: object) => {
      script: HTMLScriptElement;
      timeout: number;
    };
    const { script, timeout } = createScript({
      url: `${CDN}/remoteEntry.js`,
      attrs: {},
      remoteInfo: { name: 'payments' },
    });
    expect(script.integrity).toBe(HASH);
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.src).toBe(`${CDN}/remoteEntry.js`);
    expect(timeout).toBe(5_000);
  });

  it('never creates a script outside the allowed origins', () => {
    const createScript = plugin.createScript as (args: object) => unknown;
    expect(() =>
      createScript({ url: 'https://evil.io/chunk.js', attrs: {}, remoteInfo: { name: 'payments' } }),
    ).toThrow(UntrustedRemoteError);
  });
});

describe('the remote-script policy', () => {
  // The running portal's trust: its own origin (jsdom's page) and the CDN.
  beforeAll(() => trustedRemotesPlugin(() => undefined, trust()));

  it.each([
    `${window.location.origin}/remotes/payments/remoteEntry.js`,
    '/remoteEntry.js',
    `${CDN}/payments/remoteEntry.js`,
  ])('lets through a remote entry on an allowed origin: %s', (url) => {
    expect(String(remoteScriptUrl(url))).toBe(url);
  });

  it.each([
    'https://evil.io/remoteEntry.js',
    'https://cdn.example.edu.evil.io/remoteEntry.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    `blob:${window.location.origin}/1234`,
  ])('refuses %s', (url) => {
    expect(() => remoteScriptUrl(url)).toThrow(/portal#remote-script refused/);
  });
});

describe("a remote's chunk policy, asked for again by a later version's container", () => {
  /** The browser's factory under the portal's CSP: each allowed name once, any other refused. */
  const browserFactory = () => {
    const made = new Set<string>();
    return {
      createPolicy: jest.fn((name: string, rules: { createScriptURL: (url: string) => string }) => {
        if (made.has(name) || !/^(webpack#|portal#)/.test(name))
          throw new TypeError(`Policy with name "${name}" already exists or is not allowed`);
        made.add(name);
        return { name, createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
      }),
    };
  };
  const globals = globalThis as { trustedTypes?: unknown };
  afterEach(() => delete globals.trustedTypes);

  it('is a policy that passes only addresses on allowed origins; other names stay the browser’s to refuse', () => {
    const factory = browserFactory();
    globals.trustedTypes = factory;
    allowRemoteScriptOrigins([CDN]);
    factory.createPolicy('webpack#shell', { createScriptURL: (u) => u }); // the shell's, before the runtime starts
    shareRemoteChunkPolicies((id) => id === 'payments');
    const tt = globals.trustedTypes as ReturnType<typeof browserFactory>;
    const identity = { createScriptURL: (url: string) => url };

    // The first container of payments creates its policy as the browser gives it.
    const first = tt.createPolicy('webpack#payments', identity) as { name?: string };
    expect(first.name).toBe('webpack#payments');
    // A later container (another version) gets a policy of allowed addresses, not an identity one of its own.
    const later = tt.createPolicy('webpack#payments', identity) as { createScriptURL(u: string): unknown };
    expect(String(later.createScriptURL(`${CDN}/payments/1.0.0/491.0eb2c755.js`))).toContain(
      `${CDN}/payments/1.0.0/491.0eb2c755.js`,
    );
    expect(() => later.createScriptURL('https://evil.io/x.js')).toThrow(RefusedScriptUrlError);
    // Names that are no remote's, or the shell's, are refused again as before.
    expect(() => tt.createPolicy('webpack#shell', identity)).toThrow(TypeError);
    tt.createPolicy('webpack#evil', identity);
    expect(() => tt.createPolicy('webpack#evil', identity)).toThrow(TypeError);
  });
});
