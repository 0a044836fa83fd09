import {
  filesToKeep,
  keepsRemoteKey,
  liveRemotes,
  mayCache,
  remoteCacheKey,
  remoteKeyFor,
} from './cacheRules';

const SHELL = 'https://yoobee.portal.example/';
const folder = (v: string) => `https://payments.example/payments/${v}/`;
const declaration = (v: string) => ({
  id: 'payments',
  entry: `${folder(v)}remoteEntry.js`,
  integrity: `sha384-entry-${v}`,
  pages: {
    PaymentsPage: {
      js: [{ file: `468.${v === '1.0.0' ? 'aaaaaaaa' : 'bbbbbbbb'}.js`, integrity: `sha384-page-${v}` }],
    },
  },
});
/** remotes.json with payments 1.0.0 live and 1.2.0 rolled back (still published), 1.1.0 the candidate. */
const document = (live: string, candidate?: string) => ({
  payments: {
    id: 'payments',
    live,
    ...(candidate ? { candidate: { version: candidate, share: 10 } } : {}),
    previous: [],
    versions: { '1.0.0': declaration('1.0.0'), '1.1.0': declaration('1.1.0'), '1.2.0': declaration('1.2.0') },
  },
  profile: { id: 'profile', entry: 'https://profile.example/remoteEntry.js', integrity: 'sha384-profile' },
  support: { id: 'support' },
});

it('names the files of the live version and the candidate only, never a rolled-back or earlier version', () => {
  const live = liveRemotes(document('1.0.0', '1.1.0'), SHELL);
  expect(live.files.map((f) => f.url)).toEqual([
    `${folder('1.0.0')}remoteEntry.js`,
    `${folder('1.0.0')}468.aaaaaaaa.js`,
    `${folder('1.1.0')}remoteEntry.js`,
    `${folder('1.1.0')}468.bbbbbbbb.js`,
    'https://profile.example/remoteEntry.js',
  ]);
  expect(live.folders).not.toContain(folder('1.2.0'));
  expect(remoteKeyFor(`${folder('1.2.0')}remoteEntry.js`, live)).toBeUndefined();
  expect(remoteKeyFor(`${folder('1.2.0')}468.bbbbbbbb.js`, live)).toBeUndefined();
  // A chunk the entry loads later, hashed, in a running version's folder.
  expect(remoteKeyFor(`${folder('1.0.0')}911.cccccccc.js`, live)).toBe(`${folder('1.0.0')}911.cccccccc.js`);
  // Not a hashed name, or an address with a query: the network.
  expect(remoteKeyFor(`${folder('1.0.0')}mf-manifest.json`, live)).toBeUndefined();
  expect(remoteKeyFor(`${folder('1.0.0')}911.cccccccc.js?x=1`, live)).toBeUndefined();
});

it('keeps an entry whose name has no content hash under its integrity hash, so changed bytes are never answered', () => {
  const live = liveRemotes(document('1.0.0'), SHELL);
  const key = remoteKeyFor('https://profile.example/remoteEntry.js', live)!;
  expect(key).toBe(remoteCacheKey('https://profile.example/remoteEntry.js', 'sha384-profile'));
  expect(keepsRemoteKey(key, live)).toBe(true);
  const redeployed = liveRemotes(
    {
      ...document('1.0.0'),
      profile: { id: 'profile', entry: 'https://profile.example/remoteEntry.js', integrity: 'sha384-new' },
    },
    SHELL,
  );
  expect(keepsRemoteKey(key, redeployed)).toBe(false);
  // The root of an unversioned remote's origin is not a version folder of another remote's.
  expect(remoteKeyFor('https://profile.example/123.dddddddd.js', live)).toBe(
    'https://profile.example/123.dddddddd.js',
  );
});

it('after a rollback, the files of the version taken back are purged', () => {
  const before = liveRemotes(document('1.2.0'), SHELL);
  const after = liveRemotes(document('1.1.0'), SHELL);
  const kept = [
    remoteKeyFor(`${folder('1.2.0')}remoteEntry.js`, before)!,
    remoteKeyFor(`${folder('1.2.0')}468.bbbbbbbb.js`, before)!,
  ];
  expect(kept.every((key) => keepsRemoteKey(key, before))).toBe(true);
  expect(kept.filter((key) => keepsRemoteKey(key, after))).toEqual([]);
});

it('never keeps a request with an Authorization header, nor anything but a GET', () => {
  expect(mayCache(new Request('https://api.example/v1/me', { headers: { Authorization: 'Bearer t' } }))).toBe(
    false,
  );
  expect(mayCache(new Request('https://yoobee.portal.example/remotes.json', { method: 'POST' }))).toBe(false);
  expect(mayCache(new Request('https://yoobee.portal.example/remotes.json'))).toBe(true);
});

it('reads nothing from a document that is not remotes.json', () => {
  expect(liveRemotes('nonsense', SHELL)).toEqual({ files: [], folders: [] });
  expect(liveRemotes({ payments: { entry: 'javascript:alert(1)' } }, SHELL).files).toEqual([]);
});

it("of what a first visit loaded, hands the worker the shell's hashed and run-time files only", () => {
  const origin = new URL(SHELL).origin;
  expect(
    filesToKeep(
      [
        `${SHELL}provider-yoobee.5145c6f3.js`,
        `${SHELL}fonts/inter.0a1b2c3d.woff2`,
        `${SHELL}portal.config.json`,
        `${SHELL}remotes.json`,
        `${SHELL}portal.config.json`,
        `${SHELL}main.js`,
        `${SHELL}payments?page=2`,
        `${SHELL}provider-yoobee.5145c6f3.js?x=1`,
        'https://api.example/v1/secure/student',
        'https://idp.example/oauth2/token',
        `${folder('1.0.0')}468.aaaaaaaa.js`,
      ],
      origin,
    ),
  ).toEqual([
    `${SHELL}provider-yoobee.5145c6f3.js`,
    `${SHELL}fonts/inter.0a1b2c3d.woff2`,
    `${SHELL}portal.config.json`,
    `${SHELL}remotes.json`,
  ]);
});
