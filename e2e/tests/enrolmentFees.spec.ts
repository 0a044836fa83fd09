// The fees step of the enrolment wizard in the running portal, through the dev-api's checkout
// simulator: a card cancelled, tried again and paid; Zip declined, then approved and charged once even when the
// return address is loaded twice; a card declined, a closed checkout tab; instalment plans by bank account and by
// credit card, set up after their schedule; the bank transfer's details; axe
// and screenshots at 1280 and 360 px. Each test starts from a returning student's application at the fees step
// (startApplicationAt); each has an account no other spec applies with.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { next, stepHeading, storedApplication } from '../support/enrolment';
import { startApplicationAt, type Applicant } from '../support/returningApplication';
import { violations } from '../support/axe';
import { shellUrl, VAR_DIR } from '../support/ports';

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 15_000 });

const CARD = { provider: 'iahealth', email: 'priya.sharma@iahealth.demo', country: 'AU' as const };
const ZIP = {
  provider: 'nz-institute-of-sport',
  email: 'tamati.rangi@nz-institute-of-sport.demo',
  country: 'NZ' as const,
};
const PLAN = { provider: 'nzst', email: 'grace.taufa@nzst.demo', country: 'NZ' as const };
const CARD_PLAN = { provider: 'soe', email: 'charlotte.evans@soe.demo', country: 'AU' as const };

/** A returning student's application at the fees step: every step before it saved (created through the dev-api;
 * enrolment.spec.ts walks the steps' pages), its fees shown. */
async function openFees(page: Page, who: Applicant) {
  const applicationId = await startApplicationAt(page, who, 'fees');
  await expect(stepHeading(page, 'Fees and payment')).toBeVisible();
  // Documents can follow later: the steps before are done, Documents among them.
  await expect(
    page.getByRole('list', { name: 'Steps' }).getByRole('listitem').filter({ hasText: 'Documents' }),
  ).toContainText('(completed)');
  await expect(page.getByRole('table', { name: 'Fees' })).toBeVisible();
  return applicationId;
}

/** The dev-api's Zip charges of a checkout (its record files on disk). */
function chargesOf(checkoutId: string): unknown[] {
  const dir = path.join(VAR_DIR, 'data', 'records', 'charges');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { checkoutId?: string })
    .filter((charge) => charge.checkoutId === checkoutId);
}

const outcome = (page: Page) => page.getByTestId('fees-outcome');

test('card: cancelled, declined, a closed checkout tab, then paid; the return loaded twice; axe at 1280 and 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const applicationId = await openFees(page, CARD);
  // AUD, two digits, no plus on an amount due.
  await expect(page.getByTestId('fees-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(next(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Card, paid now' }).check({ force: true });
  await expect(page.getByRole('list', { name: 'Cards accepted' }).getByRole('img')).toHaveCount(3);
  await page.waitForFunction(() => document.getAnimations().length === 0);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/fees-step-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/fees-step-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(outcome(page)).toHaveText('The payment was cancelled. Nothing was charged.');
  // The return's query is taken out of the address.
  await expect(page).toHaveURL(/\/enrol\/fees$/);
  await expect(next(page)).toBeDisabled();
  expect(storedApplication(applicationId)).toMatchObject({
    payment: { method: 'card', status: 'cancelled' },
  });

  // Declined on the checkout page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline card' }).click();
  await expect(outcome(page)).toHaveText('Your card was declined. Nothing was charged.');
  await expect(next(page)).toBeDisabled();
  expect(storedApplication(applicationId)).toMatchObject({ payment: { method: 'card', status: 'declined' } });

  // A closed tab: the checkout page left without an answer, the portal opened again in a new tab.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  const checkoutAddress = page.url();
  const portal = await page.context().newPage();
  await page.close();
  await portal.setViewportSize({ width: 1280, height: 900 });
  await portal.goto(shellUrl(CARD.provider, '/enrol/fees'));
  await expect(outcome(portal)).toHaveText('A payment was started but not finished. Nothing was charged.');
  await expect(next(portal)).toBeDisabled();
  expect(storedApplication(applicationId)).toMatchObject({ payment: { method: 'card', status: 'open' } });
  expect(await violations(portal)).toEqual([]);

  // Tried again: the checkout left open is given again (one open at a time, never a second one), paid.
  await portal.getByRole('button', { name: 'Try again' }).click();
  await expect(portal.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  expect(portal.url()).toBe(checkoutAddress);
  await portal.getByRole('button', { name: 'Pay', exact: true }).click();
  await cardPaid(portal, applicationId);
});

/** The paid card: the server's record, a reload and the return address loaded twice keep it paid (one payment), and
 * Next goes on to the review, which names the way. */
async function cardPaid(page: Page, applicationId: string) {
  await expect(outcome(page)).toHaveText('Your fees are paid. Thank you. Choose Next to go on.');
  const payment = storedApplication(applicationId).payment as { checkoutId: string; status: string };
  expect(payment).toMatchObject({ method: 'card', status: 'paid' });
  expect(await violations(page)).toEqual([]);
  await expect(page.getByRole('radio', { name: 'Bank transfer' })).toBeDisabled();
  // A reload keeps the paid state (the server's record), as does the return address loaded twice.
  await page.reload();
  await expect(outcome(page)).toHaveText(/Your fees are paid/);
  const back = shellUrl(CARD.provider, `/enrol/fees?status=paid&checkoutId=${payment.checkoutId}`);
  for (let i = 0; i < 2; i += 1) {
    await page.goto(back);
    await expect(outcome(page)).toHaveText(/Your fees are paid/);
    await expect(page).toHaveURL(/\/enrol\/fees$/);
  }
  expect(storedApplication(applicationId).payment).toEqual(payment);
  await next(page).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fees and payment' })).toContainText('Card, paid now');
  expect(storedApplication(applicationId)).toMatchObject({
    paymentDetails: { paymentProvider: 'Credit Card' },
  });
}

test('Zip: declined, then approved and charged once even when the return address is loaded twice', async ({
  page,
}) => {
  const applicationId = await openFees(page, ZIP);
  // NZ: the fees-free check.
  await expect(page.getByRole('note', { name: 'Fees-free eligibility' })).toBeVisible();
  await page.getByRole('radio', { name: 'Zip: buy now, pay later' }).check({ force: true });
  await page.getByRole('button', { name: 'Continue to Zip' }).click();
  await expect(page.getByRole('heading', { name: 'Zip (development checkout)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(outcome(page)).toHaveText('The payment was cancelled. Nothing was charged.');
  expect(storedApplication(applicationId)).toMatchObject({ payment: { method: 'zip', status: 'cancelled' } });

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Zip (development checkout)' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(outcome(page)).toHaveText('Zip declined the payment. Nothing was charged.');
  await expect(next(page)).toBeDisabled();

  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(outcome(page)).toHaveText('Your fees are paid. Thank you. Choose Next to go on.');
  const payment = storedApplication(applicationId).payment as { checkoutId: string; status: string };
  expect(payment.status).toBe('paid');
  expect(chargesOf(payment.checkoutId)).toHaveLength(1);

  // The return address loaded again, twice: still paid, no second charge.
  const back = shellUrl(ZIP.provider, `/enrol/fees?status=paid&checkoutId=${payment.checkoutId}`);
  for (let i = 0; i < 2; i += 1) {
    await page.goto(back);
    await expect(outcome(page)).toHaveText(/Your fees are paid/);
    await expect(page).toHaveURL(/\/enrol\/fees$/);
  }
  expect(chargesOf(payment.checkoutId)).toHaveLength(1);
  await expect(next(page)).toBeEnabled();
});

test('instalments: the schedule before confirming, then the plan is set up; bank transfer shows its details', async ({
  page,
}) => {
  const applicationId = await openFees(page, PLAN);
  await page.getByRole('radio', { name: 'Bank transfer' }).check({ force: true });
  const bank = page.getByRole('region', { name: 'Bank details' });
  await expect(bank).toContainText(`APP-${applicationId.replace(/-/g, '').slice(-8).toUpperCase()}`);
  await expect(bank).toContainText('Fees Trust Account');
  await expect(next(page)).toBeEnabled();

  await page.getByRole('radio', { name: 'Instalments' }).check({ force: true });
  await expect(next(page)).toBeDisabled();
  await page.getByRole('combobox', { name: /^How often/ }).selectOption({ label: 'Monthly' });
  await page.getByRole('radio', { name: 'Direct debit from a bank account' }).check({ force: true });
  const schedule = page.getByRole('table', { name: 'Instalment schedule' });
  await expect(schedule.getByRole('row').nth(1)).toContainText('Deposit');
  expect(await schedule.getByRole('row').count()).toBeGreaterThan(3);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm the instalment plan' }).click();
  await expect(outcome(page)).toHaveText('Your instalment plan is set up. Choose Next to go on.');
  expect(storedApplication(applicationId)).toMatchObject({
    payment: {
      method: 'instalments',
      status: 'set up',
      instalmentMethod: 'Bank Account',
      frequency: 'Monthly',
    },
  });
  await next(page).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  expect(storedApplication(applicationId)).toMatchObject({
    paymentDetails: { paymentProvider: 'Bank Account', paymentInstallmentMethod: 'Bank Account' },
  });
});

test('instalments by credit card: the card subscription is set up once, and the step stays settled on return', async ({
  page,
}) => {
  const applicationId = await openFees(page, CARD_PLAN);
  await page.getByRole('radio', { name: 'Instalments' }).check({ force: true });
  await page.getByRole('combobox', { name: /^How often/ }).selectOption({ label: 'Fortnightly' });
  await page.getByRole('radio', { name: 'Credit card' }).check({ force: true });
  const schedule = page.getByRole('table', { name: 'Instalment schedule' });
  await expect(schedule.getByRole('row').nth(1)).toContainText('Deposit');
  // AUD at soe: every amount with two digits.
  for (const amount of await schedule.getByRole('row').locator('td:last-child').allTextContents())
    expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.getByRole('button', { name: 'Confirm the instalment plan' }).click();
  await expect(outcome(page)).toHaveText('Your instalment plan is set up. Choose Next to go on.');
  const payment = storedApplication(applicationId).payment;
  expect(payment).toMatchObject({
    method: 'instalments',
    status: 'set up',
    instalmentMethod: 'Credit Card',
    frequency: 'Fortnightly',
  });
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/fees-plan-soe-360.png', fullPage: true });
  // Opened again: still set up, one plan.
  await page.reload();
  await expect(outcome(page)).toHaveText('Your instalment plan is set up. Choose Next to go on.');
  expect(storedApplication(applicationId).payment).toEqual(payment);
  await next(page).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  expect(storedApplication(applicationId)).toMatchObject({
    paymentDetails: { paymentProvider: 'Credit Card', paymentInstallmentMethod: 'Credit Card' },
  });
});
