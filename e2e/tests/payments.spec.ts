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
