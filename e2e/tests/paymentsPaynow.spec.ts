// Pay now: an invoice with something due is paid through the development checkout page and the
// student comes back to /payments with the payment among the invoice's transactions; a declined card and a
// cancelled checkout change nothing. Accounts no other spec uses: Aroha Parata (colab) pays, Tamati Rangi (nz-institute-of-sport)
// cancels; Olivia Brooks (soe) presses Pay now several times at once.
import { violations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/session';

test.describe.configure({ timeout: 90_000 });

const PAYS = { provider: 'colab', email: 'aroha.parata@colab.demo' };
const CANCELS = { provider: 'nz-institute-of-sport', email: 'tamati.rangi@nz-institute-of-sport.demo' };
const PRESSES = { provider: 'soe', email: 'olivia.brooks@soe.demo' };

/** The first invoice section with a Pay now button. */
async function invoiceWithSomethingDue(page: Page) {
  const invoices = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Invoice / }) });
  await expect(invoices.first()).toBeVisible();
  const due = invoices.filter({ has: page.getByRole('button', { name: /^Pay now: invoice / }) }).first();
  await expect(due).toBeVisible();
  const heading = (await due.getByRole('heading', { level: 2 }).innerText()).trim();
  return { section: page.getByRole('region', { name: heading }), heading };
}

test('Pay now: the checkout pays the invoice and /payments lists the payment', async ({ page }) => {
  await openSignedIn(page, PAYS.provider, PAYS.email, '/payments');
  const { section, heading } = await invoiceWithSomethingDue(page);
  const rowsBefore = await section.getByRole('row').count();
  await section.getByRole('button', { name: /^Pay now: invoice / }).click();

  // The development checkout page (on the API's origin): the invoice and its amount, Pay and Cancel.
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  await expect(page.getByText(heading, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on /payments: the message, the status gone from the address, the payment in the invoice's list.
  await expect(page.getByText('Thank you: your payment is made')).toBeVisible();
  await expect(page).toHaveURL(/\/payments$/);
  const paid = page.getByRole('region', { name: heading });
  await expect(paid.getByText('Paid in full')).toBeVisible();
  await expect(paid.getByRole('row')).toHaveCount(rowsBefore ? rowsBefore + 1 : 2); // a header row once it has a table
  await expect(paid.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);

  expect(await violations(page)).toEqual([]);

  // Loading the page again records nothing more and says nothing more.
  await page.reload();
  await expect(page.getByRole('region', { name: heading }).getByText('Paid in full')).toBeVisible();
  await expect(page.getByText('Thank you: your payment is made')).toHaveCount(0);
});

test('Pay now: a declined card, then Cancel: a message each time and nothing changed', async ({ page }) => {
  await openSignedIn(page, CANCELS.provider, CANCELS.email, '/payments');
  const { section, heading } = await invoiceWithSomethingDue(page);
  const before = await section.innerText();
  await section.getByRole('button', { name: /^Pay now: invoice / }).click();
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline card' }).click();
  await expect(page.getByText('Your card was declined')).toBeVisible();
  await expect(page).toHaveURL(/\/payments$/);
  expect(await page.getByRole('region', { name: heading }).innerText()).toBe(before);

  await page
    .getByRole('region', { name: heading })
    .getByRole('button', { name: /^Pay now: invoice / })
    .click();
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
  const after = page.getByRole('region', { name: heading });
  await expect(after.getByRole('button', { name: /^Pay now: invoice / })).toBeVisible();
  expect(await after.innerText()).toBe(before);
});

test('Pay now pressed three times in one task, double-clicked or held down opens one checkout each time', async ({
  page,
}) => {
  await openSignedIn(page, PRESSES.provider, PRESSES.email, '/payments');
  const { section } = await invoiceWithSomethingDue(page);
  const sessions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/student\/[^/]+\/stripeSession$/.test(request.url()))
      sessions.push(request.url());
  });
  const payNow = section.getByRole('button', { name: /^Pay now: invoice / });
  const checkout = page.getByRole('heading', { name: 'Card payment (development checkout)' });
  const cancel = async () => {
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
  };

  // Three presses in one task (before the page can draw the busy button).
  await payNow.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
    button.click();
  });
  await expect(checkout).toBeVisible();
  expect(sessions).toHaveLength(1);
  await cancel();

  // A double click.
  await payNow.dblclick();
  await expect(checkout).toBeVisible();
  expect(sessions).toHaveLength(2);
  await cancel();

  // Enter held down: the key repeats.
  await payNow.focus();
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await expect(checkout).toBeVisible();
  expect(sessions).toHaveLength(3);

  // Back from the checkout page without a response: Pay now can be pressed again.
  await page.goBack();
  await expect(payNow).toBeEnabled();
  await expect(payNow).toHaveText('Pay now');
});
