import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadFormParts } from '@portal/ui';
import { renderPage, type FakeResponses } from '@portal/testing';
import contract from './contract';
import WithdrawPage from './WithdrawPage';

beforeAll(() => preloadFormParts());
// What a form kept on the device (its unsent text) is not the next test's.
beforeEach(() => localStorage.clear());

const open = (api: FakeResponses = {}) =>
  renderPage(<WithdrawPage />, { provider: 'nzma', api, remotes: [contract] });
const form = () => screen.getByRole('form', { name: 'Your withdrawal request' });

it('explains the sub-types and the refund rule in plain words', () => {
  open();
  const page = screen.getByRole('heading', { level: 1, name: 'Withdraw from your course' }).parentElement!;
  expect(page).toHaveTextContent(
    'The cooling-off period is 14 calendar days from when your enrolment conditions are met. If you cancel within it, your fees are refunded less an administrative fee.',
  );
  const radios = within(form()).getAllByRole('radio');
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
    'Cancellation In-COP: within the cooling-off period (14 calendar days from when my enrolment conditions were met)',
    'Cancellation Out-COP: after the cooling-off period has ended',
    'I am not sure: leave it blank and the team will check for me',
  ]);
});

it('asks for the agreement, then sends a withdrawal by create case (blank sub-type, no description)', async () => {
  const { api } = open({ 'POST v1/secure/case': { status: 201, body: {} } });
  await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
  const agree = within(form()).getByRole('checkbox', { name: /I understand/ });
  expect(agree).toHaveAccessibleDescription('Please tick the box to confirm your request');
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  expect(
    within(form()).getByRole('textbox', { name: /Anything you would like us to know/ }),
  ).toHaveAccessibleDescription('Maximum 2000 characters');

  await userEvent.click(agree);
  await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
  expect(await within(form()).findByText(/Your withdrawal request has been sent/)).toBeInTheDocument();
  const [sent] = api.requests.filter((r) => r.method === 'POST');
  expect(sent?.path).toBe('v1/secure/case');
  expect(sent?.body).toEqual({
    caseTitle: expect.stringMatching(/^Withdrawal: Ana Lee \(1001\), \d{4}-\d{2}-\d{2}$/),
    caseType: 'Support',
    caseSubtype: '',
    studentUpId: 'S1',
    provider: 'nzma',
  });
});

it('sends the chosen sub-type and the description; a failure keeps them', async () => {
  const { api } = open({ 'POST v1/secure/case': { status: 500, body: {} } });
  await userEvent.click(within(form()).getByRole('radio', { name: /Cancellation Out-COP/ }));
  await userEvent.type(within(form()).getByRole('textbox', { name: /Anything/ }), 'Moving overseas');
  await userEvent.click(within(form()).getByRole('checkbox', { name: /I understand/ }));
  await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent(
    'Sorry, your withdrawal request was not sent.',
  );
  expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
    caseSubtype: 'Cancellation Out-COP',
    description: 'Moving overseas',
  });
  expect(within(form()).getByRole('radio', { name: /Cancellation Out-COP/ })).toBeChecked();
  expect(within(form()).getByRole('textbox', { name: /Anything/ })).toHaveValue('Moving overseas');
  expect(within(form()).getByRole('checkbox', { name: /I understand/ })).toBeChecked();
});

it('keeps the choice and the text on the device until sent, not the agreement, and says so on the next page', async () => {
  const kept = () => localStorage.getItem('portal.device.withdrawal.S1');
  const first = open();
  await userEvent.click(within(form()).getByRole('radio', { name: /Cancellation In-COP/ }));
  await userEvent.type(within(form()).getByRole('textbox', { name: /Anything/ }), 'My family is moving');
  await userEvent.click(within(form()).getByRole('checkbox', { name: /I understand/ }));
  expect(JSON.parse(kept()!).values).toEqual({
    subtype: 'Cancellation In-COP',
    description: 'My family is moving',
  });
  first.unmount(); // e.g. signed in again after a renewal that failed

  const { api } = open({ 'POST v1/secure/case': { status: 201, body: {} } });
  expect(within(form()).getByRole('status')).toHaveTextContent(
    'We kept what you had typed. It has not been sent yet.',
  );
  expect(within(form()).getByRole('radio', { name: /Cancellation In-COP/ })).toBeChecked();
  expect(within(form()).getByRole('textbox', { name: /Anything/ })).toHaveValue('My family is moving');
  expect(within(form()).getByRole('checkbox', { name: /I understand/ })).not.toBeChecked();

  await userEvent.click(within(form()).getByRole('checkbox', { name: /I understand/ }));
  await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
  expect(await within(form()).findByText(/Your withdrawal request has been sent/)).toBeInTheDocument();
  expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
    caseSubtype: 'Cancellation In-COP',
    description: 'My family is moving',
  });
  expect(kept()).toBeNull();
});
