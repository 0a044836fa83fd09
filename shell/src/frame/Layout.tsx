import { useEffect, useRef } from 'react';
import { getRoutes, Outlet, useLocation } from '@portal/router';
import { Trans } from '@lingui/react/macro';
import { Box, Flex, applyDocumentBranding } from '@portal/ui';
import { useProvider } from '@portal/config';
import { titleFromPath } from '../routes/navigation';
import { TopBar } from './TopBar';
import { Footer } from './Footer';
import { AuthAlerts } from './AuthAlerts';
import { SessionNotice } from './SessionNotice';
import { OfflineNotice } from './OfflineNotice';
import { useAuth } from '../session/useAuth';
import { SignedInSessionWarning } from '../chunks/onDemandParts';

/** Where focus is when a menu, dialog or list box is open: inside it, or on the control that opened it. */
const OPEN_POPUP =
  '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"], [aria-haspopup][aria-expanded="true"]';

/** Whether the focused element is in an open popup (or on its expanded trigger). */
function focusIsInOpenPopup(): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active.closest(OPEN_POPUP) !== null;
}

/** The page has put focus on one of its own headings or focus targets (e.g. a wizard's step heading after a
 * step change): that is where a screen reader should start, not the top of the content. */
function focusPlacedByPage(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  return (
    !!main &&
    !!active &&
    active !== main &&
    main.contains(active) &&
    active.matches('h1, h2, h3, [tabindex="-1"]')
  );
}

/** The page's title, from the path of the route that shows it: a route's own sub-paths (a wizard's steps,
 * /enrol/contact) keep the route's title ("Enrol"). */
function pageTitle(pathname: string): string {
  const path = getRoutes().match(pathname)?.path;
  return titleFromPath(path ? path.replace(/\/\*$/, '') : pathname);
}

export function Layout() {
  const provider = useProvider();
  const location = useLocation();
  // Someone who is not a student of this provider sees only the page that says so.
  const { state } = useAuth();
  const refused = state.status === 'error' && state.reason === 'notMember';
  const title = pageTitle(location.pathname);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    applyDocumentBranding(provider.slug, title ? `${title} | ${provider.pageTitle}` : provider.pageTitle);
  }, [provider, title]);

  // Move focus to the content after a route change, so keyboard and screen-reader users start there;
  // unless the student has meanwhile opened a menu or dialog (the route may change well after the click,
  // e.g. a router transition on a slow device): taking focus from it would close it under them.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (focusIsInOpenPopup() || focusPlacedByPage(main.current)) return;
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Box
        asChild
        position="absolute"
        left="-9999px"
        // Above the sticky top bar (Chakra's skipNav layer), or the focused link would be hidden under it.
        _focus={{ left: 2, top: 2, zIndex: 'skipNav', bg: 'bg.panel', p: 2, rounded: 'md' }}
      >
        <a href="#main">
          <Trans>Skip to content</Trans>
        </a>
      </Box>
      <TopBar title={title} />
      <Box
        as="main"
        id="main"
        ref={main}
        tabIndex={-1}
        flex="1"
        // The page's content fills the first screen at least (the largest viewport: its height does not change
        // as a phone's address bar comes and goes), so the footer starts below it and is never pushed down
        // while a page loads its data.
        minH="100lvh"
        w="full"
        maxW="6xl"
        mx="auto"
        px={{ base: 3, md: 6 }}
        py={{ base: 4, md: 8 }}
        outline="none"
      >
        <OfflineNotice />
        <AuthAlerts />
        <SessionNotice />
        {refused ? null : <Outlet />}
      </Box>
      <Footer />
      <SignedInSessionWarning />
    </Flex>
  );
}
