import type { MenuItemKey, Provider } from '@portal/config';
import type { RemoteName } from '../federation/remotes';

/** The routes whose pages live in remotes (spec portal §2). The shell owns paths and access rules. */
export interface RemoteRoute {
  path: string;
  access: 'all' | 'signedIn';
  remote: RemoteName;
  page: string;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/profile', access: 'all', remote: 'profile', page: 'ProfilePage' },
  { path: '/lms', access: 'signedIn', remote: 'academic', page: 'FirstLoginPage' },
  { path: '/myEnrolments', access: 'signedIn', remote: 'academic', page: 'EnrolmentsPage' },
  { path: '/grades', access: 'signedIn', remote: 'academic', page: 'GradesPage' },
  { path: '/files', access: 'signedIn', remote: 'academic', page: 'FilesPage' },
  { path: '/payments', access: 'signedIn', remote: 'payments', page: 'PaymentsPage' },
  { path: '/case/support/general', access: 'all', remote: 'support', page: 'SupportPage' },
  { path: '/case/support/withdraw', access: 'signedIn', remote: 'support', page: 'WithdrawPage' },
  { path: '/library', access: 'signedIn', remote: 'support', page: 'LibraryPage' },
  { path: '/policies', access: 'signedIn', remote: 'support', page: 'PoliciesPage' },
];

export type MenuTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string };

/** Where a menu item goes for a provider, or undefined when the provider has nothing there. */
export function menuTarget(
  key: MenuItemKey,
  provider: Provider,
  environment: 'development' | 'production',
): MenuTarget | undefined {
  switch (key) {
    case 'learning': {
      const href =
        environment === 'development'
          ? (provider.links.newLmsNonProd ?? provider.links.newLms)
          : provider.links.newLms;
      return href ? { kind: 'external', href } : undefined;
    }
    case 'settings':
      return { kind: 'route', path: '/profile' };
    case 'grades':
      return { kind: 'route', path: '/grades' };
    case 'myEnrolments':
      return { kind: 'route', path: '/myEnrolments' };
    case 'payments':
      return { kind: 'route', path: '/payments' };
    case 'files':
      return { kind: 'route', path: '/files' };
    case 'support':
      return { kind: 'route', path: '/case/support/general' };
    case 'library':
      return { kind: 'route', path: '/library' };
    case 'policiesAndProcedures':
      return provider.links.policies
        ? { kind: 'external', href: provider.links.policies }
        : { kind: 'route', path: '/policies' };
    case 'withdraw':
      return { kind: 'route', path: '/case/support/withdraw' };
    case 'logout':
      return { kind: 'route', path: '/signoutLms' };
  }
}

export const remoteRouteFor = (path: string): RemoteRoute | undefined =>
  REMOTE_ROUTES.find((r) => r.path === path);

/** The page title from the path's alphabetic segments: "/myEnrolments" -> "My Enrolments". */
export function titleFromPath(pathname: string): string {
  return pathname
    .split('/')
    .filter((segment) => /^[A-Za-z]+$/.test(segment))
    .map((segment) => segment.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()))
    .join(' ');
}
