import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, Ref } from 'react';
import { Link as RouterLink } from '@portal/router';
import type { MenuEntry } from './menuItems';

/** A menu item's link. Spreads what Chakra's `asChild` passes (role, handlers, ref) onto the anchor. */
export function MenuEntryLink({
  entry,
  onNavigate,
  ...rest
}: { entry: MenuEntry; onNavigate?: () => void } & AnchorHTMLAttributes<HTMLAnchorElement> & {
    ref?: Ref<HTMLAnchorElement>;
  }) {
  const intent = {
    onMouseEnter: (e: MouseEvent<HTMLAnchorElement>) => {
      entry.preload();
      rest.onMouseEnter?.(e);
    },
    onFocus: (e: FocusEvent<HTMLAnchorElement>) => {
      entry.preload();
      rest.onFocus?.(e);
    },
  };
  return entry.target.kind === 'route' ? (
    <RouterLink
      {...rest}
      {...intent}
      to={entry.target.path}
      onClick={(e) => {
        rest.onClick?.(e);
        onNavigate?.();
      }}
    >
      {entry.label}
    </RouterLink>
  ) : (
    <a {...rest} href={entry.target.href}>
      {entry.label}
    </a>
  );
}
