/** The development checkout simulator: the page a card or Zip checkout session points at
 * (GET dev/checkout/{key}, the key being the session's own secret, see ./payments), with Pay (Approve for
 * Zip), Decline and Cancel, which mark the checkout (and the payment of its application) and send the
 * browser back to the portal's return address with `status=paid|declined|cancelled&checkoutId={id}`. The page shows the amount and what it is for, nothing
 * about the student; an unknown key and an expired checkout tell nothing either. */
import { escapeHtml } from '../../idp/pages';
import type { StoredRecord } from '../../types';
import { readBytes } from '../body';
import { simulatorRoute, type ApiContext, type Route } from '../context';
import { HttpError, sendHtml } from '../http';
import { updateRecord } from '../records';
import { pageKeyHash, paymentOf, recordPayment, recordStudentPayment } from './payments';

/** The page's buttons: the action sent, and its label for a card and for Zip. */
const ACTIONS = {
  pay: { status: 'paid', card: 'Pay', zip: 'Approve' },
  decline: { status: 'declined', card: 'Decline card', zip: 'Decline' },
  cancel: { status: 'cancelled', card: 'Cancel', zip: 'Cancel' },
} as const;
type Action = keyof typeof ACTIONS;
const isAction = (value: unknown): value is Action => typeof value === 'string' && value in ACTIONS;

/** Headers of the page: not cached, not framed, and its address (a secret) never sent on as a referrer. */
const PAGE_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  'X-Robots-Tag': 'noindex',
};

const formatAmount = (amount: unknown, currency: unknown): string =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: String(currency ?? 'NZD') }).format(
    Number(amount ?? 0),
  );

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
.amount{font-size:2rem;font-weight:600}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.6rem}</style>
</head><body>${body}</body></html>`;
}

/** The checkout of the page's key: 404 (one answer for an unknown key, whatever it is). */
function checkoutOf(ctx: ApiContext<string[]>): StoredRecord {
  const hash = pageKeyHash(ctx.params[0] ?? '');
  const checkout = ctx.store.data.records.checkouts.find((c) => c.pageKeyHash === hash);
  if (!checkout) throw new HttpError(404, 'No matching checkout');
  return checkout;
}

const expired = (checkout: StoredRecord): boolean =>
  checkout.status === 'open' &&
  typeof checkout.expiresAt === 'string' &&
  checkout.expiresAt <= new Date().toISOString();

export const CHECKOUT_PAGE_ROUTES: Route[] = [
  simulatorRoute('GET', /^dev\/checkout\/([^/]+)$/, (ctx) => {
    const checkout = checkoutOf(ctx);
    const provider = checkout.kind === 'zip' ? 'Zip' : 'Card payment';
    const title = `${provider} (development checkout)`;
    if (expired(checkout)) {
      sendHtml(
        ctx.res,
        410,
        page(title, `<h1>${escapeHtml(title)}</h1><p role="status">This checkout has expired.</p>`),
        PAGE_HEADERS,
      );
      return;
    }
    const done =
      checkout.status === 'open'
        ? `<form method="post">${(Object.keys(ACTIONS) as Action[])
            .map(
              (a) =>
                `<button name="action" value="${a}">${ACTIONS[a][checkout.kind === 'zip' ? 'zip' : 'card']}</button>`,
            )
            .join('')}</form>`
        : `<p role="status">This checkout is ${escapeHtml(String(checkout.status))}.</p>`;
    sendHtml(
      ctx.res,
      200,
      page(
        title,
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(String(checkout.description ?? ''))}</p>
<p class="amount">${escapeHtml(formatAmount(checkout.amount, checkout.currency))}</p>${done}`,
      ),
      PAGE_HEADERS,
    );
  }),
  simulatorRoute('POST', /^dev\/checkout\/([^/]+)$/, async (ctx) => {
    checkoutOf(ctx);
    const form = await readBytes(ctx.req, 4096, 'The form');
    // Read again once the form has arrived: a second Pay sent meanwhile must see the first one's status.
    const checkout = checkoutOf(ctx);
    const action = new URLSearchParams(form.toString('utf8')).get('action');
    if (!isAction(action)) throw new HttpError(400, 'action must be pay, decline or cancel');
    if (expired(checkout)) throw new HttpError(410, 'This checkout has expired');
    if (checkout.status !== 'open') throw new HttpError(409, `This checkout is ${String(checkout.status)}`);
    const status = ACTIONS[action].status;
    // A student's checkout, paid, is a payment in the student's transactions (and less due on the invoice).
    const paymentIds = status === 'paid' ? recordStudentPayment(ctx.store, checkout) : [];
    updateRecord(ctx.store, 'checkouts', checkout, { status, ...(paymentIds.length ? { paymentIds } : {}) });
    recordOutcome(ctx, checkout, status);
    const back = action === 'pay' ? checkout.successUrl : checkout.cancelUrl;
    if (typeof back !== 'string') {
      sendHtml(
        ctx.res,
        200,
        page('Checkout', `<h1>Checkout ${status}</h1><p role="status">You can close this page.</p>`),
        PAGE_HEADERS,
      );
      return;
    }
    const url = new URL(back);
    url.searchParams.set('status', status);
    url.searchParams.set('checkoutId', checkout.id);
    ctx.res
      .writeHead(303, { Location: url.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      .end();
  }),
];

/** The checkout's outcome on its application, while the application's payment is still this checkout's (a later
 * checkout, or fees paid another way, are not overwritten). An approved Zip checkout waits for its charge. */
function recordOutcome(ctx: ApiContext<string[]>, checkout: StoredRecord, status: string): void {
  if (typeof checkout.applicationId !== 'string') return;
  const application = ctx.store.data.records.applications.find((a) => a.id === checkout.applicationId);
  if (!application || paymentOf(application)?.checkoutId !== checkout.id) return;
  const zip = checkout.kind === 'zip';
  recordPayment(ctx, application, {
    way: zip ? 'zip' : 'card',
    status: zip && status === 'paid' ? 'approved' : (status as 'paid' | 'cancelled' | 'declined'),
    checkoutId: checkout.id,
    amount: Number(checkout.amount),
    currency: String(checkout.currency),
  });
}
