import fc from 'fast-check';
import {
  contractMessages,
  contractProblems,
  covers,
  createRouteTable,
  declarationProblems,
  HEADING_WIDTHS,
  defineRemote,
  overlaps,
  parseRemotesDocument,
  withRemote,
  type RemoteDeclaration,
} from './index';

const payments: RemoteDeclaration = {
  id: 'payments',
  entry: 'http://localhost:3003/remoteEntry.js',
  title: { id: 'p1', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  menu: [{ role: 'payments', label: { id: 'm1', message: 'Payments' }, in: ['user', 'burger'] }],
};
const enrolment: RemoteDeclaration = {
  id: 'enrolment',
  title: { id: 'p2', message: 'Enrolment' },
  routes: [{ role: 'enrol', path: '/enrol/*', access: 'signedIn', page: 'EnrolPage' }],
};

describe('defineRemote', () => {
  it('returns a valid contract as it is', () => {
    expect(defineRemote(payments)).toBe(payments);
  });

  it('throws with every problem of an invalid contract', () => {
    const bad = {
      id: 'Payments page',
      title: 'Payments',
      routes: [
        { role: 'a', path: 'payments', access: 'everyone', page: './PaymentsPage' },
        { role: 'a', path: '/x', access: 'all', page: 'X' },
      ],
      menu: [{ role: 'nope', label: { id: 'x' }, in: [] }],
    };
    expect(() => defineRemote(bad as never)).toThrow(
      [
        'Invalid remote contract:',
        '- Remote "Payments page": id must be a name like "payments"',
        '- Remote "Payments page": title must be a Lingui message (msg`…`)',
        '- Remote "Payments page": routes[0].path must be an absolute path like /payments or a prefix like /enrol/*',
        '- Remote "Payments page": routes[0].access must be one of all, signedIn',
        '- Remote "Payments page": routes[0].page must name an exposed page, e.g. PaymentsPage',
        '- Remote "Payments page": role "a" is declared twice',
        '- Remote "Payments page": menu[0].role must be a role of one of the remote\'s routes',
        '- Remote "Payments page": menu[0].in must list one or more of user, burger',
      ].join('\n'),
    );
  });
});

describe("a route's heading", () => {
  const withHeading = (heading: unknown) =>
    ({ ...payments, routes: [{ ...payments.routes[0], heading }] }) as RemoteDeclaration;

  it('is optional, and a message with its source text and a column width', () => {
    expect(contractProblems(payments)).toEqual([]);
    for (const width of HEADING_WIDTHS)
      expect(contractProblems(withHeading({ text: { id: 'h1', message: 'Payments' }, width }))).toEqual([]);
    const heading = { text: { id: 'h1', message: 'Payments' }, width: '4xl' };
    expect(contractProblems(withHeading(heading))).toEqual([]);
    expect(contractMessages(withHeading(heading))).toContainEqual(heading.text);
    // Carried in remotes.json: the route table gives it to the route's fallback.
    expect(createRouteTable([withHeading(heading)]).match('/payments')?.heading).toEqual(heading);
  });

  it.each([
    'Payments',
    { text: 'Payments', width: '4xl' },
    { text: { id: 'h1' }, width: '4xl' },
    { text: { id: 'h1', message: 'Pay\nments' }, width: '4xl' },
    { text: { id: 'h1', message: 'x'.repeat(81) }, width: '4xl' },
    { text: { id: 'h1', message: 'Payments' }, width: '100%' },
    { text: { id: 'h1', message: 'Payments' }, width: 'toString' },
    { text: { id: 'h1', message: 'Payments' }, width: ['4xl'] },
    { text: { id: 'h1', message: 'Payments' }, width: '4xl\n' },
    null,
  ])('refuses %j', (heading) => {
    const problem =
      'Remote payments: routes[0].heading must be { text: msg`…` (1 to 80 characters), width: 3xl|4xl|5xl }';
    expect(contractProblems(withHeading(heading))).toEqual([problem]);
    expect(declarationProblems(withHeading(heading))).toEqual([problem]);
  });

  it('takes a text with markup characters as it is: it is shown as text', () => {
    const text = { id: 'h1', message: '</h1><script>alert(1)</script> & "you"' };
    expect(contractProblems(withHeading({ text, width: '3xl' }))).toEqual([]);
  });
});

describe("a page's and a widget's reads", () => {
  const withReads = (route: unknown, widget: unknown) =>
    ({
      ...payments,
      routes: [{ ...payments.routes[0], reads: route }],
      widgets: [
        {
          slot: 'home.cards.v1',
          module: 'DueCard',
          title: { id: 'd' },
          order: 1,
          route: 'payments',
          reads: widget,
        },
      ],
    }) as never;

  it('takes a list of reads, each once; a name this build does not know is left to the page, not refused', () => {
    expect(() => defineRemote(withReads(['payments'], ['payments', 'enrolments']))).not.toThrow();
    expect(() => defineRemote(withReads(['timetable'], undefined))).not.toThrow();
    expect(() => defineRemote(withReads(undefined, undefined))).not.toThrow();
  });

  it('refuses reads that are not a list of names, or name a read twice', () => {
    expect(() => defineRemote(withReads('payments', ['payments', 'payments']))).toThrow(
      [
        'Invalid remote contract:',
        '- Remote payments: routes[0].reads must be a list of reads, e.g. ["payments"]',
        '- Remote payments: widget DueCard: reads names a read twice',
      ].join('\n'),
    );
    expect(() => defineRemote(withReads([42], [' payments']))).toThrow(
      /routes\[0\]\.reads must be a list of reads[\s\S]*widget DueCard: reads must be a list of reads/,
    );
  });
});

describe('parseRemotesDocument', () => {
  it('reads a declaration published before the rename of `part` to `title` with its part as its title', () => {
    const { title, ...rest } = payments;
    const versioned = {
      id: 'payments',
      live: '1',
      versions: { '1': { ...rest, part: title } },
    };
    expect(parseRemotesDocument({ payments: { ...rest, part: title } })).toEqual({
      remotes: [payments],
      problems: [],
      warnings: [],
    });
    expect(parseRemotesDocument({ payments: versioned }).remotes[0]?.title).toEqual(title);
  });
  it('keeps valid declarations and says why the others are left out', () => {
    const parsed = parseRemotesDocument({
      payments,
      enrolment,
      academic: { ...payments, id: 'academic', routes: [] },
      support: 'http://localhost:3004/remoteEntry.js',
      profile: { ...payments, id: 'someoneElse' },
    });
    expect(parsed.remotes.map((r) => r.id)).toEqual(['payments', 'enrolment']);
    expect(parsed.problems).toEqual([
      'Remote academic: routes must list at least one route',
      'A remote contract must be an object',
      'Remote profile: its declaration names another id (someoneElse)',
    ]);
  });

  it("keeps each page's files and shared singletons, and refuses files that are not the remote's own scripts", () => {
    const HASH = `sha384-${'A'.repeat(64)}`;
    const pages = {
      PaymentsPage: {
        js: [
          { file: '797.e064f2cc.js', integrity: HASH },
          { file: '__federation_expose_PaymentsPage.eb47e530.js' },
        ],
        shared: ['@portal/forms', 'react-final-form', 'react/jsx-runtime'],
      },
    };
    expect(parseRemotesDocument({ payments: { ...payments, pages } })).toEqual({
      remotes: [{ ...payments, pages }],
      problems: [],
      warnings: [],
    });
    const withFiles = (js: unknown[], shared?: unknown) =>
      parseRemotesDocument({ payments: { ...payments, pages: { PaymentsPage: { js, shared } } } }).problems;
    for (const file of [
      'https://elsewhere.example/evil.js',
      '//elsewhere.example/evil.js',
      '../other/remoteEntry.js',
      'a/../../evil.js',
      '/evil.js',
      'javascript:alert(1).js',
      'style.css',
      '797.js?x=1',
    ])
      expect(withFiles([{ file }])).toEqual([
        'Remote payments: pages.PaymentsPage.js[0].file must be a script file beside remoteEntry.js, like 123.abcd1234.js',
      ]);
    expect(withFiles([{ file: '797.js', integrity: 'md5-abc' }])).toEqual([
      'Remote payments: pages.PaymentsPage.js[0].integrity must be a sha256, sha384 or sha512 SRI hash',
    ]);
    expect(withFiles([], ['<script>'])).toEqual([
      'Remote payments: pages.PaymentsPage.shared must list shared package names',
    ]);
    expect(parseRemotesDocument({ payments: { ...payments, pages: ['797.js'] } }).problems).toEqual([
      'Remote payments: pages must map a page to its files',
    ]);
  });

  it('refuses a document that is not an object', () => {
    expect(parseRemotesDocument(['payments']).problems).toEqual([
      'remotes.json must map each remote id to its declaration',
    ]);
  });

  it('withRemote puts one declaration in, replacing the one with its id', () => {
    const moved = { ...payments, entry: 'https://cdn.example/payments/remoteEntry.js' };
    expect(withRemote({ payments, enrolment }, moved)).toEqual({ payments: moved, enrolment });
    expect(() => withRemote({}, { ...payments, entry: '' })).toThrow('entry must be the address');
  });
});

describe('createRouteTable', () => {
  const table = createRouteTable([payments, enrolment], { reserved: ['/signout', '/error/*'] });

  it('resolves a role to its path, a prefix route to its base', () => {
    expect(table.pathFor('payments')).toBe('/payments');
    expect(table.pathFor('enrol')).toBe('/enrol');
    expect(table.pathFor('grades')).toBeUndefined();
  });

  it('matches locations, sub-routes of a prefix included', () => {
    expect(table.match('/payments')?.remote).toBe('payments');
    expect(table.match('/Payments/')?.remote).toBe('payments');
    expect(table.match('/payments/2')).toBeUndefined();
    expect(table.match('/enrol/fees')?.page).toBe('EnrolPage');
    expect(table.match('/enrolment')).toBeUndefined();
  });

  it('matches a location of 20,000 slashes quickly, trailing slashes trimmed as before', () => {
    expect(table.match(`/payments${'/'.repeat(20_000)}`)?.remote).toBe('payments');
    // A backtracking pattern takes seconds here; the bound is that of a busy machine, far below it.
    const started = performance.now();
    expect(table.match(`/a${'/'.repeat(20_000)}x`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('gives menu entries their route', () => {
    expect(table.menu).toEqual([
      { ...payments.menu![0], remote: 'payments', path: '/payments', page: 'PaymentsPage' },
    ]);
  });

  it('leaves out routes that take a path or role already taken, or a path of the shell', () => {
    const greedy: RemoteDeclaration = {
      id: 'greedy',
      title: { id: 'g', message: 'Greedy' },
      routes: [
        { role: 'other', path: '/payments', access: 'all', page: 'A' },
        { role: 'payments', path: '/pay', access: 'all', page: 'B' },
        { role: 'errors', path: '/error/teapot', access: 'all', page: 'C' },
        { role: 'enrolHelp', path: '/enrol/help', access: 'all', page: 'D' },
        { role: 'fine', path: '/fine', access: 'all', page: 'E' },
      ],
      menu: [{ role: 'payments', label: { id: 'x' }, in: ['user'] }],
    };
    const t = createRouteTable([payments, enrolment, greedy], { reserved: ['/signout', '/error/*'] });
    expect(t.problems).toEqual([
      'Remote greedy: route /payments is left out (/payments is already taken)',
      'Remote greedy: route /pay is left out (role "payments" belongs to payments)',
      'Remote greedy: route /error/teapot is left out (/error/* is already taken)',
      'Remote greedy: route /enrol/help is left out (/enrol/* is already taken)',
    ]);
    expect(t.routes.filter((r) => r.remote === 'greedy').map((r) => r.path)).toEqual(['/fine']);
    // greedy's menu entry names a role it does not own: it is not shown
    expect(t.menu.map((m) => m.remote)).toEqual(['payments']);
  });
});

describe('route patterns', () => {
  const segment = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/);
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);

  it('a pattern covers its own base; a prefix covers everything below it', () => {
    fc.assert(
      fc.property(path, path, (p, rest) => {
        expect(covers(p, p)).toBe(true);
        expect(covers(`${p}/*`, p)).toBe(true);
        expect(covers(`${p}/*`, `${p}${rest}`)).toBe(true);
        expect(covers(p, `${p}${rest}`)).toBe(false);
      }),
    );
  });

  it('overlap is symmetric', () => {
    const pattern = fc.tuple(path, fc.boolean()).map(([p, prefix]) => (prefix ? `${p}/*` : p));
    fc.assert(fc.property(pattern, pattern, (a, b) => expect(overlaps(a, b)).toBe(overlaps(b, a))));
  });
});
