import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { configureFakeApi, type ConfiguredFakeApi, type FakeResponse } from '@portal/testing/fakeApi';
import { PhoneField } from './PhoneField';

// The phone check against the fake API: util/phone/{digits}/{country} responds per number.
const answers: Record<string, FakeResponse> = {
  'util/phone/0211234567/NZ': {
    body: { valid: true, type: 'Mobile', formatted: '+64 21 123 4567', code: '64' },
  },
  'util/phone/0211234567/AU': { body: { valid: false, type: 'Unknown', formatted: '', code: '61' } },
  'util/phone/0298765432/AU': {
    body: { valid: true, type: 'FixedLine', formatted: '+61 2 9876 5432', code: '61' },
  },
  'util/phone/0298765432/NZ': { body: { valid: false, type: 'Unknown', formatted: '', code: '64' } },
  'util/phone/5551234567/AU': { body: { valid: false, type: 'Unknown', formatted: '', code: '61' } },
  'util/phone/5551234567/NZ': { body: { valid: false, type: 'Unknown', formatted: '', code: '64' } },
};

let api: ConfiguredFakeApi;
beforeAll(() => {
  api = configureFakeApi((path) => answers[path] ?? { status: 500, body: { message: 'phone service down' } });
});

beforeEach(() => {
  api.seen.length = 0;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const numberInput = () => screen.getByRole('textbox', { name: /Phone/ });
const phoneChecks = () => api.seen.filter((path) => path.startsWith('util/phone/'));

describe('PhoneField', () => {
  it('checks 1000 ms after typing, then puts the formatted number back and sets the type (mobile)', async () => {
    const { values } = renderInForm(<PhoneField label="Phone" />);
    const u = user();
    await u.type(numberInput(), '021 123 4567');
    act(() => jest.advanceTimersByTime(999));
    expect(phoneChecks()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Checking the phone number...');
    await waitFor(() => expect(numberInput()).toHaveValue('+64 21 123 4567'));
    expect(values()).toEqual({ phone: '+64 21 123 4567', phoneType: 'mobile' });
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Phone number checked');
    expect(phoneChecks().sort()).toEqual(['util/phone/0211234567/AU', 'util/phone/0211234567/NZ']);
  });

  it('without a type (typeName null): no type choice, and a checked number is put back formatted', async () => {
    const { values } = renderInForm(<PhoneField name="homePhone" typeName={null} label="Home phone" />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user().type(screen.getByRole('textbox', { name: /Home phone/ }), '021 123 4567');
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(values()).toEqual({ homePhone: '+64 21 123 4567' }));
  });

  it('sets home for a number that is not a mobile', async () => {
    const { values } = renderInForm(<PhoneField label="Phone" />);
    await user().type(numberInput(), '(02) 9876 5432');
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(values()).toEqual({ phone: '+61 2 9876 5432', phoneType: 'home' }));
  });

  it('a number valid in no allowed country: the restriction message, and the form does not submit', async () => {
    const onSubmit = jest.fn();
    renderInForm(<PhoneField label="Phone" />, { onSubmit });
    const u = user();
    await u.type(numberInput(), '555 123 4567');
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(numberInput()).toHaveAccessibleDescription('Please enter a valid AU or NZ phone number'),
    );
    expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
    await u.click(screen.getByRole('radio', { name: 'Home' }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a check that fails: the failure message, and the field is invalid', async () => {
    renderInForm(<PhoneField label="Phone" />);
    await user().type(numberInput(), '0800 838 383');
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(numberInput()).toHaveAccessibleDescription(
        'The phone number could not be checked. Please try again.',
      ),
    );
    expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not check a short number, and wants the type once a number is entered', async () => {
    const onSubmit = jest.fn();
    renderInForm(<PhoneField label="Phone" />, { onSubmit });
    const u = user();
    await u.type(numberInput(), '123456');
    act(() => jest.advanceTimersByTime(2000));
    expect(phoneChecks()).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup', { name: 'Phone type' })).toHaveAccessibleDescription('Required');
  });

  it('when required, the number itself is required', async () => {
    renderInForm(<PhoneField label="Phone" required />);
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(numberInput()).toHaveAccessibleDescription('Required');
  });
});
