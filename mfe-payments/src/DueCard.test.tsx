// The home page's payments card, rendered as the shell would (renderPage), with a fake API at the network
// boundary: the amount due, the next invoice and Pay now, nothing due, a failed read, and back from the checkout.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@portal/router';
import { declaredReads, pageReadsMade, renderPage, type FakeResponse } from '@portal/testing';
import contract from './contract';
import DueCard from './DueCard';

const PAYMENTS = 'GET v1/secure/payment?studentupid=S1';
let answers: FakeResponse[];

const invoice = (InvoiceNumber: string, AmountDue: number, DueDate?: string) => ({
  InvoiceNumber,
  InvoiceID: `ID-${InvoiceNumber}`,
  AmountDue,
  AmountPaid: 0,
  Payments: [],
  ...(DueDate ? { DueDate } : {}),
});
const ok = (invoices: ReturnType<typeof invoice>[]): FakeResponse => ({
  status: 200,
  body: { invoices, payments: [] },
});

/** The address the card's page is at (path and query). */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const render = (path = '/') =>
  renderPage(
    <>
      <DueCard />
      <Where />
    </>,
    {
      provider: 'nzma',
      path,
      remotes: [contract],
      api: {
        [PAYMENTS]: () => (answers.length > 1 ? answers.shift()! : answers[0]!),
        'GET v2/secure/invoice/ID-INV-2/pricing': { body: { amountDue: 80 } },
        'POST v1/student/S1/stripeSession': {
          status: 201,
          body: { id: 'C1', url: 'http://api.test/dev/checkout/k' },
        },
      },
    },
  );

it('shows a busy state, then the amount due across the invoices and the next invoice to pay, and links to Payments', async () => {
  answers = [
    ok([invoice('INV-1', 0), invoice('INV-3', 120.5, '2026-03-20'), invoice('INV-2', 80, '2026-02-10')]),
  ];
  render();
  expect(screen.getByText('Loading your payments...')).toBeInTheDocument();
  expect(await screen.findByText('$200.50')).toBeInTheDocument();
  expect(screen.getByText(/Next: invoice INV-2, \$80\.00 due February 10, 2026/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay now: invoice INV-2' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Payments' })).toHaveAttribute('href', '/payments');
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
});

it('says "Nothing due" when every invoice is paid, and when the student has no invoices (404)', async () => {
  answers = [ok([invoice('INV-1', 0)])];
  const { unmount } = render();
  expect(await screen.findByText('Nothing due')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  unmount();
  answers = [{ status: 404, body: {} }];
  render();
  expect(await screen.findByText('Nothing due')).toBeInTheDocument();
});

it('says when the payments cannot be read, and Try again reads them again', async () => {
  answers = [{ status: 503, body: {} }, ok([invoice('INV-2', 80)])];
  const { api } = render();
  expect(await screen.findByText('Your payments could not be loaded')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Pay now: invoice INV-2' })).toBeInTheDocument();
  expect(api.requests.filter((r) => r.path === 'v1/secure/payment?studentupid=S1')).toHaveLength(2);
});

it('Pay now opens the checkout with the page the student is on as the way back', async () => {
  answers = [ok([invoice('INV-2', 80)])];
  const { api } = renderPage(<DueCard />, {
    provider: 'nzma',
    api: {
      [PAYMENTS]: () => answers[0]!,
      'GET v2/secure/invoice/ID-INV-2/pricing': { body: { amountDue: 80 } },
      // The checkout's answer never comes: the test reads what was asked, and the page does not leave.
      'POST v1/student/S1/stripeSession': () => new Promise<FakeResponse>(() => undefined),
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Pay now: invoice INV-2' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Opening the checkout/ })).toBeDisabled());
  const session = api.requests.find((r) => r.method === 'POST');
  const back = `${window.location.origin}/`;
  expect(session?.body).toEqual({ invoiceId: 'ID-INV-2', successUrl: back, cancelUrl: back });
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  answers = [ok([invoice('INV-2', 80, '2026-02-10')])];
  const { api } = render();
  expect(await screen.findByRole('button', { name: 'Pay now: invoice INV-2' })).toBeInTheDocument();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'DueCard'));
});

describe('back from the checkout', () => {
  it('paid: thanks the student, reads the payments again (then nothing due), and takes the status out of the address', async () => {
    answers = [ok([invoice('INV-2', 80)]), ok([invoice('INV-2', 0)])];
    const { api } = render('/?status=paid&checkoutId=C1');
    expect(await screen.findByText('Thank you: your payment is made')).toBeInTheDocument();
    expect(await screen.findByText('Nothing due')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === 'v1/secure/payment?studentupid=S1')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/$/));
  });

  it('declined and cancelled: the payments page messages, and the invoice can be paid again', async () => {
    answers = [ok([invoice('INV-2', 80)])];
    const { unmount } = render('/?status=declined&checkoutId=C3');
    expect(await screen.findByText('Your card was declined')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay now: invoice INV-2' })).toBeInTheDocument();
    unmount();
    render('/?status=cancelled&checkoutId=C2');
    expect(await screen.findByText('The payment was cancelled. Nothing was charged.')).toBeInTheDocument();
  });
});
