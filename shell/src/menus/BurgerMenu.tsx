import { memo, useCallback, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, CloseButton, Drawer, IconButton, Portal, RENDERED_AHEAD, Stack } from '@portal/ui';
import type { Session } from '@portal/api';
import { MenuEntryLink } from './MenuEntryLink';
import { useMenuEntries } from './menuItems';
import { ProfileCard } from './ProfileCard';
import { AppearanceRadios } from './AppearanceRadios';
import { HEADER_BUTTON } from './headerButton';
import { useScrollbarWidthKept } from './scrollbarWidth';
import { usePageHidden } from './pageHidden';

/** The drawer's content: the profile card, the provider's burger items (following one calls `onNavigate`), then the
 * appearance choice. Rendered again only when its own data changes, not when the drawer opens or closes. */
const DrawerItems = memo(function DrawerItems({
  session,
  onNavigate,
}: {
  session: Session;
  onNavigate: () => void;
}) {
  const entries = useMenuEntries('burger');
  return (
    <>
      <ProfileCard session={session} />
      <Stack as="ul" listStyleType="none" gap={1} mt={2}>
        {entries.map((entry) => (
          <Box as="li" key={entry.key}>
            <Box
              asChild
              display="block"
              px={3}
              py={3}
              rounded="md"
              fontWeight="medium"
              _hover={{ bg: 'brand.subtle' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <MenuEntryLink entry={entry} onNavigate={onNavigate} />
            </Box>
          </Box>
        ))}
      </Stack>
      <AppearanceRadios />
    </>
  );
});

/**
 * The drawer's modal behaviour without zag's modal mode, which blocks pointers with `pointer-events: none` on <body>
 * (inherited: every element of the page is restyled as it opens) and walks the page for `aria-hidden`: the focus
 * trapped in it, the page's scroll locked, a click outside it (on its backdrop, which covers the page) closing it;
 * the page under it (the app's root) hidden from screen readers while it is open (usePageHidden).
 */
const MODAL_PARTS = {
  modal: false,
  trapFocus: true,
  preventScroll: true,
  closeOnInteractOutside: true,
} as const;

/** Mobile burger drawer: the profile card, the provider's burger items (following one closes it), then the
 * appearance choice. */
export function BurgerMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  // The drawer's scroll lock finds the page's scrollbar width already set: opening restyles only the drawer.
  useScrollbarWidthKept();
  const close = useCallback(() => setOpen(false), []);
  const trigger = useRef<HTMLButtonElement>(null);
  usePageHidden(open, trigger);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="end"
      {...RENDERED_AHEAD}
      {...MODAL_PARTS}
    >
      <Drawer.Trigger asChild>
        <IconButton ref={trigger} variant="ghost" {...HEADER_BUTTON} aria-label={t`Open menu`}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* A modal dialog to assistive technology, as zag's modal mode would say (MODAL_PARTS). */}
          <Drawer.Content aria-modal>
            <Drawer.Header>
              <Drawer.Title>
                <Trans>Menu</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <DrawerItems session={session} onNavigate={close} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t`Close menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
