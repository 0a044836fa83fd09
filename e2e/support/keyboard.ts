// Keyboard-only use for the e2e specs (keyboard.spec.ts): moving the focus with Tab to a control, and what the
// focused element shows (a visible indicator, WCAG 2.4.7) and where it stands (not under the sticky top bar,
// WCAG 2.4.11).
import { expect, type Locator, type Page } from '@playwright/test';

/** The focused element: a name for messages, whether it shows a focus indicator (an outline or a box shadow, on
 * itself or, for a visually hidden input of a checkbox, radio or switch, on the control drawn for it), and its
 * box. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const shows = (e: Element | null) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    const box = el.getBoundingClientRect();
    // An element out of the Tab order (tabindex -1: the page's main area, a step's heading) takes the focus from
    // the page, to be read from there, not to be operated: it needs no indicator.
    let visible = shows(el) || el.getAttribute('tabindex') === '-1';
    if (!visible && (box.width <= 1 || box.height <= 1)) {
      const root = el.closest('label') ?? el.parentElement;
      visible = !!root && (shows(root) || [...root.querySelectorAll('[data-focus-visible]')].some(shows));
    }
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    // Under the sticky top bar: what shows at the middle of the element's top edge is the bar, not the element.
    const header = document.querySelector('header');
    const hit = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, 0) + 1);
    const underBar = !!header && !header.contains(el) && !!hit && header.contains(hit) && !el.contains(hit);
    return {
      name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"`,
      visible,
      top: box.top,
      bottom: box.bottom,
      inHeader: !!el.closest('header'),
      underBar,
    };
  });
}

export type Stop = NonNullable<Awaited<ReturnType<typeof focused>>>;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has the focus, checking at every stop that the focus shows; the
 * stops without a visible indicator are added to `unseen`. Fails when the target is not reached in `max` stops. */
export async function tabTo(
  page: Page,
  target: Locator,
  unseen: string[],
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    if (stop && !stop.visible) unseen.push(stop.name);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focus is on the target and shows. */
export async function expectFocusShown(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect((await focused(page))?.visible, 'a visible focus indicator').toBe(true);
}
