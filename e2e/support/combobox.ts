import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks an option of an open combobox list once the list stands still: its opening animation over and its
 * placement settled (below the input, or above it when the room below is short). A student waits for that too.
 *
 * Clicked while the list still slides in, the option is "not stable" for Playwright, whose later tries scroll the
 * page to a forced alignment first. After such a scroll the list can flip to the input's other side between the
 * press and the release, and the click then chooses nothing (seen in CI on the wizard's address search). So the
 * option is scrolled into view first (a scroll may move the list), then awaited, then clicked with no scroll left.
 */
export async function chooseOption(page: Page, name: string | RegExp, options: { exact?: boolean } = {}) {
  const option = page.getByRole('option', { name, exact: options.exact });
  await expect(async () => {
    await option.scrollIntoViewIfNeeded();
    await standStill(option);
  }).toPass({ timeout: 10_000 });
  await option.click();
}

/** Resolves when the option's list has no finite animation running and the option's box is the same for 3
 * frames; fails when the option leaves the page meanwhile (a list shown again: its new option is awaited anew). */
async function standStill(option: Locator) {
  await option.evaluate(async (element) => {
    const list = element.closest('[role="listbox"]') ?? element;
    const finite = list
      .getAnimations({ subtree: true })
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const frame = () => new Promise<number>((done) => requestAnimationFrame(done));
    const box = () => JSON.stringify(element.getBoundingClientRect());
    for (let same = 0, last = box(); same < 3;) {
      await frame();
      if (!element.isConnected) throw new Error('the option left the page while its list settled');
      const now = box();
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });
}
