// Keyboard only, in the light and the dark scheme: each remote's actions reached with Tab and operated with
// Enter, Space and the arrows, the focus visible at every stop (WCAG 2.1.1, 2.4.7); the focus never hidden under
// the sticky top bar (2.4.11); no animation for a student who asks for reduced motion (2.3.3).
// Every account here only reads, but for the enrolment walk's applicants (Lucas Martin, colab, and Arjun Patel,
// nzma: no other spec applies with them) and the profile save, which the test answers itself.
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/session';
import { expectFocusShown, focused, tabTo, type Stop } from '../support/keyboard';
import { PHONE, SCHEMES, STUDENTS, setScheme } from '../support/sweep';
import { stepHeading } from '../support/enrolment';

const A11Y = { tag: '@a11y' };
const RUBY = { provider: 'up-online', email: 'ruby.clarke@up-online.demo' };
const APPLICANTS = {
  light: { provider: 'colab', email: 'lucas.martin@colab.demo' },
  dark: { provider: 'nzma', email: 'arjun.patel@nzma.demo' },
};

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

/** Answers the profile's save (PATCH v1/secure/student) as the API does, without keeping it: the accounts here
 * only read. */
async function answerProfileSaves(page: Page) {
  await page.route('**/v1/secure/student', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH' && request.method() !== 'OPTIONS') return route.fallback();
    const origin = (await request.headerValue('origin')) ?? '*';
    await route.fulfill({
      status: request.method() === 'OPTIONS' ? 204 : 200,
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, PATCH, OPTIONS',
        'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? '*',
        'content-type': 'application/json',
      },
      body: request.method() === 'OPTIONS' ? '' : '{}',
    });
  });
}

for (const scheme of SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => setScheme(page, scheme));

    test(`profile: a detail edited and saved with the keys alone (${scheme})`, A11Y, async ({ page }) => {
      const unseen: string[] = [];
      await answerProfileSaves(page);
      await openSignedIn(page, 'up-online', STUDENTS['up-online']!.email, '/profile');
      const general = page.getByRole('region', { name: 'General' });
      const preferred = general.getByRole('textbox', { name: /^Preferred name/ });
      await expect(preferred).toBeEditable();
      await tabTo(page, preferred, unseen);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Avi');
      const save = general.getByRole('button', { name: 'Save' });
      await expect(save).toBeEnabled();
      await tabTo(page, save, unseen);
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }),
      ).toBeVisible();
      // The photo editor opens from the keyboard too.
      const photo = page.getByRole('button', { name: /^(Change photo|Add a photo)$/ });
      await tabTo(page, photo, unseen, { back: true });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Your photo' })).toBeVisible();
      expect(unseen, 'stops without a visible focus').toEqual([]);
    });

    test(`academic: sort, disclose and download with the keys alone (${scheme})`, A11Y, async ({ page }) => {
      const unseen: string[] = [];
      await openSignedIn(page, RUBY.provider, RUBY.email, '/myEnrolments');
      const sortByName = page.getByRole('button', { name: 'Subject' }).first();
      await expect(sortByName).toBeVisible();
      await tabTo(page, sortByName, unseen);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('columnheader', { name: 'Subject' }).first()).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await page.keyboard.press('Space');
      await expect(page.getByRole('columnheader', { name: 'Subject' }).first()).toHaveAttribute(
        'aria-sort',
        'descending',
      );

      await page.goto(page.url().replace(/\/myEnrolments$/, '/grades'));
      const attempts = page.getByRole('button', { name: /^Show attempts at / }).first();
      await expect(attempts).toBeVisible();
      await tabTo(page, attempts, unseen, { max: 120 });
      // Its name changes with its state ("Hide attempts at ..."): the focused button is the one to follow.
      const disclosure = page.locator('button:focus');
      await page.keyboard.press('Enter');
      await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(disclosure).toHaveAttribute('aria-expanded', 'false');

      await page.goto(page.url().replace(/\/grades$/, '/files'));
      const download = page.getByRole('button', { name: /^Download / }).first();
      await expect(download).toBeVisible();
      await tabTo(page, download, unseen);
      const file = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      expect((await file).suggestedFilename()).toBeTruthy();
      expect(unseen, 'stops without a visible focus').toEqual([]);
    });

    test(
      `payments: Pay now reached, opened and left with the keys alone (${scheme})`,
      A11Y,
      async ({ page }) => {
        const unseen: string[] = [];
        await openSignedIn(page, 'up-online', STUDENTS['up-online']!.email, '/payments');
        const payNow = page.getByRole('button', { name: /^Pay now: invoice / }).first();
        await expect(payNow).toBeVisible();
        await tabTo(page, payNow, unseen);
        await page.keyboard.press('Enter');
        await expect(
          page.getByRole('heading', { name: 'Card payment (development checkout)' }),
        ).toBeVisible();
        await tabTo(page, page.getByRole('button', { name: 'Cancel' }), unseen);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/payments$/);
        await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
        expect(unseen, 'stops without a visible focus').toEqual([]);
      },
    );

    test(
      `support: every field of the case form and Send reached, Send pressed (${scheme})`,
      A11Y,
      async ({ page }) => {
        const unseen: string[] = [];
        await openSignedIn(page, 'nzma', STUDENTS.nzma!.email, '/case/support/general');
        const form = page.getByRole('form', { name: 'Ask for support' });
        const send = form.getByRole('button', { name: 'Send' });
        await expect(send).toBeVisible();
        const fields = form.locator('input:not([type=hidden]), select, textarea, button');
        const names: string[] = [];
        const reached = new Set<string>();
        for (const field of await fields.all())
          names.push((await field.getAttribute('id')) ?? (await field.getAttribute('name')) ?? '');
        await tabTo(page, form.locator('input, select, textarea').first(), unseen, { max: 120 });
        for (let i = 0; i < 40 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
          reached.add(await page.evaluate(() => document.activeElement?.id ?? ''));
          await page.keyboard.press('Tab');
          const stop = await focused(page);
          if (stop && !stop.visible) unseen.push(stop.name);
        }
        await expectFocusShown(page, send);
        // The fields a student fills (a radio group is one stop: its arrows choose).
        const fillable = await form
          .locator('input:not([type=hidden]):not([type=radio]):not([type=file]), select, textarea')
          .evaluateAll((els) => els.filter((e) => !(e as HTMLInputElement).disabled).map((e) => e.id));
        expect(fillable.filter((id) => !reached.has(id))).toEqual([]);
        expect(names.length).toBeGreaterThan(1);
        await page.keyboard.press('Enter');
        await expect(form.getByText('Required').first()).toBeVisible();
        expect(unseen, 'stops without a visible focus').toEqual([]);
      },
    );

    test(
      `enrolment: the course step chosen and left with the keys alone (${scheme})`,
      A11Y,
      async ({ page }) => {
        const unseen: string[] = [];
        const applicant = APPLICANTS[scheme];
        await openSignedIn(page, applicant.provider, applicant.email, '/enrol');
        await expect(stepHeading(page, 'Course and intake')).toBeVisible();
        const course = page.getByRole('combobox', { name: /^Course/ });
        await expect(course.getByRole('option').nth(1)).toBeAttached();
        await tabTo(page, course, unseen);
        await page.keyboard.press('ArrowDown');
        await expect(course).not.toHaveValue('');
        const intake = page.getByRole('combobox', { name: /^Intake/ });
        await expect(intake.getByRole('option').nth(1)).toBeAttached();
        await tabTo(page, intake, unseen);
        await page.keyboard.press('ArrowDown');
        await expect(intake).not.toHaveValue('');
        const next = page.getByRole('button', { name: 'Next', exact: true });
        await expect(next).toBeEnabled();
        await tabTo(page, next, unseen);
        await page.keyboard.press('Enter');
        await expect(stepHeading(page, 'Personal details')).toBeFocused();
        expect(unseen, 'stops without a visible focus').toEqual([]);
      },
    );

    test(
      `the focus is never under the sticky top bar at 360 px, Tab and Shift+Tab (${scheme})`,
      A11Y,
      async ({ page }) => {
        await page.setViewportSize(PHONE);
        await openSignedIn(page, 'nzma', STUDENTS.nzma!.email, '/payments');
        await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
        const hidden: string[] = [];
        const unseen: string[] = [];
        const check = (stop: Stop | null, key: string) => {
          if (!stop || stop.inHeader) return;
          if (!stop.visible) unseen.push(stop.name);
          if (stop.underBar) hidden.push(`${key}: ${stop.name} at ${Math.round(stop.top)}px`);
        };
        // Forwards from the top to the footer, then back up.
        const inFooter = () => page.evaluate(() => !!document.activeElement?.closest('footer'));
        let stops = 0;
        for (; stops < 150 && !(await inFooter()); stops++) {
          await page.keyboard.press('Tab');
          check(await focused(page), 'Tab');
        }
        for (let i = 0; i < stops; i++) {
          await page.keyboard.press('Shift+Tab');
          check(await focused(page), 'Shift+Tab');
        }
        expect(hidden, 'focused elements under the sticky top bar (scroll-padding-top)').toEqual([]);
        expect(unseen, 'stops without a visible focus').toEqual([]);
      },
    );
  });
}

/** The longest animation or transition, in seconds, of the elements a selector finds and everything in them. */
const longest = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const seconds = (list: string) =>
      Math.max(...list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1)));
    const elements = [...document.querySelectorAll(sel)].flatMap((el) => [el, ...el.querySelectorAll('*')]);
    return Math.max(
      0,
      ...elements.map((el) => {
        const s = getComputedStyle(el);
        return Math.max(
          s.animationName === 'none' ? 0 : seconds(s.animationDuration),
          s.transitionProperty === 'none' ? 0 : seconds(s.transitionDuration),
        );
      }),
    );
  }, selector);

test('reduced motion: the ichm sections open without animation', A11Y, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'ichm', STUDENTS.ichm!.email, '/case/support/general');
  // A section: its panel and the arrow beside its title change at once.
  const section = page.getByRole('main').locator('button[aria-expanded][aria-controls]').first();
  await expect(section).toBeVisible();
  await section.focus();
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  const panelId = await section.getAttribute('aria-controls');
  for (const part of [`[id="${panelId}"]`, `[aria-controls="${panelId}"]`])
    expect(
      await longest(page, part),
      `${part}: its longest animation or transition, in seconds`,
    ).toBeLessThanOrEqual(0.01);
});

test('reduced motion: the burger drawer opens without animation', A11Y, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'ichm', STUDENTS.ichm!.email, '/payments');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(
    await longest(page, '[role="dialog"][data-part="content"], [data-scope="dialog"][data-part="backdrop"]'),
    'the drawer: its longest animation or transition, in seconds',
  ).toBeLessThanOrEqual(0.01);
});
