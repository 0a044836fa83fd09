/** Black-box tests of paying: pricing, card and Zip checkouts through the development checkout page,
 * the Zip charge's opportunityId header, direct debit and card subscriptions. */
import { DEMO_PASSWORD, type StoredRecord } from '@portal/mock-api';
import { readCollection } from './testing/dataFolder';
import { answer, apiSend, setUpSignedIn, signIn } from './testing/devApiProcess';

jest.setTimeout(30000);

const PORTAL = 'http://ichm.localhost:3000';
const server = setUpSignedIn();
const send = server.send;
let applicationId: string;

beforeAll(async () => {
  const [, application] = await send('POST', 'v2/studentApplication', {
    provider: 'ichm',
    personalDetails: { firstName: 'Mei', lastName: 'Chen' },
    studyDetails: { productCRMId: 'PRD-SIT50422' },
  });
  applicationId = application.id;
});

type Checkout = { id: string; url: string; amount: number; currency: string; status: string };

/** Opens the checkout page and presses a button; answers where the browser is sent. */
async function press(url: string, action: 'pay' | 'decline' | 'cancel'): Promise<Response> {
  const page = await fetch(url);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toMatch(/value="pay">(Pay|Approve)<\/button>/);
  expect(html).toMatch(/value="decline">(Decline card|Decline)<\/button>/);
  expect(html).toContain('value="cancel">Cancel</button>');
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });
}

test('pricing of a product, an application and an invoice', async () => {
  const [status, pricing] = await send<{ currency: string; totalAmount: number; fees: { amount: number }[] }>(
    'GET',
    'v2/product/PRD-SIT50422/pricing',
  );
  expect(status).toBe(200);
  expect(pricing.currency).toBe('AUD');
  expect(pricing.totalAmount).toBe(pricing.fees.reduce((sum, f) => sum + f.amount, 0));
  const [, ofApplication] = await send('GET', `v2/secure/application/${applicationId}/pricing`);
  expect(ofApplication).toMatchObject({ applicationId, totalAmount: pricing.totalAmount });
  // An AU provider's account: BSB and account number, and the application's own reference.
  expect(ofApplication.bankTransfer).toMatchObject({
    accountName: expect.stringContaining('Fees Trust Account'),
    bsb: expect.stringMatching(/^\d{3}-\d{3}$/),
    reference: `APP-${applicationId.replace(/-/g, '').slice(-8).toUpperCase()}`,
  });
  const [, payments] = await send<{ invoices: { InvoiceID: string; AmountDue: number }[] }>(
    'GET',
    'v1/secure/payment',
  );
  const invoice = payments.invoices[0];
  const [, ofInvoice] = await send('GET', `v2/secure/invoice/${invoice?.InvoiceID}/pricing`);
  expect(ofInvoice).toMatchObject({ invoiceId: invoice?.InvoiceID, amountDue: invoice?.AmountDue });
  expect((await send('GET', 'v2/product/nope/pricing'))[0]).toBe(404);
});

test('a card checkout opens the checkout page; Pay goes back to the success address', async () => {
  const [status, session] = await send<Checkout>(
    'POST',
    `v1/secure/studentApplication/${applicationId}/stripeSession`,
    {
      successUrl: `${PORTAL}/apply/paid`,
      cancelUrl: `${PORTAL}/apply/payment`,
    },
  );
  expect(status).toBe(201);
  // The page's address is a secret of its own, not the checkout id.
  expect(session.url).toMatch(new RegExp(`^${server.api.baseUrl}/dev/checkout/[A-Za-z0-9_-]{43}$`));
  expect(session.url).not.toContain(session.id);
  const back = await press(session.url, 'pay');
  expect(back.status).toBe(303);
  expect(back.headers.get('location')).toBe(`${PORTAL}/apply/paid?status=paid&checkoutId=${session.id}`);
  const again = await fetch(session.url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
  expect(again.status).toBe(409);
  expect(await (await fetch(session.url)).text()).toContain('This checkout is paid.');
});

test('a Zip checkout can be cancelled; a foreign return address is refused', async () => {
  // The first application is paid by now (the test above): a fresh one.
  const applicationId = await newApplication();
  const [, zip] = await send<Checkout & { uri: string }>(
    'POST',
    `v1/secure/studentApplication/${applicationId}/zipCheckout`,
    { redirectUri: `${PORTAL}/apply/zip` },
  );
  expect(zip.uri).toBe(zip.url);
  const back = await press(zip.url, 'cancel');
  expect(back.headers.get('location')).toBe(`${PORTAL}/apply/zip?status=cancelled&checkoutId=${zip.id}`);
  const [refused] = await send('POST', `v1/secure/studentApplication/${applicationId}/stripeSession`, {
    returnUrl: 'https://evil.example/',
  });
  expect(refused).toBe(400);
});

test("a student's card session charges what is due (with the student's token)", async () => {
  const [, student] = await send<{ studentUPId: string }>('GET', 'v1/secure/student');
  const [status, session] = await answer<Checkout>(
    apiSend(server.api.baseUrl, 'POST', `v1/student/${student.studentUPId}/stripeSession`, {
      body: {},
      token: server.token,
    }),
  );
  expect([status, session.currency, session.amount > 0]).toEqual([201, 'AUD', true]);
});

test('the Zip charge needs the opportunityId header', async () => {
  const [missing, error] = await send('POST', 'v1/secure/zip/charge', { amount: 120 });
  expect([missing, error.message]).toEqual([400, 'The opportunityId header is required']);
});

test("a Zip charge needs an approved checkout of the caller's own application, for the checkout's amount", async () => {
  const charges = () => readCollection(server.dataDir, 'charges').length;
  const before = charges();
  // Another applicant's application, with its own approved Zip checkout.
  const { tokens } = await signIn({
    baseUrl: server.api.baseUrl,
    group: 'cognito',
    email: 'oliver.nguyen@ichm.demo',
    password: DEMO_PASSWORD,
    origin: PORTAL,
  });
  const oliver = <T = StoredRecord>(method: string, path: string, body?: unknown) =>
    answer<T>(apiSend(server.api.baseUrl, method, path, { token: tokens.access_token, body }));
  const [, theirs] = await oliver('POST', 'v2/studentApplication', {
    provider: 'ichm',
    personalDetails: { firstName: 'Oliver', lastName: 'Nguyen' },
    studyDetails: { productCRMId: 'PRD-SIT50422' },
  });
  const [, theirZip] = await oliver<Checkout>(
    'POST',
    `v1/secure/studentApplication/${theirs.id}/zipCheckout`,
    {
      redirectUri: `${PORTAL}/enrol/fees`,
    },
  );
  await press(theirZip.url, 'pay');
  const theirOpportunity = String(theirs.opportunityId);

  // Their opportunity, a negative amount, with or without their checkout: as if it did not exist.
  for (const body of [
    { amount: -500 },
    { amount: -500, checkoutId: theirZip.id },
    { checkoutId: theirZip.id },
  ])
    expect(await send('POST', 'v1/secure/zip/charge', body, { opportunityId: theirOpportunity })).toEqual([
      404,
      { message: 'No matching application' },
    ]);
  // An opportunity of nobody's.
  expect((await send('POST', 'v1/secure/zip/charge', { amount: 120 }, { opportunityId: 'OPP-7' }))[0]).toBe(
    404,
  );
  // Their checkout named with the caller's own opportunity.
  const id = await newApplication();
  const mine = await opportunityOf(id);
  expect(
    (await send('POST', 'v1/secure/zip/charge', { checkoutId: theirZip.id }, { opportunityId: mine }))[0],
  ).toBe(404);
  // The caller's own application with no approved checkout: nothing to charge.
  const [none, noneError] = await send(
    'POST',
    'v1/secure/zip/charge',
    { amount: 120 },
    { opportunityId: mine },
  );
  expect([none, noneError.message]).toEqual([409, 'This application has no approved Zip checkout']);
  expect(charges()).toBe(before);

  // Approved: the charge is the checkout's amount, whatever the body says.
  const [, zip] = await send<Checkout>('POST', `v1/secure/studentApplication/${id}/zipCheckout`, {
    redirectUri: `${PORTAL}/enrol/fees`,
    amount: 0.01,
  });
  const [, pricing] = await send<{ totalAmount: number }>('GET', `v2/secure/application/${id}/pricing`);
  expect(zip.amount).toBe(pricing.totalAmount);
  await press(zip.url, 'pay');
  const [created, charge] = await send(
    'POST',
    'v1/secure/zip/charge',
    { amount: -500 },
    { opportunityId: mine },
  );
  expect(created).toBe(201);
  expect(charge).toMatchObject({ checkoutId: zip.id, amount: pricing.totalAmount, state: 'captured' });
  expect(charges()).toBe(before + 1);
});

test('direct debit, its notifications and a card subscription are recorded', async () => {
  const [status, account] = await send('POST', 'v1/secure/debitSuccess', { frequency: 'Weekly', amount: 55 });
  expect(status).toBe(201);
  expect(account).toMatchObject({
    status: 'Active',
    frequency: 'Weekly',
    accountReference: expect.stringMatching(/^DS\d{6}$/),
  });
  const [notified, received] = await send('POST', 'v1/debitSuccess/notification/DS100001/payment', {
    ok: true,
  });
  expect([notified, received.received]).toEqual([200, true]);
  const [created, subscription] = await send('POST', 'v1/secure/createStripeIntentAndSubscription', {
    amount: 55,
  });
  expect(created).toBe(201);
  expect(String(subscription.clientSecret)).toMatch(/^pi_[0-9a-f]+_secret_/);
});

/** A fresh application of the signed-in account, with a course. */
async function newApplication(): Promise<string> {
  const [, application] = await send('POST', 'v2/studentApplication', {
    provider: 'ichm',
    personalDetails: { firstName: 'Mei', lastName: 'Chen' },
    studyDetails: { productCRMId: 'PRD-SIT50422' },
  });
  return application.id;
}

/** The opportunity the server gave an application (what the Zip charge names in its header). */
const opportunityOf = async (id: string): Promise<string> =>
  String((await send('GET', `v2/secure/studentApplication/${id}`))[1].opportunityId);

const paymentOf = async (id: string) => (await send('GET', `v2/secure/studentApplication/${id}`))[1].payment;

test('the outcome of a card checkout is kept on its application; a paid application opens no second checkout', async () => {
  const id = await newApplication();
  const success = { successUrl: `${PORTAL}/enrol/fees`, cancelUrl: `${PORTAL}/enrol/fees` };
  const [, first] = await send<Checkout>('POST', `v1/secure/studentApplication/${id}/stripeSession`, success);
  expect(await paymentOf(id)).toMatchObject({ method: 'card', status: 'open', checkoutId: first.id });
  const declined = await press(first.url, 'decline');
  expect(declined.headers.get('location')).toBe(
    `${PORTAL}/enrol/fees?status=declined&checkoutId=${first.id}`,
  );
  expect(await paymentOf(id)).toMatchObject({ status: 'declined', checkoutId: first.id });

  const [, second] = await send<Checkout>(
    'POST',
    `v1/secure/studentApplication/${id}/stripeSession`,
    success,
  );
  await press(second.url, 'pay');
  expect(await paymentOf(id)).toMatchObject({ method: 'card', status: 'paid', checkoutId: second.id });
  // The client cannot write the record, nor pay again.
  await send('PATCH', `v2/secure/studentApplication/${id}`, { payment: { status: 'open' } });
  expect(await paymentOf(id)).toMatchObject({ status: 'paid' });
  const [again, refusal] = await send('POST', `v1/secure/studentApplication/${id}/stripeSession`, success);
  expect([again, refusal.message]).toEqual([409, 'The fees of this application are already paid or planned']);
});

test('a Zip checkout is charged once, only once approved, only with its opportunity', async () => {
  const id = await newApplication();
  const [, zip] = await send<Checkout>('POST', `v1/secure/studentApplication/${id}/zipCheckout`, {
    redirectUri: `${PORTAL}/enrol/fees`,
  });
  const [notYet] = await send(
    'POST',
    'v1/secure/zip/charge',
    { checkoutId: zip.id },
    { opportunityId: await opportunityOf(id) },
  );
  expect(notYet).toBe(409);
  expect((await (await fetch(zip.url)).text()).includes('value="pay">Approve</button>')).toBe(true);
  await press(zip.url, 'pay');
  expect(await paymentOf(id)).toMatchObject({ method: 'zip', status: 'approved', checkoutId: zip.id });
  const [wrong] = await send(
    'POST',
    'v1/secure/zip/charge',
    { checkoutId: zip.id },
    { opportunityId: 'OPP-9' },
  );
  expect(wrong).toBe(404);
  const [created, charge] = await send(
    'POST',
    'v1/secure/zip/charge',
    { checkoutId: zip.id },
    { opportunityId: await opportunityOf(id) },
  );
  expect(created).toBe(201);
  expect(charge).toMatchObject({ checkoutId: zip.id, amount: zip.amount, state: 'captured' });
  // The return page loaded twice charges nothing more: the same charge comes back.
  const [repeated, same] = await send(
    'POST',
    'v1/secure/zip/charge',
    { checkoutId: zip.id },
    { opportunityId: await opportunityOf(id) },
  );
  expect([repeated, same.id]).toEqual([200, charge.id]);
  expect(await paymentOf(id)).toMatchObject({ method: 'zip', status: 'paid', chargeId: charge.id });
});

test('a declined Zip checkout is not charged', async () => {
  const id = await newApplication();
  const [, zip] = await send<Checkout>('POST', `v1/secure/studentApplication/${id}/zipCheckout`, {
    redirectUri: `${PORTAL}/enrol/fees`,
  });
  const back = await press(zip.url, 'decline');
  expect(back.headers.get('location')).toBe(`${PORTAL}/enrol/fees?status=declined&checkoutId=${zip.id}`);
  const [status, error] = await send(
    'POST',
    'v1/secure/zip/charge',
    { checkoutId: zip.id },
    { opportunityId: await opportunityOf(id) },
  );
  expect([status, error.message]).toEqual([409, 'This Zip checkout is declined, not approved']);
  expect(await paymentOf(id)).toMatchObject({ method: 'zip', status: 'declined' });
});

/** The instalment plan of `frequency` an application's pricing offers, as the fees step sends it. */
async function planOf(id: string, frequency: string) {
  const [, pricing] = await send<{
    currency: string;
    instalmentPlans: { frequency: string; count: number; amount: number }[];
  }>('GET', `v2/secure/application/${id}/pricing`);
  const plan = pricing.instalmentPlans.find((p) => p.frequency === frequency);
  return {
    applicationId: id,
    frequency,
    amount: plan?.amount,
    count: plan?.count,
    currency: pricing.currency,
  };
}

test("an application's instalment plan is kept on it and set up once", async () => {
  const id = await newApplication();
  const plan = await planOf(id, 'Fortnightly');
  const [created, subscription] = await send('POST', 'v1/secure/createStripeIntentAndSubscription', plan);
  expect(created).toBe(201);
  expect(await paymentOf(id)).toMatchObject({
    method: 'instalments',
    status: 'set up',
    instalmentMethod: 'Credit Card',
    frequency: 'Fortnightly',
    reference: subscription.subscriptionId,
  });
  const [again, same] = await send('POST', 'v1/secure/createStripeIntentAndSubscription', plan);
  expect([again, same.id]).toEqual([200, subscription.id]);
  const [debit, account] = await send('POST', 'v1/secure/debitSuccess', await planOf(id, 'Monthly'));
  expect(debit).toBe(201);
  expect(await paymentOf(id)).toMatchObject({
    instalmentMethod: 'Bank Account',
    reference: account.accountReference,
  });
  const [foreign] = await send('POST', 'v1/secure/debitSuccess', { ...plan, applicationId: 'nope' });
  expect(foreign).toBe(404);
});

describe("paying one of the student's invoices at the checkout page", () => {
  type Payments = {
    invoices: {
      InvoiceID: string;
      InvoiceNumber: string;
      AmountDue: number;
      AmountPaid: number;
      Status: string;
      Payments: { PaymentID: string }[];
    }[];
    payments: {
      PaymentID: string;
      Amount: number;
      PaymentType: string;
      Invoice: { InvoiceNumber: string };
    }[];
  };
  const payments = async () => (await send<Payments>('GET', 'v1/secure/payment'))[1];
  const session = async (body: Record<string, unknown>) => {
    const [, student] = await send<{ studentUPId: string }>('GET', 'v1/secure/student');
    return answer<Checkout & { message?: string }>(
      apiSend(server.api.baseUrl, 'POST', `v1/student/${student.studentUPId}/stripeSession`, {
        body,
        token: server.token,
      }),
    );
  };
  const back = `${PORTAL}/payments`;

  test('Cancel changes nothing; an unknown invoice is 404; a foreign return address is refused', async () => {
    const before = await payments();
    const invoice = before.invoices.find((i) => i.AmountDue > 0);
    if (!invoice) throw new Error('the seed has another invoice with something due');
    const [, checkout] = await session({
      invoiceId: invoice.InvoiceNumber,
      successUrl: back,
      cancelUrl: back,
    });
    const cancelled = await press(checkout.url, 'cancel');
    expect(cancelled.headers.get('location')).toBe(`${back}?status=cancelled&checkoutId=${checkout.id}`);
    expect(await payments()).toEqual(before);
    expect((await session({ invoiceId: 'INV-NOPE' }))[0]).toBe(404);
    expect((await session({ invoiceId: invoice.InvoiceID, successUrl: 'https://evil.example/' }))[0]).toBe(
      400,
    );
  });

  test('Pay records one card payment against the invoice; its amount due drops to nothing', async () => {
    const before = await payments();
    const invoice = before.invoices.find((i) => i.AmountDue > 0);
    if (!invoice) throw new Error('the seed has an invoice with something due');
    // The body's amount is not what is charged: the invoice's amount due is.
    const [status, checkout] = await session({
      invoiceId: invoice.InvoiceID,
      amount: 1,
      successUrl: back,
      cancelUrl: back,
    });
    expect([status, checkout.amount]).toEqual([201, invoice.AmountDue]);
    expect(await (await fetch(checkout.url)).text()).toContain(`Invoice ${invoice.InvoiceNumber}`);
    // Two Pays at once: one is taken, the other refused; one payment is recorded.
    const pay = () =>
      fetch(checkout.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      });
    const statuses = (await Promise.all([pay(), pay()])).map((r) => r.status).sort();
    expect(statuses).toEqual([303, 409]);

    const after = await payments();
    expect(after.payments).toHaveLength(before.payments.length + 1);
    const [added] = after.payments;
    expect(added).toMatchObject({
      Amount: invoice.AmountDue,
      PaymentType: 'ACCRECPAYMENT',
      Invoice: { InvoiceNumber: invoice.InvoiceNumber },
    });
    const paid = after.invoices.find((i) => i.InvoiceID === invoice.InvoiceID);
    expect(paid).toMatchObject({
      AmountDue: 0,
      AmountPaid: Math.round((invoice.AmountPaid + invoice.AmountDue) * 100) / 100,
      Status: 'PAID',
    });
    expect(paid?.Payments.map((p) => p.PaymentID)).toContain(added?.PaymentID);
    // Nothing is due on it any more.
    const [again, refused] = await session({ invoiceId: invoice.InvoiceID, successUrl: back });
    expect([again, refused.message]).toEqual([409, 'Nothing is due on this invoice']);
  });
});
