import { createRouteTable, undeclaredRouteProblems, type RemoteDeclaration } from '@portal/remote-contract';
import { PROVIDERS } from '@portal/config/providers';
import { routeTarget } from '@portal/router';
import { learningLink, resolveMenu, titleFromPath } from './navigation';

describe('titleFromPath', () => {
  it.each([
    ['/', ''],
    ['/myEnrolments', 'My Enrolments'],
    ['/case/support/withdraw', 'Case Support Withdraw'],
    ['/error/404', 'Error'],
    ['/edit/config', 'Edit Config'],
  ])('%s -> %p', (path, title) => expect(titleFromPath(path)).toBe(title));
});

const label = (message: string) => ({ id: message, message });
const remote = (
  id: string,
  routes: [role: string, path: string, inMenus?: ('user' | 'burger')[], providers?: string[]][],
): RemoteDeclaration => ({
  id,
  entry: `http://localhost/${id}/remoteEntry.js`,
  title: label(id),
  routes: routes.map(([role, path]) => ({ role, path, access: 'signedIn', page: `${role}Page` })),
  menu: routes.flatMap(([role, , inMenus, providers]) =>
    inMenus ? [{ role, label: label(role), in: inMenus, ...(providers ? { providers } : {}) }] : [],
  ),
});

const table = createRouteTable([
  remote('profile', [['settings', '/profile', ['user', 'burger']]]),
  remote('academic', [
    ['grades', '/grades', ['user', 'burger']],
    ['myEnrolments', '/myEnrolments', ['user']],
    ['files', '/files', ['user', 'burger']],
  ]),
  remote('payments', [['payments', '/payments', ['user', 'burger']]]),
  remote('support', [
    ['support', '/case/support/general', ['user', 'burger']],
    ['library', '/library', ['user']],
    ['policiesAndProcedures', '/policies', ['user']],
    ['withdraw', '/case/support/withdraw', ['burger']],
  ]),
]);
const targets = (items: ReturnType<typeof resolveMenu>) =>
  items.map((i) => [i.role, i.target.kind === 'route' ? i.target.path : i.target.href]);

describe('resolveMenu', () => {
  it("follows the provider's roles and order, each role to the path its remote declares", () => {
    expect(targets(resolveMenu(PROVIDERS.nzma!, 'user', table, 'production'))).toEqual([
      ['settings', '/profile'],
      ['grades', '/grades'],
      ['myEnrolments', '/myEnrolments'],
      ['payments', '/payments'],
      ['files', '/files'],
      ['support', '/case/support/general'],
      ['policiesAndProcedures', '/policies'],
      ['logout', '/signoutLms'],
    ]);
    expect(targets(resolveMenu(PROVIDERS.nzma!, 'burger', table, 'production'))).toEqual([
      ['settings', '/profile'],
      ['grades', '/grades'],
      ['payments', '/payments'],
      ['files', '/files'],
      ['support', '/case/support/general'],
      ['withdraw', '/case/support/withdraw'],
      ['logout', '/signoutLms'],
    ]);
  });

  it('preloads the remote page behind a route item', () => {
    const payments = resolveMenu(PROVIDERS.nzma!, 'user', table, 'production').find(
      (i) => i.role === 'payments',
    );
    expect(payments?.page).toEqual({ remote: 'payments', page: 'paymentsPage' });
    expect(payments?.label).toEqual(label('payments'));
  });

  it('uses the external policies address where a provider has one (ichm)', () => {
    const policies = resolveMenu(PROVIDERS.ichm!, 'user', table, 'production').find(
      (i) => i.role === 'policiesAndProcedures',
    );
    expect(policies?.target).toEqual({ kind: 'external', href: PROVIDERS.ichm!.links.policies });
    expect(policies?.page).toBeUndefined();
    // The same resolution as every other link to the role (RouteLink).
    expect(policies?.target).toEqual(routeTarget('policiesAndProcedures', PROVIDERS.ichm!, table));
    expect(
      resolveMenu(PROVIDERS.nzma!, 'user', table, 'production').find(
        (i) => i.role === 'policiesAndProcedures',
      )?.target,
    ).toEqual(routeTarget('policiesAndProcedures', PROVIDERS.nzma!, table));
  });

  it('learning goes to the new platform, the non-production one in development (soe only)', () => {
    expect(resolveMenu(PROVIDERS.soe!, 'user', table, 'production')[0]?.target).toEqual({
      kind: 'external',
      href: PROVIDERS.soe!.links.newLms,
    });
    expect(learningLink(PROVIDERS.soe!, 'development')).toBe(PROVIDERS.soe!.links.newLmsNonProd);
    expect(learningLink(PROVIDERS.yoobee!, 'production')).toBeUndefined();
  });

  it('leaves out a role no deployed remote declares, and places an entry only where its remote allows', () => {
    const onlyPayments = createRouteTable([remote('payments', [['payments', '/payments', ['burger']]])]);
    expect(targets(resolveMenu(PROVIDERS.nzma!, 'user', onlyPayments, 'production'))).toEqual([
      ['logout', '/signoutLms'],
    ]);
    expect(targets(resolveMenu(PROVIDERS.nzma!, 'burger', onlyPayments, 'production'))).toEqual([
      ['payments', '/payments'],
      ['logout', '/signoutLms'],
    ]);
  });

  it('shows a new role (none of the provider files lists it) before Log out, to the providers it allows', () => {
    const withReceipts = createRouteTable([
      ...table.remotes,
      remote('receipts', [
        ['receipts', '/receipts', ['user']],
        ['taxStatements', '/tax', ['user'], ['yoobee']],
      ]),
    ]);
    const nzma = targets(resolveMenu(PROVIDERS.nzma!, 'user', withReceipts, 'production'));
    expect(nzma.slice(-2)).toEqual([
      ['receipts', '/receipts'],
      ['logout', '/signoutLms'],
    ]);
    const yoobee = targets(resolveMenu(PROVIDERS.yoobee!, 'user', withReceipts, 'production'));
    expect(yoobee.slice(-3)).toEqual([
      ['receipts', '/receipts'],
      ['taxStatements', '/tax'],
      ['logout', '/signoutLms'],
    ]);
  });

  it('every role of every provider file is a shell item or declared by the deployment in deploy/', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const base = require('../../../deploy/remotes.base.json') as Record<string, RemoteDeclaration>;
    const declared = new Set([
      'learning',
      'logout',
      'payments', // mfe-payments/src/contract.ts
      'settings', // mfe-profile/src/contract.ts
      ...Object.values(base).flatMap((r) => (r.menu ?? []).map((m) => m.role)),
    ]);
    for (const provider of Object.values(PROVIDERS))
      for (const role of [...provider.menus.user, ...provider.menus.burger]) expect(declared).toContain(role);
    // The routes deploy/ reserves for remotes not built yet are the ones their refs name.
    expect(Object.values(base).flatMap(undeclaredRouteProblems)).toEqual([]);
  });
});
