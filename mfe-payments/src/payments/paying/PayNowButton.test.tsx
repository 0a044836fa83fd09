// "Pay now" against a fake API at the network boundary: invoice pricing, then the student's card session
// (with the student's token, the invoice and the return page), then off to the checkout page.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@portal/api';
import { renderPage } from '@portal/testing';
import { PayNowButton } from './PayNowButton';
import { canPay, checkoutReturn } from './payInvoice';

const INVOICE: Invoice = {
  invoiceNumber: 'INV-7',
  invoiceID: 'I-7',
  amountDue: 250,
  amountPaid: 50,
  payments: [],
};
const RETURN = 'http://localhost/payments';
const changed = jest.fn();

it('reads the pricing, opens the checkout for the invoice with the token, and goes to its page', async () => {
  let release: () => void = () => undefined;
  const go = jest.fn();
  const { api } = renderPage(
    <PayNowButton invoice={INVOICE} studentId="S1" returnTo={RETURN} onChanged={changed} go={go} />,
    {
      api: {
        'GET v2/secure/invoice/I-7/pricing': { body: { invoiceId: 'I-7', amountDue: 250 } },
        'POST v1/student/S1/stripeSession': () =>
          new Promise((resolve) => {
            release = () =>
              resolve({ status: 201, body: { id: 'C1', url: 'http://api.test/dev/checkout/k' } });
          }),
      },
    },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Pay now: invoice INV-7' }));
  // Busy while the session is made.
  await waitFor(() => expect(screen.getByRole('button', { name: /Opening the checkout/ })).toBeDisabled());
  release();
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://api.test/dev/checkout/k'));
  const [pricing, session] = api.requests;
  expect(`${pricing?.method} ${pricing?.path}`).toBe('GET v2/secure/invoice/I-7/pricing');
  expect(`${session?.method} ${session?.path}`).toBe('POST v1/student/S1/stripeSession');
  expect(session?.headers.Authorization).toBe('Bearer test-access-token');
  expect(session?.body).toEqual({ invoiceId: 'I-7', successUrl: RETURN, cancelUrl: RETURN });
});

it('opens one checkout however often it is pressed while one is being opened (a triple click in one task, keys held)', async () => {
  let release: () => void = () => undefined;
  const go = jest.fn();
  const { api } = renderPage(
    <PayNowButton invoice={INVOICE} studentId="S1" returnTo={RETURN} onChanged={changed} go={go} />,
    {
      api: {
        'GET v2/secure/invoice/I-7/pricing': { body: { invoiceId: 'I-7', amountDue: 250 } },
        'POST v1/student/S1/stripeSession': () =>
          new Promise((resolve) => {
            release = () =>
              resolve({ status: 201, body: { id: 'C1', url: 'http://api.test/dev/checkout/k' } });
          }),
      },
    },
  );
  const button = screen.getByRole('button', { name: 'Pay now: invoice INV-7' });
  act(() => button.focus());
  // Three presses in one task: React has not re-rendered the button busy between them.
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
  });
  // Enter and Space held down (the key repeats), then clicked again while busy.
  await userEvent.keyboard('{Enter>3/}{ >3/}');
  await userEvent.click(button);
  await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  release();
  await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET v2/secure/invoice/I-7/pricing',
    'POST v1/student/S1/stripeSession',
  ]);
});

it('says clearly when the checkout cannot be made, and can be pressed again', async () => {
  const go = jest.fn();
  renderPage(
    <PayNowButton invoice={INVOICE} studentId="S1" returnTo={RETURN} onChanged={changed} go={go} />,
    {
      api: {
        'GET v2/secure/invoice/I-7/pricing': { body: { amountDue: 250 } },
        'POST v1/student/S1/stripeSession': { status: 503, body: {} },
      },
    },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Pay now: invoice INV-7' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The payment could not be started');
  expect(alert).toHaveTextContent('Service Unavailable: Up API POST v1/student/S1/stripeSession');
  expect(screen.getByRole('button', { name: 'Pay now: invoice INV-7' })).toBeEnabled();
  expect(go).not.toHaveBeenCalled();
});

it('offers Pay now only while something is due; reads the checkout status of the return address', () => {
  expect(canPay(INVOICE)).toBe(true);
  expect(canPay({ ...INVOICE, amountDue: 0 })).toBe(false);
  expect(checkoutReturn('?status=paid&checkoutId=C1')).toBe('paid');
  expect(checkoutReturn('?status=cancelled')).toBe('cancelled');
  expect(checkoutReturn('?status=declined&checkoutId=C3')).toBe('declined');
  expect(checkoutReturn('?status=closed&checkoutId=C4')).toBe('closed');
  expect(checkoutReturn('?status=other')).toBeUndefined();
  expect(checkoutReturn('')).toBeUndefined();
});

it('names its attempt with an Idempotency-Key; after an answer, the next press is a new attempt', async () => {
  const go = jest.fn();
  let sessions = 0;
  const { api } = renderPage(
    <PayNowButton invoice={INVOICE} studentId="S1" returnTo={RETURN} onChanged={changed} go={go} />,
    {
      api: {
        'GET v2/secure/invoice/I-7/pricing': { body: { invoiceId: 'I-7', amountDue: 250 } },
        'POST v1/student/S1/stripeSession': () =>
          (sessions += 1) === 1
            ? { status: 503, body: {} }
            : { status: 201, body: { id: 'C1', url: 'http://api.test/dev/checkout/k', status: 'open' } },
      },
    },
  );
  const button = screen.getByRole('button', { name: 'Pay now: invoice INV-7' });
  await userEvent.click(button);
  await screen.findByRole('alert');
  await userEvent.click(screen.getByRole('button', { name: 'Pay now: invoice INV-7' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://api.test/dev/checkout/k'));
  const keys = api.requests.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key']);
  expect(keys).toHaveLength(2);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[0]).not.toBe(keys[1]);
});

describe('the invoice paid meanwhile (in another tab) or changed: no checkout, the page is told', () => {
  it.each([
    ['pricing says nothing is due', { body: { invoiceId: 'I-7', amountDue: 0 } }, undefined],
    [
      'the session answers 409',
      { body: { invoiceId: 'I-7', amountDue: 250 } },
      { status: 409, body: { message: 'Nothing is due on this invoice' } },
    ],
    [
      "the attempt's checkout is paid",
      { body: { invoiceId: 'I-7', amountDue: 250 } },
      { status: 200, body: { id: 'C1', url: 'http://api.test/dev/checkout/k', status: 'paid' } },
    ],
  ])('%s', async (_case, pricing, session) => {
    const go = jest.fn();
    const onChanged = jest.fn();
    const { api } = renderPage(
      <PayNowButton invoice={INVOICE} studentId="S1" returnTo={RETURN} onChanged={onChanged} go={go} />,
      {
        api: {
          'GET v2/secure/invoice/I-7/pricing': pricing,
          ...(session ? { 'POST v1/student/S1/stripeSession': session } : {}),
        },
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay now: invoice INV-7' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(INVOICE));
    expect(go).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(session ? 1 : 0);
    expect(screen.getByRole('button', { name: 'Pay now: invoice INV-7' })).toBeEnabled();
  });
});
