import { BUSY_SELECTOR } from '@portal/ui';

/** What a page shows instead of its content when it cannot show it (a load failure's alert). */
const FAILED = '[role="alert"]';
/** What says the student is about to use the page (and perhaps the menus). */
const INTENT = ['keydown', 'pointerdown'] as const;

let shown: Promise<void> | undefined;

/**
 * Resolves once the page's own content is shown: its main area has its heading and nothing in it is busy any
 * more (a list, a card or a page still loading shows @portal/ui's BusyMessage), or it shows an alert instead (a
 * page that could not load); at the student's first key press or pointer press (they may be on their way to the
 * menus); or `atMostMs` after the first call, whichever comes first. What a page does not need to show its content
 * (the signed-in menus) waits for it, so that on a phone's bandwidth it does not compete with the page's own files
 * and reads. Watched once per page load: later calls get the first response (their arguments are not used).
 */
export function whenContentShown(doc: Document = document, atMostMs = 4_000): Promise<void> {
  shown ??= new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const event of INTENT) doc.removeEventListener(event, done, true);
      resolve();
    };
    const check = () => {
      const main = doc.querySelector('main');
      if (main?.querySelector(FAILED) || (main?.querySelector('h1') && !main.querySelector(BUSY_SELECTOR)))
        done();
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(done, atMostMs);
    for (const event of INTENT) doc.addEventListener(event, done, true);
    observer.observe(doc.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    check();
  });
  return shown;
}

/** Forgets the page's answer (tests only: each renders a new page). */
export function resetContentShown(): void {
  shown = undefined;
}
