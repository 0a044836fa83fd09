import {
  contractProblems,
  declarationProblems,
  parseRemotesDocument,
  SLOTS,
  withRemote,
  withVersion,
  type RemoteDeclaration,
} from './index';

const payments: RemoteDeclaration = {
  id: 'payments',
  entry: 'https://cdn.example.edu/payments/v1/remoteEntry.js',
  title: { id: 'p1', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  widgets: [
    {
      slot: SLOTS.homeCards,
      module: 'DueCard',
      title: { id: 'w1', message: 'Payments' },
      order: 10,
      route: 'payments',
      providers: ['uni'],
    },
  ],
};

const withWidgets = (widgets: unknown[]): unknown => ({ ...payments, widgets });

describe('a contract names its widgets', () => {
  it('accepts a widget for a declared slot, with its route and providers', () => {
    expect(contractProblems(payments)).toEqual([]);
    expect(declarationProblems(payments)).toEqual([]);
  });

  it('refuses a slot no page declares, by name', () => {
    const typo = withWidgets([{ ...payments.widgets![0], slot: 'home.card.v1' }]);
    expect(contractProblems(typo)).toEqual([
      'Remote payments: widget DueCard names slot "home.card.v1", which no page declares',
    ]);
  });

  it('refuses a module that is not a plain name, or declared twice', () => {
    const [card] = payments.widgets!;
    expect(contractProblems(withWidgets([{ ...card, module: '../DueCard' }]))).toEqual([
      'Remote payments: widget widgets[0]: module must name an exposed module, e.g. DueCard',
    ]);
    expect(contractProblems(withWidgets([card, { ...card, order: 11 }]))).toEqual([
      'Remote payments: widget DueCard is declared twice',
    ]);
  });

  it('takes a height in rem from 4 to 60, the space its frame keeps while it loads', () => {
    const [card] = payments.widgets!;
    expect(contractProblems(withWidgets([{ ...card, height: 20 }]))).toEqual([]);
    for (const height of [2, 80, '20rem'])
      expect(contractProblems(withWidgets([{ ...card, height }]))).toEqual([
        'Remote payments: widget DueCard: height must be a number of rem from 4 to 60',
      ]);
  });

  it('refuses an order that is not a finite number, a title that is not a message', () => {
    const [card] = payments.widgets!;
    expect(contractProblems(withWidgets([{ ...card, order: Number.NaN, title: 'Payments' }]))).toEqual([
      'Remote payments: widget DueCard: order must be a number',
      'Remote payments: widget DueCard: title must be a Lingui message (msg`…`)',
    ]);
    expect(contractProblems(withWidgets([{ ...card, order: '10' }]))).toHaveLength(1);
  });

  it("refuses a route that is not one of the remote's own, providers that are not slugs", () => {
    const [card] = payments.widgets!;
    expect(contractProblems(withWidgets([{ ...card, route: 'grades', providers: 'uni' }]))).toEqual([
      "Remote payments: widget DueCard: route must be a role of one of the remote's routes",
      'Remote payments: widget DueCard: providers must be a list of provider slugs',
    ]);
  });

  it('refuses widgets that are not a list', () => {
    expect(contractProblems({ ...payments, widgets: {} })).toEqual([
      'Remote payments: widgets must be a list',
    ]);
  });
});

describe('remotes.json carries widgets', () => {
  it('keeps a valid declaration with its widgets', () => {
    const { remotes, problems } = parseRemotesDocument({ payments });
    expect(problems).toEqual([]);
    expect(remotes[0]?.widgets).toEqual(payments.widgets);
  });

  it('leaves out a declaration whose widget names an undeclared slot, and says why', () => {
    const bad = withWidgets([{ ...payments.widgets![0], slot: 'home.cards.v0' }]);
    const { remotes, problems } = parseRemotesDocument({ payments: bad });
    expect(remotes).toEqual([]);
    expect(problems.join('\n')).toContain(
      'widget DueCard names slot "home.cards.v0", which no page declares',
    );
  });

  it('publishing refuses a bad widget, as a declaration and as a version', () => {
    const bad = withWidgets([{ ...payments.widgets![0], order: Infinity }]) as RemoteDeclaration;
    expect(() => withRemote({}, bad)).toThrow('widget DueCard: order must be a number');
    expect(() => withVersion({}, bad, { version: 'v1' })).toThrow('widget DueCard: order must be a number');
  });

  it('a versioned remote gives the widgets of the version the session runs', () => {
    const v2: RemoteDeclaration = {
      ...payments,
      entry: 'https://cdn.example.edu/payments/v2/remoteEntry.js',
      widgets: [{ ...payments.widgets![0]!, order: 5 }],
    };
    const doc = withVersion(withVersion({}, payments, { version: 'v1' }), v2, { version: 'v2' });
    const { remotes, problems } = parseRemotesDocument(doc);
    expect(problems).toEqual([]);
    expect(remotes[0]?.widgets?.[0]?.order).toBe(5);
  });
});
