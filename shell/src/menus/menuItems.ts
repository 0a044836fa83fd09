import { useLingui } from '@lingui/react/macro';
import { useConfig, useProvider, type ProviderMenus, type RouteRole } from '@portal/config';
import { getRoutes } from '@portal/router';
import { preloadRemotePage } from '../federation/remotes';
import type { ResolvedMenuItem } from '../routes/navigation';
import { resolveMenu, type MenuTarget } from '../routes/navigation';

export interface MenuEntry {
  key: RouteRole;
  label: string;
  target: MenuTarget;
  /** Starts loading the remote behind the item (hover/focus = intent). */
  preload: () => void;
  /** The remote page the item opens, if any (what may be fetched ahead at idle). */
  page?: ResolvedMenuItem['page'];
}

/** The provider's menu items with their labels and targets, for the user menu, the drawer and the landing. */
export function useMenuEntries(menu: keyof ProviderMenus): MenuEntry[] {
  const provider = useProvider();
  const config = useConfig();
  const { i18n } = useLingui();
  return resolveMenu(provider, menu, getRoutes(), config.environment).map((item) => ({
    key: item.role,
    label: i18n._(item.label),
    target: item.target,
    preload: item.page ? () => preloadRemotePage(item.page!.remote, item.page!.page) : () => undefined,
    page: item.page,
  }));
}
