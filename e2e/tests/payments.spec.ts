import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';

test('payments: one section per invoice with paid, due and signed transactions', async ({ page }) => {
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const invoices = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Invoice / }) });
  await expect(invoices).toHaveCount(4);
  const first = invoices.first();
  await expect(first).toContainText('Paid');
  await expect(first).toContainText('Due');
  const amounts = await first.getByRole('row').allInnerTexts();
  expect(amounts.join('\n')).toMatch(/[+-]\$\d[\d,]*\.\d{2}/);
  // Dates are in format LL (e.g. "March 4, 2025").
  expect(amounts.join('\n')).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
  // The contact footer of the provider.
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.locator('a[href^="tel:"]')).toBeVisible();
});

test('payments: on a 360 px phone a transaction is a card: date and amount, then type and account', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
  const table = page.getByRole('table').first();
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  await expect(cells).toHaveCount(4);
  const [date, type, account, amount] = await Promise.all(
    [0, 1, 2, 3].map(async (i) => (await cells.nth(i).boundingBox())!),
  );
  // Date and amount on the first line, the amount at the end; type and account under them.
  expect(Math.abs(amount!.y - date!.y)).toBeLessThan(2);
  expect(amount!.x).toBeGreaterThan(date!.x + date!.width - 1);
  expect(type!.y).toBeGreaterThanOrEqual(date!.y + date!.height - 1);
  expect(Math.abs(account!.y - type!.y)).toBeLessThan(2);
  expect(Math.abs(account!.x + account!.width - (amount!.x + amount!.width))).toBeLessThan(2);
  expect(amount!.x + amount!.width).toBeLessThanOrEqual(360);
  // The column headers are there for screen readers only.
  for (const header of await table.getByRole('columnheader').all())
    expect((await header.boundingBox())!.width).toBeLessThanOrEqual(1);
});

test('payments: a 404 shows the no-invoices text, not an error', async ({ page }) => {
  await openSignedIn(page, 'up-online', ACCOUNTS.liam.email, '/payments');
  await expect(page.getByText('You have no invoices yet.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('payments: pages of 8 invoices with load more', async ({ page }) => {
  await openSignedIn(page, 'ichm', ACCOUNTS.mei.email, '/payments');
  const invoices = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Invoice / }) });
  await expect(invoices).toHaveCount(8);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(invoices).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('payments: a failed call shows its message in an error bar', async ({ page }) => {
  await page.route('**/v1/secure/payment?*', (route) => route.fulfill({ status: 503, body: '{}' }));
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
  await expect(page.getByRole('alert')).toContainText(
    'Service Unavailable: Up API GET v1/secure/payment?studentupid=',
  );
});
