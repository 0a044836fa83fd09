/** What the page shows while it waits: a busy message (@portal/ui's BusyMessage marks itself). */
const BUSY = '[data-busy]';

let shown: Promise<void> | undefined;

/**
 * Resolves once the page's own content is shown: its main area has its heading and nothing in it is busy any
 * more (a list, a card or a page still loading shows a BusyMessage); or after `atMostMs`, whichever comes first.
 * What a page does not need to show its content (the signed-in menus) waits for it, so that on a phone's
 * bandwidth it does not compete with the page's own files and reads. Watched once per page load.
 */
export function whenContentShown(doc: Document = document, atMostMs = 4_000): Promise<void> {
  shown ??= new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      const main = doc.querySelector('main');
      if (main?.querySelector('h1') && !main.querySelector(BUSY)) done();
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(done, atMostMs);
    observer.observe(doc.body, { childList: true, subtree: true });
    check();
  });
  return shown;
}

/** Forgets the page's answer (tests only: each renders a new page). */
export function resetContentShown(): void {
  shown = undefined;
}
