import { PROVIDERS } from '@portal/config';
import { menuTarget, REMOTE_ROUTES, remoteRouteFor, titleFromPath } from './routeTable';

describe('titleFromPath', () => {
  it.each([
    ['/', ''],
    ['/myEnrolments', 'My Enrolments'],
    ['/case/support/withdraw', 'Case Support Withdraw'],
    ['/error/404', 'Error'],
    ['/edit/config', 'Edit Config'],
  ])('%s -> %p', (path, title) => expect(titleFromPath(path)).toBe(title));
});

describe('menuTarget', () => {
  it('sends settings to /profile and logout to /signoutLms', () => {
    expect(menuTarget('settings', PROVIDERS.yoobee, 'production')).toEqual({
      kind: 'route',
      path: '/profile',
    });
    expect(menuTarget('logout', PROVIDERS.yoobee, 'production')).toEqual({
      kind: 'route',
      path: '/signoutLms',
    });
  });

  it('uses the external policies address where a provider has one, else /policies', () => {
    expect(menuTarget('policiesAndProcedures', PROVIDERS.ichm, 'production')).toEqual({
      kind: 'external',
      href: PROVIDERS.ichm.links.policies,
    });
    expect(menuTarget('policiesAndProcedures', PROVIDERS.nzma, 'production')).toEqual({
      kind: 'route',
      path: '/policies',
    });
  });

  it('learning goes to the new platform, the non-production one in development (soe)', () => {
    expect(menuTarget('learning', PROVIDERS.soe, 'production')).toEqual({
      kind: 'external',
      href: PROVIDERS.soe.links.newLms,
    });
    expect(menuTarget('learning', PROVIDERS.soe, 'development')).toEqual({
      kind: 'external',
      href: PROVIDERS.soe.links.newLmsNonProd,
    });
    expect(menuTarget('learning', PROVIDERS.yoobee, 'production')).toBeUndefined();
  });

  it('every route item of every provider has a page in the route table', () => {
    for (const provider of Object.values(PROVIDERS)) {
      for (const key of [...provider.menu, ...provider.burgerMenu]) {
        const target = menuTarget(key, provider, 'production');
        if (target?.kind === 'route' && target.path !== '/signoutLms')
          expect(remoteRouteFor(target.path)).toBeDefined();
      }
    }
  });
});

describe('REMOTE_ROUTES', () => {
  it('protects the signed-in-only routes of the spec', () => {
    const signedIn = REMOTE_ROUTES.filter((r) => r.access === 'signedIn').map((r) => r.path);
    expect(signedIn.sort()).toEqual(
      [
        '/case/support/withdraw',
        '/files',
        '/grades',
        '/library',
        '/lms',
        '/myEnrolments',
        '/payments',
        '/policies',
      ].sort(),
    );
    expect(remoteRouteFor('/profile')?.access).toBe('all');
    expect(remoteRouteFor('/case/support/general')?.access).toBe('all');
  });
});
