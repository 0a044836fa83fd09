/** The development checkout simulator: the page a card or Zip checkout session points at (GET dev/checkout/{key},
 * the key being the session's own secret), with Pay (Approve for Zip), Decline and Cancel, which mark the
 * checkout (and the payment of its application) and send the browser back to the portal's return address with
 * `status=paid|declined|cancelled&checkoutId={id}`. The page shows the amount and what it is for, nothing about
 * the student; an unknown key and an expired checkout tell nothing either.
 *
 * A press charges at most once, and only what is still due: a checkout that is no longer open (paid, declined,
 * cancelled, closed; the same page open in two tabs) refuses another Pay or Decline (409; Cancel of one not paid goes back
 * to the portal with `status=closed`), and Pay on a checkout whose
 * application or invoice was paid, planned or given a newer checkout meanwhile closes it without a charge (409).
 * Those answers are a page that says so, with a link back to the portal's return address with `status=closed`
 * (the portal then reads what the server recorded); so does the page of a checkout that is no longer open. */
import { Hono } from 'hono';
import {
  ApiError,
  errorResponse,
  pageKeyHash,
  paymentOf,
  recordPayment,
  isExpired,
  notChargeable,
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

const expired = (checkout: StoredRecord): boolean => checkout.status === 'open' && isExpired(checkout);

/** The portal's return address of a checkout with `status` and its id (none when it was opened without one). */
function returnTo(checkout: StoredRecord, status: string, success = false): string | undefined {
  const back = success ? checkout.successUrl : checkout.cancelUrl;
  if (typeof back !== 'string') return undefined;
  const url = new URL(back);
  url.searchParams.set('status', status);
  url.searchParams.set('checkoutId', checkout.id);
  return url.href;
}

/** The browser sent back to the portal's return address. */
const seeOther = (back: string): Response =>
  new Response(null, {
    status: 303,
    headers: { Location: back, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });

/** The page's words for a checkout that is no longer open (`pressed`: after a button was pressed on it). */
function endedLine(checkout: StoredRecord, pressed: boolean): string {
  const status = String(checkout.status);
  if (status === 'paid')
    return pressed ? 'This checkout was already paid. Nothing more was charged.' : 'This checkout is paid.';
  const why = typeof checkout.closedBecause === 'string' ? ` ${checkout.closedBecause}` : '';
  return `This checkout is ${status}.${why} Nothing was charged.`;
}

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

/** The pages, at dev/checkout/{key}; an error is returned as the API's (`{ message }`, ApiError's status). */
export function checkoutPages(store: Store): Hono {
  const pages = new Hono();
  pages.onError(errorResponse);
  /** The page of a checkout: its description and amount, then `body`. */
  const pageOf = (status: number, checkout: StoredRecord, body: string): Response => {
    const title = `${checkout.kind === 'zip' ? 'Zip' : 'Card payment'} (development checkout)`;
    const amount = new Intl.NumberFormat('en-NZ', {
      style: 'currency',
      currency: String(checkout.currency ?? 'NZD'),
    });
    return page(
      status,
      title,
      `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(String(checkout.description ?? ''))}</p>
<p class="amount">${escapeHtml(amount.format(Number(checkout.amount ?? 0)))}</p>${body}`,
    );
  };
  /** What a checkout that is no longer open says, with the way back to the portal, which then reads what the
   * server recorded. */
  const ended = (status: number, checkout: StoredRecord, line: string): Response => {
    const back = returnTo(checkout, 'closed');
    const link = back ? `<p><a href="${escapeHtml(back)}">Return to the portal</a></p>` : '';
    return pageOf(status, checkout, `<p role="status">${escapeHtml(line)}</p>${link}`);
  };

  pages.get('/:key', async (c) => {
    const checkout = await checkoutOf(store, c.req.param('key'));
    if (expired(checkout)) {
      const title = `${checkout.kind === 'zip' ? 'Zip' : 'Card payment'} (development checkout)`;
      return page(410, title, `<h1>${escapeHtml(title)}</h1><p role="status">This checkout has expired.</p>`);
    }
    if (checkout.status !== 'open') return ended(200, checkout, endedLine(checkout, false));
    const label = checkout.kind === 'zip' ? 'zip' : 'card';
    const buttons = Object.entries(ACTIONS).map(
      ([a, labels]) => `<button name="action" value="${a}">${labels[label]}</button>`,
    );
    return pageOf(200, checkout, `<form method="post">${buttons.join('')}</form>`);
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
    // Another press (in this tab or another one showing the same page): nothing more happens. Cancel of a checkout
    // not paid still leads back to the portal, as a processor's cancel link does, with `status=closed` (the portal
    // reads what the server recorded); of a paid one, the page says it was paid.
    if (checkout.status !== 'open') {
      const back =
        action === 'cancel' && checkout.status !== 'paid' ? returnTo(checkout, 'closed') : undefined;
      if (back) return seeOther(back);
      return ended(409, checkout, endedLine(checkout, true));
    }
    const status = ACTIONS[action as Action].status;
    // Pay charges only what is still due (read here, with no wait before the payment is recorded).
    const refused = status === 'paid' ? notChargeable(store, checkout) : undefined;
    if (refused) {
      const closed = updateRecord(store, 'checkouts', checkout, { status: 'closed', closedBecause: refused });
      return ended(409, closed, `Nothing was charged. ${refused} This checkout is closed.`);
    }
    // A student's checkout, paid, is a payment in the student's transactions (and less due on the invoice).
    const paymentIds = status === 'paid' ? recordStudentPayment(store, checkout) : [];
    updateRecord(store, 'checkouts', checkout, { status, ...(paymentIds.length ? { paymentIds } : {}) });
    recordOutcome(store, checkout, status);
    const back = returnTo(checkout, status, action === 'pay');
    const closing = `<h1>Checkout ${status}</h1><p role="status">You can close this page.</p>`;
    if (!back) return page(200, 'Checkout', closing);
    return seeOther(back);
  });
  return pages;
}
