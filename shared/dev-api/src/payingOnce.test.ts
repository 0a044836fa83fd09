/** Black-box tests of paying once, as a card processor's idempotency does: what a checkout is for (an invoice, all
 * that is due, an application's fees) has one open checkout at a time, returned again to a second session (a second
 * tab); an `Idempotency-Key` names one attempt; a press on a page that is no longer open, or Pay on a checkout whose
 * invoice or application was paid or given a newer checkout meanwhile, charges nothing and says so. */
import { DEMO_PASSWORD, type StoredRecord } from '@portal/mock-api';
import { readCollection } from './testing/dataFolder';
import { answer, apiSend, corsPreflight, setUpSignedIn, signIn, startDevApi } from './testing/devApiProcess';

jest.setTimeout(30000);

const PORTAL = 'http://ichm.localhost:3000';
const BACK = `${PORTAL}/payments`;
const server = setUpSignedIn();

type Checkout = { id: string; url: string; amount: number; status: string; message?: string };
type Payments = {
  invoices: { InvoiceID: string; InvoiceNumber: string; AmountDue: number; Payments: unknown[] }[];
  payments: { PaymentID: string; Amount: number }[];
};

/** A student of the seed, signed in: their calls with their token. */
async function student(email: string) {
  const slug = email.split('@')[1]?.replace(/\.demo$/, '') ?? '';
  const { tokens } = await signIn({
    baseUrl: server.api.baseUrl,
    group: 'cognito',
    email,
    password: DEMO_PASSWORD,
    origin: `http://${slug}.localhost:3000`,
  });
  const send = <T = StoredRecord>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => answer<T>(apiSend(server.api.baseUrl, method, path, { token: tokens.access_token, body, headers }));
  const [, profile] = await send<{ studentUPId: string }>('GET', 'v1/secure/student');
  const payments = async () => (await send<Payments>('GET', 'v1/secure/payment'))[1];
  const due = async () => {
    const invoice = (await payments()).invoices.find((i) => i.AmountDue > 0);
    if (!invoice) throw new Error(`${email} has nothing due in the seed`);
    return invoice;
  };
  /** The card session of an invoice (or of all that is due), as Pay now opens it. */
  const session = (body: Record<string, unknown>, key?: string) =>
    send<Checkout>(
      'POST',
      `v1/student/${profile.studentUPId}/stripeSession`,
      { successUrl: BACK, cancelUrl: BACK, ...body },
      key === undefined ? {} : { 'Idempotency-Key': key },
    );
  return { send, payments, due, session };
}

/** A press of a button of a checkout page, as its form sends it. */
const press = (url: string, action: 'pay' | 'decline' | 'cancel') =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });

/** The way back to the portal a page that charged nothing offers: the return address with `status=closed`. */
const backLink = (id: string) =>
  `<a href="${BACK}?status=closed&amp;checkoutId=${id}">Return to the portal</a>`;

const checkouts = () => readCollection(server.dataDir, 'checkouts');

describe("a student's invoice", () => {
  test('two tabs: the second session answers the open checkout; Pay charges once; the other tab charges nothing and says so', async () => {
    const mei = await student('mei.chen@ichm.demo');
    const before = await mei.payments();
    const invoice = await mei.due();
    // Pay now in tab A, then in tab B (each its own attempt, its own key), then two at once.
    const [openedA, a] = await mei.session({ invoiceId: invoice.InvoiceID }, 'attempt-a');
    const [openedB, b] = await mei.session({ invoiceId: invoice.InvoiceID }, 'attempt-b');
    const both = await Promise.all([
      mei.session({ invoiceId: invoice.InvoiceID }),
      mei.session({ invoiceId: invoice.InvoiceNumber }),
    ]);
    expect([openedA, a.status, a.amount]).toEqual([201, 'open', invoice.AmountDue]);
    expect([openedB, b.id, b.url]).toEqual([200, a.id, a.url]);
    expect(both.map(([status, c]) => [status, c.id, c.url])).toEqual([
      [200, a.id, a.url],
      [200, a.id, a.url],
    ]);
    expect(checkouts().filter((c) => c.invoiceId === invoice.InvoiceID)).toHaveLength(1);

    // Tab A pays; tab B, still showing the page, presses Pay too.
    const paid = await press(a.url, 'pay');
    expect([paid.status, paid.headers.get('location')]).toEqual([
      303,
      `${BACK}?status=paid&checkoutId=${a.id}`,
    ]);
    const again = await press(b.url, 'pay');
    const page = await again.text();
    expect(again.status).toBe(409);
    expect(page).toContain('This checkout was already paid. Nothing more was charged.');
    expect(page).toContain(backLink(a.id));
    // Cancel there does not undo it either.
    expect((await press(b.url, 'cancel')).status).toBe(409);

    // One payment recorded, for the amount due; one paid checkout.
    const after = await mei.payments();
    expect(after.payments).toHaveLength(before.payments.length + 1);
    expect(after.payments[0]?.Amount).toBe(invoice.AmountDue);
    expect(after.invoices.find((i) => i.InvoiceID === invoice.InvoiceID)?.AmountDue).toBe(0);
    expect(
      checkouts()
        .filter((c) => c.invoiceId === invoice.InvoiceID)
        .map((c) => c.status),
    ).toEqual(['paid']);
    // The page of the paid checkout says so, with the way back.
    const shown = await (await fetch(b.url)).text();
    expect(shown).toContain('This checkout is paid.');
    expect(shown).toContain(backLink(a.id));
    // Pay now after that: nothing is due, no checkout; the attempt's own key answers its checkout, paid.
    expect(await mei.session({ invoiceId: invoice.InvoiceID })).toEqual([
      409,
      { message: 'Nothing is due on this invoice' },
    ]);
    for (const key of ['attempt-a', 'attempt-b']) {
      const [replayed, attempt] = await mei.session({ invoiceId: invoice.InvoiceID }, key);
      expect([key, replayed, attempt.id, attempt.status]).toEqual([key, 200, a.id, 'paid']);
    }
  });

  test('a checkout whose invoice was paid meanwhile (by a checkout of all that is due) is not charged', async () => {
    const oliver = await student('oliver.nguyen@ichm.demo');
    const invoice = await oliver.due();
    const [, ofInvoice] = await oliver.session({ invoiceId: invoice.InvoiceID });
    const [, ofAll] = await oliver.session({});
    expect(ofAll.id).not.toBe(ofInvoice.id);
    expect((await press(ofAll.url, 'pay')).status).toBe(303);
    const before = await oliver.payments();
    expect(before.invoices.every((i) => i.AmountDue === 0)).toBe(true);

    const late = await press(ofInvoice.url, 'pay');
    const page = await late.text();
    expect(late.status).toBe(409);
    expect(page).toContain(
      'Nothing was charged. What it was for was paid meanwhile. This checkout is closed.',
    );
    expect(page).toContain(backLink(ofInvoice.id));
    expect(await oliver.payments()).toEqual(before);
    expect(checkouts().find((c) => c.id === ofInvoice.id)).toMatchObject({ status: 'closed' });
  });

  test('Cancel on a checkout the other tab has ended goes back to the portal with status=closed, charging nothing', async () => {
    const noah = await student('noah.kumar@soe.demo');
    const before = await noah.payments();
    const invoice = await noah.due();
    const [, a] = await noah.session({ invoiceId: invoice.InvoiceID });
    expect((await press(a.url, 'cancel')).status).toBe(303);
    const again = await press(a.url, 'cancel');
    expect([again.status, again.headers.get('location')]).toEqual([
      303,
      `${BACK}?status=closed&checkoutId=${a.id}`,
    ]);
    expect(await noah.payments()).toEqual(before);
  });

  test("tab A's checkout cancelled while tab B shows it: B's Pay charges nothing; Pay now then opens a new one", async () => {
    const noah = await student('noah.kumar@soe.demo');
    const before = await noah.payments();
    const invoice = await noah.due();
    const [, a] = await noah.session({ invoiceId: invoice.InvoiceID });
    const [, b] = await noah.session({ invoiceId: invoice.InvoiceID });
    expect(b.id).toBe(a.id);
    expect((await press(a.url, 'cancel')).headers.get('location')).toBe(
      `${BACK}?status=cancelled&checkoutId=${a.id}`,
    );
    const late = await press(b.url, 'pay');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This checkout is cancelled. Nothing was charged.');
    expect(await noah.payments()).toEqual(before);

    const [opened, fresh] = await noah.session({ invoiceId: invoice.InvoiceID });
    expect([opened, fresh.id === a.id]).toEqual([201, false]);
    expect((await press(fresh.url, 'pay')).status).toBe(303);
    expect((await noah.payments()).payments).toHaveLength(before.payments.length + 1);
  });

  test('an Idempotency-Key names one attempt: again, the same checkout; for another request, 422; malformed, 400', async () => {
    const lucas = await student('lucas.martin@colab.demo');
    const invoice = await lucas.due();
    const [opened, first] = await lucas.session({ invoiceId: invoice.InvoiceID }, 'k-1');
    const [repeated, same] = await lucas.session({ invoiceId: invoice.InvoiceID }, 'k-1');
    expect([opened, repeated, same.id, same.url]).toEqual([201, 200, first.id, first.url]);
    expect(await lucas.session({}, 'k-1')).toEqual([
      422,
      { message: 'This Idempotency-Key was used for another request' },
    ]);
    for (const key of ['', 'two words', 'x'.repeat(256), 'caf\u00e9'])
      expect([key, ...(await lucas.session({ invoiceId: invoice.InvoiceID }, key))]).toEqual([
        key,
        400,
        { message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters' },
      ]);
    // Another student's key of the same value is theirs: it names nothing of this one.
    const ava = await student('ava.ngata@up-online.demo');
    const [theirs, their] = await ava.session({}, 'k-1');
    expect([theirs, their.id === first.id]).toEqual([201, false]);
    // The portal may send the header (the local API's CORS list).
    const preflight = await corsPreflight(server.api.baseUrl, 'v1/student/1/stripeSession', {
      origin: PORTAL,
      method: 'POST',
      requestHeaders: 'authorization,content-type,idempotency-key',
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});

describe("an application's fees", () => {
  const newApplication = async (): Promise<string> => {
    const [, application] = await server.send('POST', 'v2/studentApplication', {
      provider: 'ichm',
      personalDetails: { firstName: 'Mei', lastName: 'Chen' },
      studyDetails: { productCRMId: 'PRD-SIT50422' },
    });
    return application.id;
  };
  const open = (id: string, kind: 'stripeSession' | 'zipCheckout') =>
    server.send<Checkout>('POST', `v1/secure/studentApplication/${id}/${kind}`, {
      successUrl: `${PORTAL}/enrol/fees`,
      cancelUrl: `${PORTAL}/enrol/fees`,
      redirectUri: `${PORTAL}/enrol/fees`,
    });
  const paymentOf = async (id: string) =>
    (await server.send('GET', `v2/secure/studentApplication/${id}`))[1].payment;
  /** The instalment plan of `frequency` the application's pricing offers, as the fees step sends it. */
  const planOf = async (id: string, frequency: string) => {
    const [, pricing] = await server.send<{
      currency: string;
      instalmentPlans: { frequency: string; amount: number }[];
    }>('GET', `v2/secure/application/${id}/pricing`);
    const plan = pricing.instalmentPlans.find((p) => p.frequency === frequency);
    return { applicationId: id, frequency, amount: plan?.amount, currency: pricing.currency };
  };

  test('two tabs: one card checkout; paid in one, the other charges nothing; no new checkout after', async () => {
    const id = await newApplication();
    const [[first, a], [second, b]] = [await open(id, 'stripeSession'), await open(id, 'stripeSession')];
    expect([first, second, b.id, b.url]).toEqual([201, 200, a.id, a.url]);
    expect((await press(a.url, 'pay')).status).toBe(303);
    const late = await press(b.url, 'pay');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This checkout was already paid. Nothing more was charged.');
    expect(await paymentOf(id)).toMatchObject({ method: 'card', status: 'paid', checkoutId: a.id });
    expect(checkouts().filter((c) => c.applicationId === id)).toHaveLength(1);
    expect((await open(id, 'stripeSession'))[0]).toBe(409);
  });

  test('a Zip checkout opened after a card one closes it: the card charges nothing; an approved Zip opens no card', async () => {
    const id = await newApplication();
    const [, card] = await open(id, 'stripeSession');
    const [opened, zip] = await open(id, 'zipCheckout');
    expect([opened, zip.id === card.id]).toEqual([201, false]);
    const late = await press(card.url, 'pay');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain(
      'This checkout is closed. A newer checkout of the same payment took its place. Nothing was charged.',
    );
    expect(await paymentOf(id)).toMatchObject({ method: 'zip', status: 'open', checkoutId: zip.id });

    expect((await press(zip.url, 'pay')).status).toBe(303);
    expect(await paymentOf(id)).toMatchObject({ method: 'zip', status: 'approved' });
    expect(await open(id, 'stripeSession')).toEqual([
      409,
      { message: 'A Zip payment of this application is approved and waiting to be taken' },
    ]);
  });

  test('an approved Zip whose fees were planned meanwhile is not charged', async () => {
    const id = await newApplication();
    const [, zip] = await open(id, 'zipCheckout');
    expect((await press(zip.url, 'pay')).status).toBe(303);
    const [planned] = await server.send('POST', 'v1/secure/debitSuccess', await planOf(id, 'Monthly'));
    expect(planned).toBe(201);
    const opportunityId = String(
      (await server.send('GET', `v2/secure/studentApplication/${id}`))[1].opportunityId,
    );
    expect(
      await server.send('POST', 'v1/secure/zip/charge', { checkoutId: zip.id }, { opportunityId }),
    ).toEqual([
      409,
      { message: 'The fees of this application were paid or planned another way: nothing was charged' },
    ]);
    expect(readCollection(server.dataDir, 'charges').filter((c) => c.checkoutId === zip.id)).toEqual([]);
    expect(await paymentOf(id)).toMatchObject({ method: 'instalments', status: 'set up' });
  });

  test('a card checkout whose fees were planned meanwhile is not charged', async () => {
    const id = await newApplication();
    const [, card] = await open(id, 'stripeSession');
    const [planned] = await server.send(
      'POST',
      'v1/secure/createStripeIntentAndSubscription',
      await planOf(id, 'Fortnightly'),
    );
    expect(planned).toBe(201);
    const late = await press(card.url, 'pay');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Nothing was charged. These fees were paid or planned meanwhile.');
    expect(await paymentOf(id)).toMatchObject({ method: 'instalments', status: 'set up' });
    expect(checkouts().find((c) => c.id === card.id)).toMatchObject({ status: 'closed' });
  });
});

// Last: the server is restarted (the default account's token is not kept).
describe('a restart', () => {
  test('the open checkout is returned again after a restart (its address is made again, not kept)', async () => {
    const aroha = await student('aroha.parata@colab.demo');
    const invoice = await aroha.due();
    const [, before] = await aroha.session({ invoiceId: invoice.InvoiceID });
    await server.api.stop();
    server.api = await startDevApi(server.dataDir);
    const again = await student('aroha.parata@colab.demo');
    const [status, after] = await again.session({ invoiceId: invoice.InvoiceID });
    expect([status, after.id, after.url.split('/').pop()]).toEqual([
      200,
      before.id,
      before.url.split('/').pop(),
    ]);
  });
});
