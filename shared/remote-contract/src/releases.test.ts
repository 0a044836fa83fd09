import {
  candidateProblems,
  parseRemotesDocument,
  promoteCandidate,
  rollBack,
  shareBucket,
  versionOfEntry,
  withRemote,
  withVersion,
  type RemoteDeclaration,
  type RemotesDocument,
  type VersionedRemote,
} from './index';

const HASH = (c: string) => `sha384-${c.repeat(64)}`;
const build = (version: string, extra: Partial<RemoteDeclaration> = {}): RemoteDeclaration => ({
  id: 'payments',
  entry: `https://cdn.example.edu/payments/${version}/remoteEntry.js`,
  integrity: HASH(version.slice(-1)),
  title: { id: 'p1', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  ...extra,
});

/** Seeds (session ids) on each side of a 50% share of payments. */
const seeds = Array.from({ length: 200 }, (_, i) => `session-${i}`);
const low = seeds.find((s) => shareBucket(s, 'payments') < 10)!;
const high = seeds.find((s) => shareBucket(s, 'payments') >= 90)!;

describe('versionOfEntry', () => {
  it("is the entry's folder, or nothing for an entry at the root", () => {
    expect(versionOfEntry('https://cdn.example.edu/payments/2026-11-27/remoteEntry.js')).toBe('2026-11-27');
    expect(versionOfEntry('http://localhost:3003/remoteEntry.js')).toBeUndefined();
  });
});

describe('shareBucket', () => {
  it('is stable for a session and spreads sessions evenly over 0-99', () => {
    expect(shareBucket('abc', 'payments')).toBe(shareBucket('abc', 'payments'));
    const buckets = Array.from({ length: 10_000 }, (_, i) => shareBucket(`sid-${i}`, 'payments'));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const underTen = buckets.filter((b) => b < 10).length;
    expect(underTen).toBeGreaterThan(850);
    expect(underTen).toBeLessThan(1150);
  });

  it("puts a session in different places for different remotes (one canary is not every canary's)", () => {
    const same = seeds.filter((s) => shareBucket(s, 'payments') === shareBucket(s, 'profile')).length;
    expect(same).toBeLessThan(20);
  });
});

describe('publishing versions', () => {
  const v1 = build('v1');
  const v2 = build('v2');
  const v3 = build('v3', {
    routes: [...v1.routes, { role: 'receipts', path: '/receipts', access: 'signedIn', page: 'ReceiptsPage' }],
  });

  it('keeps a plain declaration as the first version and makes the new one live', () => {
    const doc = withVersion({ payments: v1 }, v2, { version: 'v2' });
    expect(doc.payments).toEqual({
      id: 'payments',
      live: 'v2',
      previous: ['v1'],
      versions: { v1, v2 },
    });
  });

  it('publishes a candidate for a share of sessions beside the live version', () => {
    const doc = withVersion(withVersion({}, v1, { version: 'v1' }), v2, { version: 'v2', share: 10 });
    expect(doc.payments).toEqual({
      id: 'payments',
      live: 'v1',
      candidate: { version: 'v2', share: 10 },
      versions: { v1, v2 },
    });
  });

  it('never changes a published version: same name with other files, or a new name at its address', () => {
    const doc = withVersion({}, v1, { version: 'v1' });
    expect(() => withVersion(doc, { ...v1, integrity: HASH('x') }, { version: 'v1' })).toThrow(
      'Version v1 of payments is already published',
    );
    expect(() => withVersion(doc, v1, { version: 'v9' })).toThrow('a new version needs a folder of its own');
    // The same files again change nothing.
    expect(withVersion(doc, v1, { version: 'v1' })).toEqual(doc);
  });

  it('refuses a bad version name, a share out of range, a declaration without entry', () => {
    expect(() => withVersion({}, v1, { version: '../v1' })).toThrow('is not a version name');
    expect(() => withVersion({}, v1, { version: 'v1', share: 150 })).toThrow('0 to 100');
    expect(() => withVersion({}, { ...v1, entry: undefined }, { version: 'v1' })).toThrow('needs its entry');
  });

  it('a versioned remote is never replaced by a single declaration', () => {
    const doc = withVersion({}, v1, { version: 'v1' });
    expect(() => withRemote(doc, v2)).toThrow('has versions');
  });

  it('promote makes the candidate live; rollback returns to the live version before', () => {
    let doc: RemotesDocument = withVersion({}, v1, { version: 'v1' });
    doc = withVersion(doc, v2, { version: 'v2', share: 10 });
    const promoted = promoteCandidate(doc, 'payments');
    expect(promoted.summary).toBe('payments: live v1 -> v2 (the candidate, was on 10% of sessions)');
    expect(promoted.document.payments).toEqual({
      id: 'payments',
      live: 'v2',
      previous: ['v1'],
      versions: { v1, v2 },
    });
    doc = withVersion(promoted.document, v3, { version: 'v3' });
    expect((doc.payments as VersionedRemote).live).toBe('v3');
    const back = rollBack(doc, 'payments');
    expect(back.summary).toBe('payments: live v3 -> v2 (rolled back)');
    // Nothing deleted: v3 is still a version, only no longer live.
    expect(back.document.payments).toEqual({
      id: 'payments',
      live: 'v2',
      previous: ['v1'],
      versions: { v1, v2, v3 },
    });
    const again = rollBack(back.document, 'payments');
    expect((again.document.payments as VersionedRemote).live).toBe('v1');
    expect(() => rollBack(again.document, 'payments')).toThrow('no earlier live version');
  });

  it('rollback withdraws a candidate first, the live version staying live', () => {
    let doc: RemotesDocument = withVersion({}, v1, { version: 'v1' });
    doc = withVersion(doc, v2, { version: 'v2', share: 25 });
    const back = rollBack(doc, 'payments');
    expect(back.summary).toBe(
      'payments: candidate v2 withdrawn (was on 25% of sessions); every session on live v1',
    );
    expect(back.document.payments).toEqual({ id: 'payments', live: 'v1', versions: { v1, v2 } });
  });

  it('promote and rollback say what is missing', () => {
    expect(() => promoteCandidate({}, 'payments')).toThrow('There is no remote "payments"');
    expect(() => promoteCandidate({ payments: v1 }, 'payments')).toThrow('has no versions');
    expect(() => promoteCandidate(withVersion({}, v1, { version: 'v1' }), 'payments')).toThrow(
      'has no candidate to promote (live: v1)',
    );
  });
});

describe('reading a versioned remotes.json', () => {
  const v1 = build('v1');
  const v2 = build('v2');
  const doc = {
    payments: { id: 'payments', live: 'v1', candidate: { version: 'v2', share: 10 }, versions: { v1, v2 } },
  };

  it('gives each session one side: the candidate within its share, else the live version', () => {
    expect(parseRemotesDocument(doc, { seed: low }).remotes).toEqual([
      { ...v2, release: { version: 'v2', track: 'candidate', share: 10 } },
    ]);
    expect(parseRemotesDocument(doc, { seed: high }).remotes).toEqual([
      { ...v1, release: { version: 'v1', track: 'live' } },
    ]);
    // Without a session: the live version.
    expect(parseRemotesDocument(doc).remotes[0]!.release).toEqual({ version: 'v1', track: 'live' });
  });

  it('a share of 0 reaches nobody, 100 everybody', () => {
    const at = (share: number) => ({ payments: { ...doc.payments, candidate: { version: 'v2', share } } });
    expect(
      seeds.every((s) => parseRemotesDocument(at(0), { seed: s }).remotes[0]!.release!.version === 'v1'),
    ).toBe(true);
    expect(
      seeds.every((s) => parseRemotesDocument(at(100), { seed: s }).remotes[0]!.release!.version === 'v2'),
    ).toBe(true);
  });

  it('a broken candidate declaration leaves its sessions on the live version, and says so', () => {
    const broken = { payments: { ...doc.payments, versions: { v1, v2: { ...v2, routes: [] } } } };
    const parsed = parseRemotesDocument(broken, { seed: low });
    expect(parsed.remotes[0]!.release).toEqual({ version: 'v1', track: 'live' });
    // A warning, not a problem: the remote is not left out.
    expect(parsed.problems).toEqual([]);
    expect(parsed.warnings).toEqual([
      'Remote payments: routes must list at least one route (its candidate is left out: every session runs v1)',
    ]);
  });

  it('a bad candidate entry costs the candidate only: every session runs the live version, with a warning', () => {
    const SHARE = 'Remote payments: candidate.share must be a percentage of sessions, 0 to 100';
    const VERSION = 'Remote payments: candidate.version must name one of its versions';
    const entries: [unknown, string][] = [
      [{ version: 'v2', share: 150 }, SHARE],
      [{ version: 'v2', share: -5 }, SHARE],
      [{ version: 'v2', share: '50' }, SHARE],
      [{ version: 'v9', share: 10 }, VERSION],
      [{ version: 'v1', share: 10 }, 'Remote payments: the candidate is the live version'],
      ['v2', `${VERSION}; ${SHARE}`],
    ];
    for (const [candidate, why] of entries)
      for (const seed of [low, high, undefined]) {
        const parsed = parseRemotesDocument({ payments: { ...doc.payments, candidate } }, { seed });
        expect(parsed.remotes).toEqual([{ ...v1, release: { version: 'v1', track: 'live' } }]);
        expect(parsed.problems).toEqual([]);
        expect(parsed.warnings).toEqual([`${why} (its candidate is left out: every session runs v1)`]);
      }
  });

  it('a candidate the portal would not run (refuse: an origin it does not allow) costs the candidate only', () => {
    const elsewhere = { ...v2, entry: 'https://elsewhere.example/payments/v2/remoteEntry.js' };
    const refuse = (d: RemoteDeclaration) =>
      d.entry!.startsWith('https://cdn.example.edu/') ? undefined : `its entry ${d.entry} is not allowed`;
    for (const seed of [low, high]) {
      const parsed = parseRemotesDocument(
        { payments: { ...doc.payments, versions: { v1, v2: elsewhere } } },
        { seed, refuse },
      );
      expect(parsed.remotes).toEqual([{ ...v1, release: { version: 'v1', track: 'live' } }]);
      expect(parsed.warnings).toEqual([
        `Remote payments: version v2 is refused: its entry ${elsewhere.entry} is not allowed (its candidate is left out: every session runs v1)`,
      ]);
    }
    // A candidate it may run is run.
    expect(parseRemotesDocument(doc, { seed: low, refuse }).remotes[0]!.release!.track).toBe('candidate');
  });

  it('leaves out a versioned entry whose live, candidate or history names no version', () => {
    const parsed = parseRemotesDocument({
      payments: {
        id: 'payments',
        live: 'v7',
        candidate: { version: 'v1', share: 'ten' },
        previous: ['v0'],
        versions: { v1 },
      },
      profile: { id: 'profile', live: 'v1', versions: {} },
      academic: { id: 'support', live: 'v1', versions: { v1 } },
    });
    expect(parsed.remotes).toEqual([]);
    expect(parsed.problems).toEqual([
      'Remote payments: live must name one of its versions',
      'Remote payments: candidate.share must be a percentage of sessions, 0 to 100',
      'Remote payments: previous must list versions it has',
      'Remote profile: versions must map each published version to its declaration',
      'Remote academic: its entry names another id (support)',
    ]);
  });

  it('a version declaring another remote is left out', () => {
    const parsed = parseRemotesDocument({ profile: { id: 'profile', live: 'v1', versions: { v1 } } });
    expect(parsed.problems).toEqual(['Remote profile: version v1 names another id (payments)']);
  });
});

describe('a candidate limited to chosen providers', () => {
  const v1 = build('v1');
  const v2 = build('v2');
  const limited = (providers: unknown) => ({
    payments: {
      id: 'payments',
      live: 'v1',
      candidate: { version: 'v2', share: 100, providers },
      versions: { v1, v2 },
    },
  });

  it('runs only in sessions of those providers; every other provider gets the live version', () => {
    const doc = limited(['soe', 'ichm']);
    for (const seed of seeds.slice(0, 20)) {
      expect(parseRemotesDocument(doc, { seed, provider: 'soe' }).remotes[0]!.release!.track).toBe(
        'candidate',
      );
      expect(parseRemotesDocument(doc, { seed, provider: 'ichm' }).remotes[0]!.release!.track).toBe(
        'candidate',
      );
      expect(parseRemotesDocument(doc, { seed, provider: 'yoobee' }).remotes[0]!.release).toEqual({
        version: 'v1',
        track: 'live',
      });
      // A page that does not say its provider runs the live version.
      expect(parseRemotesDocument(doc, { seed }).remotes[0]!.release!.version).toBe('v1');
    }
    expect(parseRemotesDocument(doc, { seed: low, provider: 'soe' }).warnings).toEqual([]);
  });

  it('a list that is not of providers’ slugs costs the candidate only, with a warning', () => {
    for (const providers of [[], 'soe', ['SOE'], ['soe', 'soe'], [42], ['soe', '']]) {
      const parsed = parseRemotesDocument(limited(providers), { seed: low, provider: 'soe' });
      expect(parsed.remotes).toEqual([{ ...v1, release: { version: 'v1', track: 'live' } }]);
      expect(parsed.warnings).toEqual([
        'Remote payments: candidate.providers must be a list of provider slugs, each once (its candidate is left out: every session runs v1)',
      ]);
    }
  });

  it('is published with its providers, and promote may widen it to every session of chosen providers', () => {
    let doc: RemotesDocument = withVersion({}, v1, { version: 'v1' });
    doc = withVersion(doc, v2, { version: 'v2', share: 10, providers: ['soe'] });
    expect((doc.payments as VersionedRemote).candidate).toEqual({
      version: 'v2',
      share: 10,
      providers: ['soe'],
    });
    expect(() => withVersion(doc, build('v3'), { version: 'v3', providers: ['soe'] })).toThrow(
      'Providers are those of a candidate: give its share too',
    );
    expect(() => withVersion(doc, build('v3'), { version: 'v3', share: 5, providers: ['Soe!'] })).toThrow(
      "The candidate's providers must be a list of provider slugs, each once",
    );
    const widened = promoteCandidate(doc, 'payments', { providers: ['soe', 'ichm'] });
    expect(widened.summary).toBe(
      'payments: candidate v2 on 100% of sessions of soe, ichm (was on 10% of sessions of soe); live v1 elsewhere',
    );
    expect((widened.document.payments as VersionedRemote).candidate).toEqual({
      version: 'v2',
      share: 100,
      providers: ['soe', 'ichm'],
    });
    const live = promoteCandidate(widened.document, 'payments');
    expect(live.summary).toBe(
      'payments: live v1 -> v2 (the candidate, was on 100% of sessions of soe, ichm)',
    );
    expect((live.document.payments as VersionedRemote).candidate).toBeUndefined();
  });
});

describe('promote and rollback with a broken candidate', () => {
  const v1 = build('v1');
  const v2 = build('v2');
  const withCandidate = (candidate: unknown, versions: Record<string, unknown> = { v1, v2 }) =>
    ({ payments: { id: 'payments', live: 'v1', candidate, versions } }) as unknown as RemotesDocument;
  const broken: [string, RemotesDocument][] = [
    ['a share of 150', withCandidate({ version: 'v2', share: 150 })],
    ['a share of "50"', withCandidate({ version: 'v2', share: '50' })],
    ['a version it does not have', withCandidate({ version: 'v9', share: 10 })],
    [
      'a declaration that is not valid',
      withCandidate({ version: 'v2', share: 10 }, { v1, v2: { ...v2, routes: [] } }),
    ],
    ['providers that are not slugs', withCandidate({ version: 'v2', share: 10, providers: [] })],
  ];

  it('promote refuses it, saying why: no session runs it', () => {
    for (const [what, doc] of broken) {
      expect(candidateProblems(doc.payments as VersionedRemote, 'payments')).not.toEqual([]);
      expect(() => promoteCandidate(doc, 'payments')).toThrow(
        /^payments's candidate is broken, and no session runs it: Remote payments: .+\. Withdraw it \(rollback payments\) or publish it again\.$/,
      );
      void what;
    }
  });

  it('rollback withdraws it, and every session stays on the live version', () => {
    for (const [, doc] of broken) {
      const back = rollBack(doc, 'payments');
      expect(back.summary).toMatch(
        /^payments: broken candidate v\d withdrawn \(no session ran it\); every session on live v1$/,
      );
      expect((back.document.payments as VersionedRemote).candidate).toBeUndefined();
      expect((back.document.payments as VersionedRemote).live).toBe('v1');
    }
  });
});
