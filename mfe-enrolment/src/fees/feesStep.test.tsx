import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { checkPayload } from '@portal/api';
import { getProvider } from '@portal/config';
import { renderPage } from '@portal/testing';
import { preloadFormParts } from '@portal/ui';
import type { StepContext } from '../form/step';
import type { EnrolValues, FeesValues } from '../form/values';
import { CTX, METADATA, StepForm, summaryText, titleText } from '../testing/testSupport';
import { feesSettled, feesStep } from './feesStep';
import { pricingOf } from './pricing';

beforeAll(() => preloadFormParts());

const PRICING = {
  applicationId: 'A1',
  currency: 'AUD',
  fees: [
    { name: 'Tuition fee', amount: 12000 },
    { name: 'Enrolment fee', amount: 250 },
    { name: 'Course materials', amount: 480 },
  ],
  totalAmount: 12730,
  deposit: 1273,
  instalmentPlans: [
    { frequency: 'Weekly', count: 40, amount: 286.43 },
    { frequency: 'Fortnightly', count: 20, amount: 572.85 },
    { frequency: 'Monthly', count: 10, amount: 1145.7 },
  ],
  bankTransfer: {
    accountName: 'UP Online Fees Trust Account',
    bankName: 'Westpac',
    bsb: '032-001',
    accountNumber: '245 187',
    reference: 'APP-1234ABCD',
  },
};

const AU: StepContext = { ...CTX, provider: getProvider('up-online'), applicationId: 'A1', studentId: 'S1' };

const open = (
  application: Record<string, unknown> = { applicationId: 'A1' },
  initialValues?: EnrolValues,
) => {
  let form: FormApi<EnrolValues> | undefined;
  const page = renderPage(
    <StepForm step={feesStep} ctx={AU} initialValues={initialValues} onForm={(f) => (form = f)} />,
    {
      provider: 'up-online',
      api: {
        'GET v1/metadata': { body: METADATA },
        'GET v2/secure/application/A1/pricing': { body: PRICING },
        'GET v2/secure/studentApplication/A1': { body: application },
      },
    },
  );
  return { ...page, values: () => form?.getState().values ?? {} };
};

it("is the step 'fees' of the form section fees", () => {
  expect([feesStep.name, feesStep.section, titleText(feesStep)]).toEqual([
    'fees',
    'fees',
    'Fees and payment',
  ]);
});

describe('the payload', () => {
  it.each<[FeesValues, Record<string, unknown>]>([
    [
      { method: 'card', settled: true },
      { paymentMethodId: 1, paymentProvider: 'Credit Card' },
    ],
    [
      { method: 'zip', settled: true },
      { paymentMethodId: 1, paymentProvider: 'Zip' },
    ],
    [
      { method: 'bank', settled: true },
      { paymentMethodId: 1, paymentProvider: 'Bank Account' },
    ],
    [
      { method: 'instalments', frequency: 'Fortnightly', instalmentMethod: 'Bank Account', settled: true },
      {
        paymentMethodId: 2,
        paymentProvider: 'Bank Account',
        paymentInstallmentMethod: 'Bank Account',
        paymentFrequencyId: 2,
      },
    ],
  ])('saves %j as the schema has it, and reads it back', async (fees, details) => {
    const payload = feesStep.toPayload({ fees }, CTX);
    expect(payload).toEqual({ paymentDetails: details });
    expect((await checkPayload('application', payload)).errors).toEqual([]);
    // Settled only where the server's record says so (bank transfer: once chosen).
    const payment =
      fees.method === 'instalments'
        ? { method: 'instalments', status: 'set up' }
        : fees.method === 'bank'
          ? undefined
          : { method: fees.method, status: 'paid' };
    expect(feesStep.fromPayload({ ...payload, payment } as never, CTX)).toEqual(fees);
    expect(feesStep.fromPayload(payload, CTX)?.settled).toBe(fees.method === 'bank');
  });

  it('reads instalments by the payment method, not a method left from an earlier choice', () => {
    // The server merges the section field by field: an earlier instalment method may still be there.
    expect(
      feesStep.fromPayload(
        {
          paymentDetails: {
            paymentMethodId: 1,
            paymentProvider: 'Zip',
            paymentInstallmentMethod: 'Credit Card',
          },
        },
        CTX,
      ),
    ).toEqual({ method: 'zip', settled: false });
    expect(feesStep.fromPayload({ paymentDetails: { feesAssistanceStatusId: 1 } }, CTX)).toBeUndefined();
  });

  it('cannot be completed before the way is settled', () => {
    expect(feesSettled(undefined)).toBe(false);
    expect(feesSettled({ method: 'card' })).toBe(false);
    expect(feesStep.canSubmit?.({ fees: { method: 'card', settled: true } }, CTX)).toBe(true);
  });
});

it('lists the way for the review, with the plan of instalments', () => {
  expect(
    summaryText(
      feesStep.summary(
        { fees: { method: 'instalments', frequency: 'Monthly', instalmentMethod: 'Credit Card' } },
        CTX,
      ),
    ),
  ).toEqual([
    ['How you pay', 'Instalments'],
    ['How often', 'Monthly'],
    ['Instalments paid by', 'Credit Card'],
  ]);
  expect(summaryText(feesStep.summary({ fees: { method: 'bank' } }, CTX))).toEqual([
    ['How you pay', 'Bank transfer'],
  ]);
});

it('checks the pricing answer', () => {
  expect(pricingOf(PRICING)?.totalAmount).toBe(12730);
  expect(pricingOf({ currency: 'AUD' })).toBeUndefined();
  expect(pricingOf(undefined)).toBeUndefined();
});

describe('the fields', () => {
  it('show the fees in AUD with two digits, and each way with its logo or icon', async () => {
    open();
    const fees = await screen.findByRole('table', { name: 'Fees' });
    expect(within(fees).getByText('$12,000.00')).toBeInTheDocument();
    expect(within(fees).getByTestId('fees-total')).toHaveTextContent('$12,730.00');
    const ways = screen.getByRole('radiogroup', { name: 'How would you like to pay?' });
    // The logos are beside the names, hidden from screen readers: each radio is named by its text alone.
    for (const name of ['Card, paid now', 'Instalments', 'Zip: buy now, pay later', 'Bank transfer'])
      expect(within(ways).getByRole('radio', { name })).toBeInTheDocument();
    expect(
      within(ways)
        .getAllByRole('radio')
        .every((r) => r.closest('label')?.querySelector('svg')),
    ).toBe(true);
  });

  it('bank transfer: shows the reference and the account, and settles the step', async () => {
    const { values } = open();
    await screen.findByRole('table', { name: 'Fees' });
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    const details = screen.getByRole('region', { name: 'Bank details' });
    expect(within(details).getByText('APP-1234ABCD')).toBeInTheDocument();
    expect(within(details).getByText('032-001')).toBeInTheDocument();
    await waitFor(() => expect(values().fees).toMatchObject({ method: 'bank', settled: true }));
  });

  it('instalments: the schedule before confirming, then the plan is set up by direct debit', async () => {
    const requests: { path: string; body: unknown }[] = [];
    let application: Record<string, unknown> = { applicationId: 'A1' };
    let form: FormApi<EnrolValues> | undefined;
    renderPage(<StepForm step={feesStep} ctx={AU} onForm={(f) => (form = f)} />, {
      provider: 'up-online',
      api: (request) => {
        requests.push(request);
        if (request.path === 'v1/metadata') return { body: METADATA };
        if (request.path === 'v2/secure/application/A1/pricing') return { body: PRICING };
        if (request.path === 'v2/secure/studentApplication/A1') return { body: application };
        if (request.method === 'POST' && request.path === 'v1/secure/debitSuccess') {
          application = {
            ...application,
            payment: { method: 'instalments', status: 'set up', instalmentMethod: 'Bank Account' },
          };
          return { status: 201, body: { id: 'D1', accountReference: 'DS100001' } };
        }
        return undefined;
      },
    });
    await screen.findByRole('table', { name: 'Fees' });
    await userEvent.click(screen.getByRole('radio', { name: /Instalments/ }));
    const confirm = screen.getByRole('button', { name: 'Confirm the instalment plan' });
    expect(confirm).toBeDisabled();
    const frequency = screen.getByRole('combobox', { name: /How often/ });
    await within(frequency).findByRole('option', { name: 'Monthly' });
    await userEvent.selectOptions(frequency, 'Monthly');
    await userEvent.click(screen.getByRole('radio', { name: 'Direct debit from a bank account' }));
    const schedule = screen.getByRole('table', { name: 'Instalment schedule' });
    // The deposit and ten instalments, adding up to the total.
    expect(within(schedule).getAllByRole('row')).toHaveLength(12);
    expect(within(schedule).getByText('$1,273.00')).toBeInTheDocument();
    expect(form?.getState().values.fees?.settled).toBeFalsy();
    await userEvent.click(confirm);
    expect(
      await screen.findByText('Your instalment plan is set up. Choose Next to go on.'),
    ).toBeInTheDocument();
    const sent = requests.find((r) => r.path === 'v1/secure/debitSuccess');
    expect(sent?.body).toMatchObject({
      applicationId: 'A1',
      frequency: 'Monthly',
      count: 10,
      currency: 'AUD',
    });
    await waitFor(() =>
      expect(form?.getState().values.fees).toMatchObject({ method: 'instalments', settled: true }),
    );
  });

  it("opening the step reads the server's record: a paid card is settled, the choice locked", async () => {
    const { values } = open({
      applicationId: 'A1',
      payment: { method: 'card', status: 'paid', checkoutId: 'C1' },
    });
    expect(
      await screen.findByText('Your fees are paid. Thank you. Choose Next to go on.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(values().fees).toMatchObject({ method: 'card', settled: true }));
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeDisabled();
  });

  // The same fees in two tabs: tab A's checkout is paid while tab B shows the step.
  describe('paid in another tab', () => {
    const PAID = { applicationId: 'A1', payment: { method: 'card', status: 'paid', checkoutId: 'C1' } };

    it('Try again in tab B: the server refuses (409); the record, read again, says already paid', async () => {
      const requests: { method: string; path: string; headers: Record<string, string> }[] = [];
      let application: Record<string, unknown> = {
        applicationId: 'A1',
        payment: { method: 'card', status: 'open', checkoutId: 'C1' },
      };
      renderPage(<StepForm step={feesStep} ctx={AU} onForm={() => undefined} />, {
        provider: 'up-online',
        api: (request) => {
          requests.push(request);
          if (request.path === 'v1/metadata') return { body: METADATA };
          if (request.path === 'v2/secure/application/A1/pricing') return { body: PRICING };
          if (request.path === 'v2/secure/studentApplication/A1') return { body: application };
          if (request.method === 'POST' && request.path === 'v1/secure/studentApplication/A1/stripeSession') {
            application = PAID; // tab A paid meanwhile
            return {
              status: 409,
              body: { message: 'The fees of this application are already paid or planned' },
            };
          }
          return undefined;
        },
      });
      expect(
        await screen.findByText('A payment was started but not finished. Nothing was charged.'),
      ).toBeInTheDocument();
      // The card's logos come in a chunk of their own: the step waits for them.
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByText(
          'Your fees were already paid: nothing more was charged. Choose Next to go on.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Thank you/)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      const [session] = requests.filter((r) => r.method === 'POST');
      expect(session?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('back in tab B from a press that did nothing (status=closed): already paid, no second thanks', async () => {
      renderPage(<StepForm step={feesStep} ctx={AU} onForm={() => undefined} />, {
        provider: 'up-online',
        path: '/enrol/fees?status=closed&checkoutId=C1',
        api: {
          'GET v1/metadata': { body: METADATA },
          'GET v2/secure/application/A1/pricing': { body: PRICING },
          'GET v2/secure/studentApplication/A1': { body: PAID },
        },
      });
      expect(
        await screen.findByText(
          'Your fees were already paid: nothing more was charged. Choose Next to go on.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Thank you/)).toBeNull();
    });
  });
});
