import { useLayoutEffect, type RefObject } from 'react';

/**
 * Hides the page that holds `within` from assistive technology: `aria-hidden="true"` on the child of <body> that
 * holds it (for an element of the page, the app's root), so an overlay portalled beside the root (a drawer) is all
 * a screen reader is given. Not `inert` and not `pointer-events` on <body>: Chromium applies both through the
 * style of every element under them, so setting either restyles the whole page; `aria-hidden` changes no style.
 * The overlay keeps the focus (its focus trap) and the pointer (its backdrop covers the page). Returns the undo
 * (nothing to undo where the root was hidden already).
 */
export function hidePage(within: Element): () => void {
  const body = within.ownerDocument.body;
  let top = within;
  while (top.parentElement && top.parentElement !== body) top = top.parentElement;
  if (top.parentElement !== body || top.getAttribute('aria-hidden') === 'true') return () => undefined;
  top.setAttribute('aria-hidden', 'true');
  return () => top.removeAttribute('aria-hidden');
}

/** hidePage(`within`'s element) while `open`: set in the commit that opens, undone in the commit that closes. */
export function usePageHidden(open: boolean, within: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    const el = within.current;
    return open && el ? hidePage(el) : undefined;
  }, [open, within]);
}
