import { useLingui } from '@lingui/react/macro';
import { useConfig, useProvider, type MenuItemKey } from '@portal/config';
import { preloadRemotePage } from '../federation/remotes';
import { menuTarget, remoteRouteFor, type MenuTarget } from '../routes/routeTable';

export interface MenuEntry {
  key: MenuItemKey;
  label: string;
  target: MenuTarget;
  /** Starts loading the remote behind the item (hover/focus = intent). */
  preload: () => void;
}

/** The provider's menu items with their labels and targets, for the user menu, the drawer and the landing. */
export function useMenuEntries(which: 'menu' | 'burgerMenu'): MenuEntry[] {
  const provider = useProvider();
  const config = useConfig();
  const { t } = useLingui();
  const labels: Record<MenuItemKey, string> = {
    learning: t`Learning`,
    settings: t`Settings`,
    grades: t`Grades`,
    myEnrolments: t`My Enrolments`,
    payments: t`Payments`,
    files: t`Files`,
    support: t`Support`,
    library: t`Library`,
    policiesAndProcedures: t`Policies and Procedures`,
    withdraw: t`Withdraw`,
    logout: t`Log out`,
  };
  return provider[which].flatMap((key) => {
    const target = menuTarget(key, provider, config.environment);
    if (!target) return [];
    const route = target.kind === 'route' ? remoteRouteFor(target.path) : undefined;
    const preload = route ? () => preloadRemotePage(route.remote, route.page) : () => undefined;
    return [{ key, label: labels[key], target, preload }];
  });
}
