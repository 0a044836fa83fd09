// The signed-in home page: cards the remotes put in the shell's `home.cards.v1` slot, each with the seeded
// student's own data, for a user-pool provider (soe) and a directory one (yoobee), at a laptop's width and a
// phone's. One remote down leaves its card's named fallback while the others work; Pay now from the payments
// card pays and the card then says nothing is due. The cards are read for the academic showcase students of soe
// and yoobee (no spec changes their data); paying and applying use accounts no other spec uses.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { violations } from '../support/axe';
import { startApplicationAt } from '../support/returningApplication';
import { recordShifts, totalShift } from '../support/layoutShifts';
import { remotePort } from '../support/ports';
import { openSignedIn } from '../support/session';

test.describe.configure({ timeout: 90_000 });

const SOE = { provider: 'soe', email: ACCOUNTS.zoe.email } as const;
const YOOBEE = { provider: 'yoobee', email: ACCOUNTS.tama.email } as const;
const PAYS = { provider: 'soe', email: 'lucy.tan@soe.demo' } as const;
const APPLIES = { provider: 'yoobee', email: 'nikau.rewi@yoobee.demo', country: 'NZ' } as const;

/** The cards in the order the slot shows them (each remote's contract gives its order). */
const CARDS = ['Payments', 'Your application', 'Key dates', 'Latest grades', 'New files', 'Need help?'];

const card = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title });

for (const who of [SOE, YOOBEE])
  for (const width of [1280, 360])
    test(`${who.provider} at ${width} px: each card shows the student's own data, in order, calmly`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      const shifted = await recordShifts(page);
      await openSignedIn(page, who.provider, who.email, '/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
      const titles = page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 });
      // The cards, then the links to every page of the portal.
      await expect(titles).toHaveText([...CARDS, 'All of your portal']);
      await expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: /Loading/ }),
      ).toHaveCount(0);

      // Payments: the amount due across the invoices and the next invoice's Pay now.
      const payments = card(page, 'Payments');
      await expect(payments.getByText(/\$[\d,]+\.\d\d/).first()).toBeVisible();
      await expect(payments.getByRole('button', { name: /^Pay now/ })).toBeVisible();
      // The application: none in progress yet, and the way to start one.
      await expect(
        card(page, 'Your application').getByRole('link', { name: 'Apply for a course' }),
      ).toBeVisible();
      // Key dates: the next census and withdrawal dates with the days left, each with Add to calendar.
      const dates = card(page, 'Key dates');
      await expect(dates.getByText(/census/i).first()).toBeVisible();
      await expect(dates.getByText(/withdraw/i).first()).toBeVisible();
      await expect(dates.getByText(/in \d+ days|tomorrow|today/).first()).toBeVisible();
      await expect(dates.getByRole('button', { name: /Add to calendar/ }).first()).toBeVisible();
      // Latest grades: Ratified or Provisional only.
      const grades = card(page, 'Latest grades');
      await expect(grades.getByText(/Ratified|Provisional/).first()).toBeVisible();
      // (A record's status ends its line: 'CHCECE043 · November 4, 2026 · Ratified'; a grade may read 'Withdrawn failed'.)
      await expect(grades.getByText(/· (Draft|Withdrawn|Pending Ratification)$/)).toHaveCount(0);
      // New files: a file from the last day, with its download.
      await expect(
        card(page, 'New files')
          .getByRole('button', { name: /Download/ })
          .first(),
      ).toBeVisible();
      // Help: the provider's phone as a link.
      await expect(card(page, 'Need help?').locator('a[href^="tel:"]').first()).toBeVisible();

      // Nothing wider than the screen, nothing moved while the cards loaded, no WCAG 2.2 AA violation.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.waitForTimeout(300);
      const shifts = await shifted();
      const total = totalShift(shifts);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.05);
      expect(await violations(page, { wcag22: true })).toEqual([]);
    });

test('an application in progress: its card names the next step to save, and Continue opens it', async ({
  page,
}) => {
  await startApplicationAt(page, APPLIES, 'documents');
  await page.goto(new URL('/', page.url()).toString());
  const application = card(page, 'Your application');
  await expect(application.getByText('Documents')).toBeVisible();
  await application.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/enrol\/documents$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
});

test('the academic remote down: its cards say so with Try again while the others work, and come back', async ({
  page,
}) => {
  let down = true;
  await page.route(
    (url) => url.port === String(remotePort('academic')) && url.pathname === '/remoteEntry.js',
    (route) => (down ? route.abort('connectionrefused') : route.continue()),
  );
  try {
    await openSignedIn(page, SOE.provider, SOE.email, '/');
    for (const title of ['Key dates', 'Latest grades', 'New files'])
      await expect(card(page, title).getByText(`${title} is unavailable`)).toBeVisible();
    await expect(card(page, 'Payments').getByRole('button', { name: /^Pay now/ })).toBeVisible();
    await expect(card(page, 'Need help?').locator('a[href^="tel:"]').first()).toBeVisible();

    down = false;
    await card(page, 'Key dates')
      .getByRole('button', { name: /Try again|Retry/ })
      .click();
    await expect(
      card(page, 'Key dates')
        .getByRole('button', { name: /Add to calendar/ })
        .first(),
    ).toBeVisible();
  } finally {
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test('Pay now from the payments card pays through the checkout; the card then says nothing is due', async ({
  page,
}) => {
  await openSignedIn(page, PAYS.provider, PAYS.email, '/');
  const payments = card(page, 'Payments');
  await payments.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByText('Thank you: your payment is made')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(card(page, 'Payments').getByText('Nothing due')).toBeVisible();
  await expect(card(page, 'Payments').getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  // A reload pays nothing more and says nothing more.
  await page.reload();
  await expect(card(page, 'Payments').getByText('Nothing due')).toBeVisible();
  await expect(page.getByText('Thank you: your payment is made')).toHaveCount(0);
});
