/** The development checkout simulator: the page a card or Zip checkout session points at (GET dev/checkout/{key},
 * the key being the session's own secret), with Pay (Approve for Zip), Decline and Cancel, which mark the
 * checkout (and the payment of its application) and send the browser back to the portal's return address with
 * `status=paid|declined|cancelled&checkoutId={id}`. The page shows the amount and what it is for, nothing about
 * the student; an unknown key and an expired checkout tell nothing either. Pay works once: a checkout that is no
 * longer open refuses another press (409), so a payment is never recorded twice. */
import { Hono } from 'hono';
import {
  ApiError,
  errorResponse,
  pageKeyHash,
  paymentOf,
  recordPayment,
  recordStudentPayment,
  updateRecord,
  type Store,
  type StoredRecord,
} from '@portal/mock-api';
import { HTML_HEADERS, escapeHtml, page as htmlPage } from './idp/pages';

/** The page's buttons: the action sent, and its label for a card and for Zip. */
const ACTIONS = {
  pay: { status: 'paid', card: 'Pay', zip: 'Approve' },
  decline: { status: 'declined', card: 'Decline card', zip: 'Decline' },
  cancel: { status: 'cancelled', card: 'Cancel', zip: 'Cancel' },
} as const;
type Action = keyof typeof ACTIONS;

/** Headers of the page: not cached, not framed, and its address (a secret) never sent on as a referrer. */
const PAGE_HEADERS = {
  ...HTML_HEADERS,
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  'X-Robots-Tag': 'noindex',
};

/** The page follows the device's light or dark setting: the system colours and native buttons of the scheme. */
const CSS = `:root{color-scheme:light dark}
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;background:Canvas;color:CanvasText}
.amount{font-size:2rem;font-weight:600}button{font-size:1rem;padding:.6rem 1.4rem;margin:0 .6rem .6rem 0;min-height:44px}
button:focus-visible{outline:3px solid Highlight;outline-offset:2px}`;
const page = (status: number, title: string, body: string): Response =>
  new Response(htmlPage(title, CSS, `<main>${body}</main>`), { status, headers: PAGE_HEADERS });

/** The checkout of the page's key; one 404 for any unknown key. */
async function checkoutOf(store: Store, key: string): Promise<StoredRecord> {
  const hash = await pageKeyHash(key);
  const checkout = store.list('checkouts').find((c) => c.pageKeyHash === hash);
  if (!checkout) throw new ApiError(404, 'No matching checkout');
  return checkout;
}

const expired = (checkout: StoredRecord): boolean =>
  checkout.status === 'open' &&
  typeof checkout.expiresAt === 'string' &&
  checkout.expiresAt <= new Date().toISOString();

/** The checkout's outcome on its application, while the application's payment is still this checkout's (a later
 * checkout, or fees paid another way, are not overwritten). An approved Zip checkout waits for its charge. */
function recordOutcome(store: Store, checkout: StoredRecord, status: string): void {
  if (typeof checkout.applicationId !== 'string') return;
  const application = store.get('applications', checkout.applicationId);
  if (!application || paymentOf(application)?.checkoutId !== checkout.id) return;
  const zip = checkout.kind === 'zip';
  recordPayment(store, application, {
    method: zip ? 'zip' : 'card',
    status: zip && status === 'paid' ? 'approved' : (status as 'paid' | 'cancelled' | 'declined'),
    checkoutId: checkout.id,
    amount: Number(checkout.amount),
    currency: String(checkout.currency),
  });
}

/** The pages, at dev/checkout/{key}; an error is answered as the API's (`{ message }`, ApiError's status). */
export function checkoutPages(store: Store): Hono {
  const pages = new Hono();
  pages.onError(errorResponse);
  pages.get('/:key', async (c) => {
    const checkout = await checkoutOf(store, c.req.param('key'));
    const title = `${checkout.kind === 'zip' ? 'Zip' : 'Card payment'} (development checkout)`;
    const heading = `<h1>${escapeHtml(title)}</h1>`;
    if (expired(checkout))
      return page(410, title, `${heading}<p role="status">This checkout has expired.</p>`);
    const amount = new Intl.NumberFormat('en-NZ', {
      style: 'currency',
      currency: String(checkout.currency ?? 'NZD'),
    });
    const label = checkout.kind === 'zip' ? 'zip' : 'card';
    const buttons = Object.entries(ACTIONS).map(
      ([a, labels]) => `<button name="action" value="${a}">${labels[label]}</button>`,
    );
    const done =
      checkout.status === 'open'
        ? `<form method="post">${buttons.join('')}</form>`
        : `<p role="status">This checkout is ${escapeHtml(String(checkout.status))}.</p>`;
    return page(
      200,
      title,
      `${heading}<p>${escapeHtml(String(checkout.description ?? ''))}</p>
<p class="amount">${escapeHtml(amount.format(Number(checkout.amount ?? 0)))}</p>${done}`,
    );
  });

  pages.post('/:key', async (c) => {
    await checkoutOf(store, c.req.param('key'));
    const form = await c.req.parseBody();
    // Read again once the form has arrived: a second Pay sent meanwhile must see the first one's status.
    const checkout = await checkoutOf(store, c.req.param('key'));
    const action = form.action;
    if (typeof action !== 'string' || !(action in ACTIONS))
      throw new ApiError(400, 'action must be pay, decline or cancel');
    if (expired(checkout)) throw new ApiError(410, 'This checkout has expired');
    if (checkout.status !== 'open') throw new ApiError(409, `This checkout is ${String(checkout.status)}`);
    const status = ACTIONS[action as Action].status;
    // A student's checkout, paid, is a payment in the student's transactions (and less due on the invoice).
    const paymentIds = status === 'paid' ? recordStudentPayment(store, checkout) : [];
    updateRecord(store, 'checkouts', checkout, { status, ...(paymentIds.length ? { paymentIds } : {}) });
    recordOutcome(store, checkout, status);
    const back = action === 'pay' ? checkout.successUrl : checkout.cancelUrl;
    const closing = `<h1>Checkout ${status}</h1><p role="status">You can close this page.</p>`;
    if (typeof back !== 'string') return page(200, 'Checkout', closing);
    const url = new URL(back);
    url.searchParams.set('status', status);
    url.searchParams.set('checkoutId', checkout.id);
    return new Response(null, {
      status: 303,
      headers: { Location: url.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  });
  return pages;
}
