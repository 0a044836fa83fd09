import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What AxeBuilder evaluates for axe's source in a document that already has axe: nothing. */
const ALREADY_THERE = 'void 0';

/** Whether every frame of the page already holds axe (a frame that cannot be read counts as without). */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  const present = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)),
  );
  return present.every(Boolean);
}

/** The WCAG 2.1 A and AA rules of axe-core over the whole page (with `wcag22`, the WCAG 2.2 AA rules too: target
 * size, focus not obscured): each violation as its rule and the elements (selector and HTML) that break it, so a
 * failure names them. Only violations are collected (axe's passes and incomplete results are never read here,
 * and gathering them is most of a long page's analysis). Axe runs in the page itself (`setLegacyMode`: `axe.run`
 * over the page and its same-origin frames, the only frames the portal has) rather than in a blank page opened
 * for each read to merge per-frame results, which took half of every read. Axe's source (half a megabyte) goes
 * into a document once: AxeBuilder evaluates it twice per read in every frame, which cost more than the read
 * itself, so a read in a document that already holds axe gives AxeBuilder an empty source (a page loaded anew
 * gets the whole source again). */
export async function violations(page: Page, { wcag22 = false } = {}): Promise<string[]> {
  const builder = (await axeInEveryFrame(page))
    ? new AxeBuilder({ page, axeSource: ALREADY_THERE })
    : new AxeBuilder({ page });
  // options() replaces every option set before it (withTags' runOnly among them): it comes first, or axe would
  // run all its rules, best practices included.
  const { violations: found } = await builder
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : [])])
    .analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
}
