import { ROUTE_ROLES, ROUTES, createRouteTable, defineRemote, undeclaredRouteProblems } from './index';

const title = { id: 'p', message: 'Support' };

describe('ROUTES', () => {
  it('names every listed role once, each by itself', () => {
    const roles = Object.values(ROUTE_ROLES).flat();
    expect(new Set(roles).size).toBe(roles.length);
    expect(Object.keys(ROUTES).sort()).toEqual([...roles].sort());
    for (const [name, ref] of Object.entries(ROUTES)) expect(ref).toBe(name);
    expect(ROUTES.policiesAndProcedures).toBe('policiesAndProcedures');
  });

  it('is what the route table resolves a contract declared with it by', () => {
    const payments = defineRemote({
      id: 'payments',
      title,
      routes: [{ role: ROUTES.payments, path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
    });
    expect(createRouteTable([payments]).pathFor(ROUTES.payments)).toBe('/payments');
  });
});

describe('undeclaredRouteProblems', () => {
  it('names each role listed for a remote that its contract leaves out', () => {
    expect(
      undeclaredRouteProblems({
        id: 'support',
        routes: [
          { role: 'support', path: '/case/support/general', access: 'all', page: 'SupportPage' },
          { role: 'library', path: '/library', access: 'signedIn', page: 'LibraryPage' },
        ],
      }),
    ).toEqual([
      'Remote support: route role "withdraw" is listed in ROUTE_ROLES (@portal/remote-contract) but its contract declares no route for it',
      'Remote support: route role "policiesAndProcedures" is listed in ROUTE_ROLES (@portal/remote-contract) but its contract declares no route for it',
    ]);
  });

  it('accepts a contract with every listed role, and more (a page its team has just added)', () => {
    expect(
      undeclaredRouteProblems({
        id: 'payments',
        routes: [
          { role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' },
          { role: 'receipts', path: '/receipts', access: 'signedIn', page: 'ReceiptsPage' },
        ],
      }),
    ).toEqual([]);
  });

  it('has nothing to say of a remote not listed yet', () => {
    expect(
      undeclaredRouteProblems({
        id: 'receipts',
        routes: [{ role: 'receipts', path: '/receipts', access: 'signedIn', page: 'ReceiptsPage' }],
      }),
    ).toEqual([]);
  });
});

it('lets a listed remote declare only its own route roles (typecheck); a new remote declares its own', () => {
  const declare = () => [
    defineRemote({
      id: 'payments',
      title,
      // @ts-expect-error: 'payment' is not a route role listed for the payments remote
      routes: [{ role: 'payment', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
    }),
    defineRemote({
      id: 'payments',
      title,
      // @ts-expect-error: 'support' belongs to the support remote
      routes: [{ role: ROUTES.support, path: '/case/support/general', access: 'all', page: 'SupportPage' }],
    }),
    defineRemote({
      id: 'receipts',
      title,
      routes: [{ role: 'receipts', path: '/receipts', access: 'signedIn', page: 'ReceiptsPage' }],
    }),
  ];
  expect(declare).toBeInstanceOf(Function);
});
