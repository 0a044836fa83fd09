// The parts of the shell's two on-demand chunks as a page shows them (./loadChunks.ts loads the chunks): the top
// bar's menus, the session-timeout warning and the home page's slot. Each keeps its place while its chunk loads,
// and offers to try again when the load fails.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Box, IconButton, Spinner } from '@portal/ui';
import type { Session } from '@portal/api';
import type { SlotName } from '@portal/remote-contract';
import { useAuth } from '../session/useAuth';
import {
  preloadSignedInMenus,
  preloadSignedInParts,
  signedInMenusLoaded,
  signedInPartsLoaded,
} from './loadChunks';
import { RetryButton } from '../components/RetryButton';
import { whenContentShown } from './contentShown';

/** The signed-in parts (the home page's slots): there at once when loaded before, else loaded now; `failed` when
 * the load failed, with `retry` to load them again. */
export function useSignedInParts() {
  return useOnDemand(preloadSignedInParts, signedInPartsLoaded, 'The signed-in parts');
}

/** The signed-in menus and the session warning, as useSignedInParts: asked for when the first of them shows (the
 * top bar of a signed-in page, once the student is known) and the page's own content is shown (about 50 KB
 * gzipped with the menu, drawer and dialog parts: on a phone's bandwidth they would hold back the page's reads);
 * a session warning that is due asks at once. */
function useSignedInMenus({ now = false } = {}) {
  return useOnDemand(
    now ? preloadSignedInMenus : menusAfterContent,
    signedInMenusLoaded,
    'The signed-in menus',
  );
}
const menusAfterContent = () => whenContentShown().then(preloadSignedInMenus);

function useOnDemand<T>(preload: () => Promise<T>, loadedNow: () => T | undefined, what: string) {
  const [parts, setParts] = useState<T | undefined>(loadedNow);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (parts) return undefined;
    let live = true;
    preload().then(
      // What the chunk brings renders in React's background lane, in slices (the menus, a page's slots: a render of
      // tens of milliseconds on a phone), not in one task that blocks the page the student is reading.
      (next) => live && startTransition(() => setParts(next)),
      (error: unknown) => {
        console.error(`${what} could not be loaded`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [parts, attempt, preload, what]);
  const retry = useCallback(async () => {
    setFailed(false);
    const next = await preload().catch(() => undefined);
    if (next) setParts(next);
    else setAttempt((n) => n + 1);
  }, [preload]);
  return { parts, failed, retry };
}

/** The signed-in side of the top bar. While its code loads, a busy "Menu" button keeps the menu button's place
 * (nothing moves when it comes) and the keyboard's; if the load fails, a button tries again. Whichever of them has
 * the focus when it goes hands it on to what comes next: the menu's button, the retry button, or the busy button
 * again while a retry loads. */
export function SignedInBar({ session }: { session: Session }) {
  const { parts, failed, retry } = useSignedInMenus();
  const { t } = useLingui();
  const bar = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  // Read as the element goes (React detaches a ref before it removes the element): a student who has moved on,
  // by the keyboard or a click, is left where they are.
  const handsOnFocus = useCallback((element: HTMLButtonElement | null) => {
    if (!element) return undefined;
    return () => {
      hadFocus.current = document.activeElement === element;
    };
  }, []);
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    lastShownButton(bar.current)?.focus();
  }, [parts, failed]);
  return (
    <Box ref={bar} display="contents">
      {parts ? (
        <parts.SessionMenus session={session} />
      ) : failed ? (
        <RetryButton ref={handsOnFocus} size="sm" onRetry={retry}>
          {t`Menu did not load: try again`}
        </RetryButton>
      ) : (
        <IconButton
          ref={handsOnFocus}
          variant="ghost"
          aria-label={t`Menu`}
          aria-disabled="true"
          aria-busy="true"
          // Not dimmed as a disabled button is (its focus ring would lose its contrast), no hover wash: a place
          // kept, with a spinner only for a student who has reached it.
          _disabled={{ opacity: 1, cursor: 'progress' }}
          _hover={{ bg: 'transparent' }}
          css={{ '& > *': { visibility: 'hidden' }, '&:focus-visible > *': { visibility: 'visible' } }}
        >
          <Spinner size="sm" color="header.fg" aria-hidden="true" />
        </IconButton>
      )}
    </Box>
  );
}

/** The last button of `bar` that is shown: the user menu's from md up, the drawer's below (in a DOM that lays
 * nothing out, jsdom's, the last button). */
function lastShownButton(bar: HTMLElement | null): HTMLElement | undefined {
  const buttons = [...(bar?.querySelectorAll<HTMLElement>('button') ?? [])];
  return buttons.filter((b) => b.getClientRects().length > 0).at(-1) ?? buttons.at(-1);
}

/** The session-timeout warning, for a signed-in student only (its dialog's code loads with the menus). */
export function SignedInSessionWarning() {
  const { state, warning } = useAuth();
  if (state.status !== 'signedIn' && !warning) return null;
  return <SessionWarning due={warning !== null} />;
}

function SessionWarning({ due }: { due: boolean }) {
  // A warning that is due does not wait for the page's content: it has a minute to be read.
  const { parts, failed, retry } = useSignedInMenus({ now: due });
  // A warning due while its code could not be loaded: one more try then (the network may be back).
  const retried = useRef(false);
  useEffect(() => {
    if (!due) {
      retried.current = false;
      return;
    }
    if (failed && !retried.current) {
      retried.current = true;
      void retry();
    }
  }, [due, failed, retry]);
  return parts ? <parts.SessionTimeoutWarning /> : null;
}

/** A slot of a signed-in page (its code comes with the signed-in parts). While that code loads, the height of
 * a row of frames is kept; if the load fails, a button tries again. */
export function SignedInSlot({ name }: { name: SlotName }) {
  const { parts, failed, retry } = useSignedInParts();
  const { t } = useLingui();
  if (parts) return <parts.Slot name={name} />;
  if (failed) return <RetryButton onRetry={retry}>{t`Your cards did not load: try again`}</RetryButton>;
  return <Box minH="12rem" w="full" aria-hidden="true" />;
}

/** The page for someone signed in who is not a student of this provider (its code comes with the signed-in
 * parts: few people ever see it). While that code loads, the page is busy; if the load fails, a button tries
 * again. */
export function SignedInNotAStudent({ claims }: { claims: Readonly<Record<string, unknown>> }) {
  const { parts, failed, retry } = useSignedInParts();
  const { t } = useLingui();
  if (parts) return <parts.NotAStudentHere claims={claims} />;
  if (failed) return <RetryButton onRetry={retry}>{t`This page did not load: try again`}</RetryButton>;
  return <Box minH="12rem" w="full" aria-busy="true" />;
}
