import type { Page } from '@playwright/test';

/** A layout shift as the browser reports it, with the elements that moved (tag, class or text), so a failure
 * names them. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * Records the page's layout shifts from its first paint: a PerformanceObserver of `layout-shift` (the browser's
 * own cumulative layout shift; shifts right after input are left out). Call before the page loads; the returned
 * function reads the shifts so far.
 */
export async function recordShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { e2eShifts: typeof shifts }).e2eShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el
            ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"`.slice(
                0,
                120,
              )
            : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { e2eShifts: LayoutShift[] }).e2eShifts);
}

/** The sum of the shifts' values (the cumulative layout shift). */
export const totalShift = (shifts: readonly LayoutShift[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);
