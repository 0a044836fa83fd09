// The payments page as a student sees it, rendered as the shell would (renderPage of @portal/testing), with a
// fake API at the network boundary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProvider } from '@portal/config';
import {
  declaredReads,
  pageReadsMade,
  renderPage as renderInPortal,
  type FakeResponse,
} from '@portal/testing';
import contract from './contract';
import PaymentsPage from './PaymentsPage';
import { noteCheckout } from './payments/paying/payInvoice';

const PAYMENTS = 'GET v1/secure/payment?studentupid=S1';
let answer: FakeResponse;
let pageSize = 8;

beforeEach(() => {
  pageSize = 8;
});

const provider = getProvider('nzma'); // Pacific/Auckland

const renderPage = () =>
  renderInPortal(<PaymentsPage />, {
    provider: 'nzma',
    config: { pageSize },
    api: { [PAYMENTS]: () => answer },
  });

/** The server's Xero-style answer. */
const xero = (
  invoices: [number: string, due: number, paid: number, paymentIds: string[]][],
  payments: [id: string, type: string, amount: number, date: string, account: string][] = [],
) => ({
  invoices: invoices.map(([InvoiceNumber, AmountDue, AmountPaid, ids]) => ({
    InvoiceNumber,
    AmountDue,
    AmountPaid,
    Payments: ids.map((PaymentID) => ({ PaymentID })),
  })),
  payments: payments.map(([PaymentID, PaymentType, Amount, Date, Code]) => ({
    PaymentID,
    PaymentType,
    Amount,
    Date,
    Account: { Code },
  })),
});

const invoiceSections = () => screen.queryAllByRole('region', { name: /^Invoice / });

it('shows a busy message while loading, then one section per invoice with paid and due amounts', async () => {
  answer = {
    status: 200,
    body: xero(
      [
        ['INV-0042', 300, 1200, ['P1']],
        ['INV-0043', 0, 95.5, []],
      ],
      [['P1', 'ACCRECPAYMENT', 1200, '2025-03-01T12:30:00Z', '200']],
    ),
  };
  const { api } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your payments...');

  const first = await screen.findByRole('region', { name: 'Invoice INV-0042' });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(within(first).getByRole('heading', { level: 2, name: 'Invoice INV-0042' })).toBeInTheDocument();
  const paid = within(first).getByText('Paid');
  expect(paid.nextElementSibling).toHaveTextContent('$1,200.00');
  expect(within(first).getByText('Due').nextElementSibling).toHaveTextContent('$300.00');

  const table = within(first).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Date', 'Type', 'Account', 'Amount']);
  const [, row] = within(table).getAllByRole('row');
  const cells = within(row!)
    .getAllByRole('cell')
    .map((td) => td.textContent);
  // 12:30 UTC on 1 March is 2 March in Auckland, the provider's timezone
  expect(cells).toEqual(['March 2, 2025', 'Payment receivedACCRECPAYMENT', '200', '+$1,200.00']);

  const second = screen.getByRole('region', { name: 'Invoice INV-0043' });
  expect(within(second).getByText('Paid in full')).toBeInTheDocument();
  expect(within(second).getByText('Due').nextElementSibling).toHaveTextContent('$0.00');
  expect(within(second).getByText('No payments on this invoice yet.')).toBeInTheDocument();

  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([PAYMENTS]);
  expect(api.requests[0]?.headers.Authorization).toBe('Bearer test-access-token');
});

it('applies the payment sign rule to the transaction amounts', async () => {
  answer = {
    status: 200,
    body: xero(
      [['INV-0050', 0, 500, ['IN', 'OUT', 'AP', 'OVER']]],
      [
        ['IN', 'ACCRECPAYMENT', 540, '2025-01-10T00:00:00Z', '200'],
        ['OUT', 'ARCREDITPAYMENT', 40, '2025-01-11T00:00:00Z', '090'],
        ['AP', 'ACCPAYPAYMENT', 20, '2025-01-12T00:00:00Z', '200'],
        ['OVER', 'AROVERPAYMENTPAYMENT', 20, '2025-01-13T00:00:00Z', '090'],
      ],
    ),
  };
  renderPage();
  const table = within(await screen.findByRole('region', { name: 'Invoice INV-0050' })).getByRole('table');
  const amounts = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
  expect(amounts).toEqual(['+$540.00', '-$40.00', '+$20.00', '-$20.00']);
});

it('shows the no-invoices text for a 404, and no error', async () => {
  answer = { status: 404, statusText: 'Not Found', body: {} };
  renderPage();
  expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(invoiceSections()).toHaveLength(0);
});

it('shows the no-invoices text when the list is empty', async () => {
  answer = { status: 200, body: { invoices: [], payments: [] } };
  renderPage();
  expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
});

it("shows any other failure's message in an error bar", async () => {
  answer = { status: 500, statusText: 'Internal Server Error', body: {} };
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Internal Server Error: Up API GET v1/secure/payment?studentupid=S1',
  );
  expect(screen.queryByText('You have no invoices yet.')).not.toBeInTheDocument();
});

it('shows a page of 8 invoices, and "Load more" adds a page of 8 and moves focus to the first new invoice', async () => {
  const numbers = Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`);
  answer = { status: 200, body: xero(numbers.map((n) => [n, 10, 5, []])) };
  const { api } = renderPage();
  await screen.findByRole('region', { name: 'Invoice INV-0001' });
  expect(invoiceSections()).toHaveLength(8);
  expect(screen.getByText('Showing 8 of 20 invoices')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(invoiceSections()).toHaveLength(16);
  expect(screen.getByRole('heading', { name: 'Invoice INV-0009' })).toHaveFocus();
  expect(screen.getByText('Showing 16 of 20 invoices')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(
    invoiceSections().map((section) => within(section).getByRole('heading', { level: 2 }).textContent),
  ).toEqual(numbers.map((n) => `Invoice ${n}`));
  expect(screen.getByRole('heading', { name: 'Invoice INV-0017' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(api.requests).toHaveLength(1);
});

it('falls back to 10 invoices a page when no page size is set', async () => {
  pageSize = 0;
  answer = { status: 200, body: xero(Array.from({ length: 12 }, (_, i) => [`INV-${i}`, 0, 1, []])) };
  renderPage();
  await screen.findByRole('region', { name: 'Invoice INV-0' });
  expect(invoiceSections()).toHaveLength(10);
});

it("has a contact footer with the provider's phone and email links", async () => {
  answer = { status: 404, statusText: 'Not Found', body: {} };
  renderPage();
  await screen.findByText('You have no invoices yet.');
  const footer = screen.getByRole('heading', { name: 'Questions about your payments?' }).closest('footer')!;
  const phone = within(footer).getByRole('link', { name: provider.contact.phone });
  expect(phone).toHaveAttribute('href', `tel:${provider.contact.phone.replace(/\s/g, '')}`);
  expect(within(footer).getByRole('link', { name: provider.contact.email })).toHaveAttribute(
    'href',
    `mailto:${provider.contact.email}`,
  );
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  answer = { status: 200, body: xero([['INV-0042', 300, 1200, []]]) };
  const { api } = renderPage();
  await screen.findByRole('region', { name: 'Invoice INV-0042' });
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'PaymentsPage'));
});

describe('back from the checkout', () => {
  const renderAt = (path: string) =>
    renderInPortal(<PaymentsPage />, {
      provider: 'nzma',
      path,
      api: { [PAYMENTS]: () => answer },
    });

  it('paid: a success message, the payments read again, and Pay now only on invoices with something due', async () => {
    answer = {
      status: 200,
      body: xero(
        [
          ['INV-0042', 0, 300, ['P9']],
          ['INV-0043', 80, 0, []],
        ],
        [['P9', 'ACCRECPAYMENT', 300, '2025-03-01T12:30:00Z', '090']],
      ),
    };
    renderAt('/payments?status=paid&checkoutId=C1');
    expect(await screen.findByText('Thank you: your payment is made')).toBeInTheDocument();
    const paid = await screen.findByRole('region', { name: 'Invoice INV-0042' });
    expect(within(paid).queryByRole('button', { name: /^Pay now/ })).toBeNull();
    const due = screen.getByRole('region', { name: 'Invoice INV-0043' });
    expect(within(due).getByRole('button', { name: 'Pay now: invoice INV-0043' })).toBeInTheDocument();
  });

  it('cancelled: a plain message, nothing else', async () => {
    answer = { status: 200, body: xero([['INV-0043', 80, 0, []]]) };
    renderAt('/payments?status=cancelled&checkoutId=C2');
    expect(await screen.findByText('The payment was cancelled. Nothing was charged.')).toBeInTheDocument();
    expect(screen.queryByText('Thank you: your payment is made')).toBeNull();
  });

  it('declined: says so, and the invoice can be paid again', async () => {
    answer = { status: 200, body: xero([['INV-0043', 80, 0, []]]) };
    renderAt('/payments?status=declined&checkoutId=C3');
    expect(await screen.findByText('Your card was declined')).toBeInTheDocument();
    expect(screen.getByText(/^Nothing was charged\. You can try again/)).toBeInTheDocument();
    const due = await screen.findByRole('region', { name: 'Invoice INV-0043' });
    expect(within(due).getByRole('button', { name: 'Pay now: invoice INV-0043' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you: your payment is made')).toBeNull();
  });

  // A press on a checkout page that was no longer open (e.g. paid or cancelled in another tab) did nothing: the
  // page reads what the server recorded on the invoice this tab went to pay, and never thanks for a charge.
  describe('a press that charged nothing (status=closed)', () => {
    const INVOICE = { invoiceNumber: 'INV-0043', amountDue: 80, amountPaid: 0, payments: [] };
    const renderBack = (respond: () => FakeResponse) =>
      renderInPortal(<PaymentsPage />, {
        provider: 'nzma',
        path: '/payments?status=closed&checkoutId=C5',
        api: { [PAYMENTS]: respond },
      });

    it('paid meanwhile: says the invoice is already paid and nothing more was charged', async () => {
      noteCheckout('S1', 'C5', INVOICE);
      const { api } = renderBack(
        reread(
          xero([['INV-0043', 80, 0, []]]),
          xero([['INV-0043', 0, 80, ['P1']]], [['P1', 'ACCRECPAYMENT', 80, '2025-03-01T12:30:00Z', '090']]),
        ),
      );
      expect(await screen.findByText('Invoice INV-0043 is already paid')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Nothing more was charged. It was paid meanwhile, for example in another tab or window.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Thank you: your payment is made')).toBeNull();
      const paid = screen.getByRole('region', { name: 'Invoice INV-0043' });
      expect(within(paid).getByText('Paid in full')).toBeInTheDocument();
      expect(within(paid).queryByRole('button', { name: /^Pay now/ })).toBeNull();
      expect(api.requests.filter((r) => r.path === PAYMENTS.slice(4))).toHaveLength(2);
    });

    it('still due (the checkout was cancelled elsewhere): nothing was charged, and Pay now is there', async () => {
      noteCheckout('S1', 'C5', INVOICE);
      renderBack(reread(xero([['INV-0043', 80, 0, []]])));
      expect(await screen.findByText('Nothing was charged')).toBeInTheDocument();
      expect(screen.getByText(/^That checkout had been closed/)).toHaveTextContent(
        'Invoice INV-0043 has $80.00 due: you can pay it with Pay now.',
      );
      expect(screen.queryByText('Thank you: your payment is made')).toBeNull();
      const due = screen.getByRole('region', { name: 'Invoice INV-0043' });
      expect(within(due).getByRole('button', { name: 'Pay now: invoice INV-0043' })).toBeEnabled();
    });
  });

  it('Pay now on an invoice paid meanwhile in another tab: no checkout; read again, it says so', async () => {
    const answers = reread(
      xero([['INV-0043', 80, 0, []]]),
      xero([['INV-0043', 0, 80, ['P1']]], [['P1', 'ACCRECPAYMENT', 80, '2025-03-01T12:30:00Z', '090']]),
    );
    const { api } = renderInPortal(<PaymentsPage />, {
      provider: 'nzma',
      api: {
        [PAYMENTS]: answers,
        'GET v2/secure/invoice/INV-0043/pricing': { body: { invoiceNumber: 'INV-0043', amountDue: 0 } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now: invoice INV-0043' }));
    expect(await screen.findByText('Invoice INV-0043 is already paid')).toBeInTheDocument();
    const paid = screen.getByRole('region', { name: 'Invoice INV-0043' });
    expect(within(paid).getByText('Paid in full')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /^Pay now/ })).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText('Thank you: your payment is made')).toBeNull();
  });
});

/** Answers each read of the payments with the next body (the last one from then on). */
function reread(...bodies: unknown[]) {
  let read = 0;
  return () => ({ status: 200, body: bodies[Math.min(read++, bodies.length - 1)] });
}
