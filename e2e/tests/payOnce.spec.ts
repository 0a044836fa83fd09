// Paying once across tabs: /payments open in two tabs (two pages of one browser context, each signed in), Pay
// now in each: one checkout (the server returns the one open), paid once; the second tab's Pay charges nothing and,
// back on /payments, it says the invoice was already paid (never a second "Thank you"). A third tab left open since
// before presses Pay now after: it learns the invoice is paid and opens no checkout. A checkout cancelled in tab A
// while tab B shows it: B's Pay charges nothing and B is told what is still due. The same in the enrolment
// wizard's fees step (card). Accounts no other spec uses: Leilani Kahale (iahealth, 360 px), Sela Havea (nzst,
// 1280 px), Daniel Okafor (ichm, the fees step).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { violations } from '../support/axe';
import { stepHeading, storedApplication } from '../support/enrolment';
import { startApplicationAt } from '../support/returningApplication';
import { shellUrl, VAR_DIR } from '../support/ports';
import { openSignedIn } from '../support/session';

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 15_000 });

const CHECKOUT = 'Card payment (development checkout)';

/** The dev-api's checkouts (its record files on disk) that `match`. */
function checkouts(match: (checkout: Record<string, unknown>) => boolean): Record<string, unknown>[] {
  const dir = path.join(VAR_DIR, 'data', 'records', 'checkouts');
  return readdirSync(dir)
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>)
    .filter(match)
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
}

/** A tab of the context signed in on `path` at `width` px. */
async function tab(context: BrowserContext, who: Who, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: who.width, height: 900 });
  await openSignedIn(page, who.provider, who.email, route);
  return page;
}

/** The invoice section with Pay now, and its heading. */
async function dueInvoice(page: Page) {
  const invoices = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Invoice / }) });
  await expect(invoices.first()).toBeVisible();
  const due = invoices.filter({ has: page.getByRole('button', { name: /^Pay now: invoice / }) }).first();
  await expect(due).toBeVisible();
  const heading = (await due.getByRole('heading', { level: 2 }).innerText()).trim();
  return {
    section: page.getByRole('region', { name: heading }),
    heading,
    number: heading.replace(/^Invoice /, ''),
  };
}

/** Pay now in a tab, on to the checkout page: its address. */
async function payNow(page: Page, heading: string): Promise<string> {
  await page
    .getByRole('region', { name: heading })
    .getByRole('button', { name: /^Pay now: invoice / })
    .click();
  await expect(page.getByRole('heading', { name: CHECKOUT })).toBeVisible();
  return page.url();
}

/** The card checkout session requests a tab makes. */
function sessionsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/stripeSession$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

type Who = { provider: string; email: string; width: number; cancelFirst: boolean };
const TWO_TABS: Who[] = [
  { provider: 'iahealth', email: 'leilani.kahale@iahealth.demo', width: 360, cancelFirst: false },
  { provider: 'nzst', email: 'sela.havea@nzst.demo', width: 1280, cancelFirst: true },
];

for (const who of TWO_TABS)
  test(`${who.provider}, ${who.width} px: Pay now in two tabs pays once; the other tabs are told, not thanked`, async ({
    context,
  }) => {
    const a = await tab(context, who, '/payments');
    const b = await tab(context, who, '/payments');
    // A third tab, open since before, that nobody looks at until the end.
    const c = await tab(context, who, '/payments');
    const { heading, number } = await dueInvoice(a);
    const rowsBefore = await a.getByRole('region', { name: heading }).getByRole('row').count();
    const mine = (checkout: Record<string, unknown>) => checkout.description === `Invoice ${number}`;

    if (who.cancelFirst) {
      // Tab A's checkout cancelled while tab B shows it: B's Pay charges nothing; B is told what is still due.
      const shown = await payNow(a, heading);
      expect(await payNow(b, heading)).toBe(shown);
      await a.getByRole('button', { name: 'Cancel' }).click();
      await expect(a.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
      await b.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(b.getByText('This checkout is cancelled. Nothing was charged.')).toBeVisible();
      await b.getByRole('link', { name: 'Return to the portal' }).click();
      await expect(b).toHaveURL(/\/payments$/);
      await expect(b.getByText('Nothing was charged', { exact: true })).toBeVisible();
      await expect(b.getByText(`Invoice ${number} has`, { exact: false })).toContainText(
        'due: you can pay it with Pay now.',
      );
      await expect(b.getByText('Thank you: your payment is made')).toHaveCount(0);
      expect(checkouts(mine).map((checkout) => checkout.status)).toEqual(['cancelled']);
    }

    // Pay now in tab A, then in tab B: the same checkout page.
    const shown = await payNow(a, heading);
    expect(await payNow(b, heading)).toBe(shown);
    // Tab A pays.
    await a.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(a.getByText('Thank you: your payment is made')).toBeVisible();
    await expect(a.getByRole('region', { name: heading }).getByText('Paid in full')).toBeVisible();

    // Tab B presses Pay on the page it still shows: nothing more is charged, and it says so.
    await b.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(b.getByText('This checkout was already paid. Nothing more was charged.')).toBeVisible();
    await b.screenshot({
      path: `test-results/pay-once-second-tab-checkout-${who.provider}-${who.width}.png`,
    });
    await b.getByRole('link', { name: 'Return to the portal' }).click();
    await expect(b).toHaveURL(/\/payments$/);
    await expect(b.getByText(`Invoice ${number} is already paid`)).toBeVisible();
    await expect(
      b.getByText('Nothing more was charged. It was paid meanwhile, for example in another tab or window.'),
    ).toBeVisible();
    // What the second tab shows (the message hides after a while, as the portal's notices do).
    await b.screenshot({ path: `test-results/pay-once-second-tab-${who.provider}-${who.width}.png` });
    await expect(b.getByText('Thank you: your payment is made')).toHaveCount(0);
    const paid = b.getByRole('region', { name: heading });
    await expect(paid.getByText('Paid in full')).toBeVisible();
    // One payment more in the invoice's transactions (a header row once it has a table).
    await expect(paid.getByRole('row')).toHaveCount(rowsBefore ? rowsBefore + 1 : 2);
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(who.width);
    expect(await violations(b)).toEqual([]);

    // The tab open since before: Pay now learns the invoice is paid, and opens no checkout.
    const cSessions = sessionsOf(c);
    await c
      .getByRole('region', { name: heading })
      .getByRole('button', { name: /^Pay now: invoice / })
      .click();
    await expect(c.getByText(`Invoice ${number} is already paid`)).toBeVisible();
    await expect(c.getByRole('region', { name: heading }).getByText('Paid in full')).toBeVisible();
    await expect(
      c.getByRole('region', { name: heading }).getByRole('button', { name: /^Pay now/ }),
    ).toHaveCount(0);
    await expect(c).toHaveURL(/\/payments$/);
    expect(cSessions).toEqual([]);
    await c.screenshot({ path: `test-results/pay-once-stale-tab-${who.provider}-${who.width}.png` });

    // One paid checkout for the invoice; a reload of tab B says nothing more and changes nothing.
    expect(checkouts(mine).map((checkout) => checkout.status)).toEqual(
      who.cancelFirst ? ['cancelled', 'paid'] : ['paid'],
    );
    await b.reload();
    await expect(b.getByRole('region', { name: heading }).getByRole('row')).toHaveCount(
      rowsBefore ? rowsBefore + 1 : 2,
    );
    await expect(b.getByText(`Invoice ${number} is already paid`)).toHaveCount(0);
  });

const outcome = (page: Page) => page.getByTestId('fees-outcome');

test('fees step: a card checkout in two tabs is paid once; the other tab is told it was already paid', async ({
  context,
}) => {
  const who = { provider: 'ichm', email: 'daniel.okafor@ichm.demo', country: 'AU' as const };
  const a = await context.newPage();
  await a.setViewportSize({ width: 1280, height: 900 });
  const applicationId = await startApplicationAt(a, who, 'fees');
  // The ways to pay are offered once the fees are there.
  await expect(a.getByRole('table', { name: 'Fees' })).toBeVisible();
  await a.getByRole('radio', { name: 'Card, paid now' }).check({ force: true });
  await a.getByRole('button', { name: 'Pay by card' }).click();
  await expect(a.getByRole('heading', { name: CHECKOUT })).toBeVisible();
  const shown = a.url();

  // Tab B: the same application (this browser's), the checkout A opened: Try again goes to the same page.
  const b = await context.newPage();
  await b.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(b, who.provider, who.email, '/enrol/fees');
  await expect(stepHeading(b, 'Fees and payment')).toBeVisible();
  await expect(outcome(b)).toHaveText('A payment was started but not finished. Nothing was charged.');
  await b.getByRole('button', { name: 'Try again' }).click();
  await expect(b.getByRole('heading', { name: CHECKOUT })).toBeVisible();
  expect(b.url()).toBe(shown);

  // A cancels; B's Pay on the page it shows charges nothing.
  await a.getByRole('button', { name: 'Cancel' }).click();
  await expect(outcome(a)).toHaveText('The payment was cancelled. Nothing was charged.');
  await b.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(b.getByText('This checkout is cancelled. Nothing was charged.')).toBeVisible();
  await b.getByRole('link', { name: 'Return to the portal' }).click();
  await expect(outcome(b)).toHaveText('The payment was cancelled. Nothing was charged.');
  expect(storedApplication(applicationId)).toMatchObject({
    payment: { method: 'card', status: 'cancelled' },
  });

  // Both try again: one checkout. B pays; A's Pay charges nothing and A is told the fees were already paid.
  await b.getByRole('button', { name: 'Try again' }).click();
  await expect(b.getByRole('heading', { name: CHECKOUT })).toBeVisible();
  await a.getByRole('button', { name: 'Try again' }).click();
  await expect(a.getByRole('heading', { name: CHECKOUT })).toBeVisible();
  expect(a.url()).toBe(b.url());
  await b.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(outcome(b)).toHaveText('Your fees are paid. Thank you. Choose Next to go on.');
  await a.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(a.getByText('This checkout was already paid. Nothing more was charged.')).toBeVisible();
  await a.getByRole('link', { name: 'Return to the portal' }).click();
  await expect(outcome(a)).toHaveText(
    'Your fees were already paid: nothing more was charged. Choose Next to go on.',
  );
  await expect(a).toHaveURL(/\/enrol\/fees$/);
  expect(await violations(a)).toEqual([]);
  await a.screenshot({ path: 'test-results/pay-once-fees-second-tab-ichm-1280.png', fullPage: true });

  const payment = storedApplication(applicationId).payment as { checkoutId: string };
  expect(payment).toMatchObject({ method: 'card', status: 'paid' });
  expect(
    checkouts((checkout) => checkout.applicationId === applicationId).map((checkout) => checkout.status),
  ).toEqual(['cancelled', 'paid']);
  // The return address loaded again charges nothing and says nothing new.
  await a.goto(shellUrl(who.provider, `/enrol/fees?status=paid&checkoutId=${payment.checkoutId}`));
  await expect(outcome(a)).toHaveText(/Your fees (are|were already) paid/);
  expect(storedApplication(applicationId).payment).toEqual(payment);
});
