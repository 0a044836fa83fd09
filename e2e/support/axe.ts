import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules of axe-core over the whole page (with `wcag22`, the WCAG 2.2 AA rules too: target
 * size, focus not obscured): each violation as its rule and the elements (selector and HTML) that break it, so a
 * failure names them. Only violations are collected (axe's passes and incomplete results are never read here,
 * and gathering them is most of a long page's analysis). Axe runs in the page itself (`setLegacyMode`: `axe.run`
 * over the page and its same-origin frames, the only frames the portal has) rather than in a blank page opened
 * for each read to merge per-frame results, which took half of every read. */
export async function violations(page: Page, { wcag22 = false } = {}): Promise<string[]> {
  // options() replaces every option set before it (withTags' runOnly among them): it comes first, or axe would
  // run all its rules, best practices included.
  const { violations: found } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : [])])
    .analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
}
