import { useEffect } from 'react';
import { whenIdle } from './whenIdle';

// Here, in the signed-in menus' chunk, not in @portal/ui: @portal/ui is one shared module on every first load.

/** The custom property a modal overlay's scroll lock (zag's `preventScroll`, on by default in @portal/ui's Dialog
 * and Drawer) sets on <html> as it opens: the page's scrollbar width, 0 where scrollbars overlay the page (phones). */
const PROPERTY = '--scrollbar-width';
/** What that scroll lock puts on <body> while it holds. */
const LOCKED = 'data-scroll-lock';

/** The scrollbar's width as the scroll lock measures it: the window's inner width less the root's client width. */
const scrollbarWidth = (doc: Document) =>
  `${Math.max(0, (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth)}px`;

/**
 * Keeps `--scrollbar-width` on <html> at the page's scrollbar width, from an idle moment on and whenever the root's
 * size changes (a scrollbar comes or goes), but not while a scroll lock holds (it hides the scrollbar). Every element
 * inherits a custom property of <html>, so setting it restyles the whole page: the scroll lock leaves a value that
 * is already right as it is, so a modal opens without that restyle in the tap's task. Returns the stop.
 */
export function keepScrollbarWidth({
  doc = document,
  idle = whenIdle,
}: { doc?: Document; idle?: (work: () => void) => () => void } = {}): () => void {
  let observer: ResizeObserver | undefined;
  const update = () => {
    if (doc.body.hasAttribute(LOCKED)) return;
    const width = scrollbarWidth(doc);
    if (doc.documentElement.style.getPropertyValue(PROPERTY) !== width)
      doc.documentElement.style.setProperty(PROPERTY, width);
  };
  const cancel = idle(() => {
    if (typeof ResizeObserver === 'function') {
      // Called once at once, then on each change of the root's size.
      observer = new ResizeObserver(update);
      observer.observe(doc.documentElement);
    } else update();
  });
  return () => {
    cancel();
    observer?.disconnect();
  };
}

/** keepScrollbarWidth while the calling component is mounted: for a component with a modal overlay that opens
 * often (the top bar's drawer), mounted after the page's content. */
export function useScrollbarWidthKept(): void {
  useEffect(() => keepScrollbarWidth(), []);
}
