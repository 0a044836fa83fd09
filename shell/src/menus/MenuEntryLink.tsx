import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, Ref } from 'react';
import { Link as RouterLink } from '@portal/router';
import type { MenuEntry } from './menuItems';
import { useStartPageReads } from './useStartPageReads';
import { afterNextPaint } from './afterNextPaint';

/** A menu item's link. Spreads what Chakra's `asChild` passes (role, handlers, ref) onto the anchor. */
export function MenuEntryLink({
  entry,
  onNavigate,
  ...rest
}: { entry: MenuEntry; onNavigate?: () => void } & AnchorHTMLAttributes<HTMLAnchorElement> & {
    ref?: Ref<HTMLAnchorElement>;
  }) {
  const startReads = useStartPageReads();
  // The reads its contract names leave at once (a request each); the page's code, which the federation runtime loads
  // and runs on the main thread, once the frame that answers the pointer or the tap is painted.
  const preload = () => {
    startReads(entry.target);
    afterNextPaint(entry.preload);
  };
  const intent = {
    onMouseEnter: (e: MouseEvent<HTMLAnchorElement>) => {
      preload();
      rest.onMouseEnter?.(e);
    },
    onFocus: (e: FocusEvent<HTMLAnchorElement>) => {
      preload();
      rest.onFocus?.(e);
    },
  };
  return entry.target.kind === 'route' ? (
    <RouterLink
      {...rest}
      {...intent}
      to={entry.target.path}
      onClick={(e) => {
        // A tap on a touch screen may come without a hover or a focus first.
        preload();
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
