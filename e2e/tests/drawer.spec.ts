// The burger drawer (360 px) as a modal: opened with the keys, the focus goes into it and stays there; the page
// outside takes no pointer (the drawer's backdrop covers it) and no focus, and is not read by a screen reader; the page does not scroll under it;
// Escape closes it and gives the focus back to "Open menu"; a tap beside it (on its backdrop) closes it too.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from '../support/session';
import { PHONE, STUDENTS } from '../support/sweep';

const A11Y = { tag: '@a11y' };

const holdsFocus = (drawer: Locator) => drawer.evaluate((el) => el.contains(document.activeElement));

/** The landmarks a screen reader is given (Chromium's accessibility tree, the ignored nodes left out). */
async function landmarks(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && ['main', 'banner', 'contentinfo'].includes(String(n.role?.value)))
    .map((n) => String(n.role?.value));
}

const LANDMARKS = ['banner', 'main', 'contentinfo'];

test(
  'the burger drawer keeps the focus, hides the page, locks its scroll and closes',
  A11Y,
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, 'up-online', STUDENTS['up-online']!.email, '/profile');
    const open = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await landmarks(page)).toEqual(expect.arrayContaining(LANDMARKS));

    await open.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer, 'a modal dialog to assistive technology').toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => holdsFocus(drawer), 'the focus moved into the drawer').toBe(true);
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await holdsFocus(drawer), `the focus still in the drawer after ${key}`).toBe(true);
    }
    expect(await landmarks(page), 'the page outside the drawer, hidden from screen readers').toEqual([]);
    const beside = [8, PHONE.height / 2] as const;
    expect(
      await page.evaluate(
        ([x, y]) => !document.getElementById('root')!.contains(document.elementFromPoint(x, y)),
        beside,
      ),
      "beside the drawer, a tap does not reach the page (the app's root)",
    ).toBe(true);
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), 'the page under the drawer, not scrolled').toBe(0);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open, 'the focus back on "Open menu"').toBeFocused();
    expect(await landmarks(page)).toEqual(expect.arrayContaining(LANDMARKS));

    await open.click();
    await expect(drawer).toBeVisible();
    // Beside the drawer (it opens from the end, narrower than the page): its backdrop.
    await page.mouse.click(...beside);
    await expect(drawer).toBeHidden();
    expect(await landmarks(page)).toEqual(expect.arrayContaining(LANDMARKS));
  },
);
