import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import '../fields/testing/setup';
import { TestProviders } from '../fields/testing/renderInForm';
import { TextareaField } from '../fields/TextareaField';
import { SendStatusBar } from './SendStatusBar';
import { sendTransition, useSendForm, type SendState } from './useSendForm';

describe('sendTransition', () => {
  const idle: SendState = { status: 'idle' };
  it('sends from idle or after a failure, once', () => {
    const sending = sendTransition(idle, { type: 'send' });
    expect(sending).toEqual({ status: 'sending' });
    expect(sendTransition(sending, { type: 'send' })).toBe(sending);
    const failed = sendTransition(sending, { type: 'fail', error: 'down' });
    expect(failed).toEqual({ status: 'failed', error: 'down' });
    expect(sendTransition(failed, { type: 'send' })).toEqual({ status: 'sending' });
  });

  it('does not send again while the success shows; done ends it', () => {
    const succeeded = sendTransition({ status: 'sending' }, { type: 'succeed' });
    expect(succeeded).toEqual({ status: 'succeeded' });
    expect(sendTransition(succeeded, { type: 'send' })).toBe(succeeded);
    expect(sendTransition(succeeded, { type: 'done' })).toEqual({ status: 'idle' });
  });

  it('ignores results that arrive when nothing is in flight', () => {
    expect(sendTransition(idle, { type: 'succeed' })).toBe(idle);
    expect(sendTransition(idle, { type: 'fail', error: 1 })).toBe(idle);
    expect(sendTransition(idle, { type: 'done' })).toBe(idle);
  });
});

type Values = { text?: string };

function Harness({ send }: { send: (values: Values) => Promise<unknown> }) {
  const sender = useSendForm<Values>(send, { succeededMs: 5000 });
  return (
    <Form<Values> onSubmit={sender.onSubmit}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={sender.status === 'sending'}>
          <TextareaField name="text" label="Text" required />
          <button type="submit" disabled={sender.locked}>
            Send
          </button>
          <SendStatusBar
            status={sender.status}
            error={sender.error}
            texts={{ sending: 'Sending...', failed: 'Not sent.', succeeded: 'Sent.' }}
            onClose={sender.dismiss}
          />
        </form>
      )}
    </Form>
  );
}

const renderHarness = (send: (values: Values) => Promise<unknown>) =>
  render(
    <TestProviders>
      <Harness send={send} />
    </TestProviders>,
  );

describe('useSendForm', () => {
  afterEach(() => jest.useRealTimers());

  it('is busy while sending and sends once however often Send is pressed', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderHarness(send);
    await userEvent.type(screen.getByRole('textbox', { name: /Text/ }), 'Help');
    const button = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Sending...');
    expect(button).toBeDisabled();
    // a second submit (Enter in a field, a script) while the first is in flight
    act(() => button.closest('form')!.requestSubmit());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('Sent.');
  });

  it('keeps every value after a failure and shows the error, then sends again', async () => {
    const send = jest
      .fn<Promise<unknown>, [Values]>()
      .mockRejectedValueOnce(new Error('Service Unavailable: Up API POST v1/secure/case'))
      .mockResolvedValueOnce({});
    renderHarness(send);
    const box = screen.getByRole('textbox', { name: /Text/ });
    await userEvent.type(box, 'My laptop will not connect');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent.');
    expect(alert).toHaveTextContent('Service Unavailable: Up API POST v1/secure/case');
    expect(box).toHaveValue('My laptop will not connect');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith({ text: 'My laptop will not connect' });
  });

  it('shows the success for 5 s, then starts the form again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHarness(() => Promise.resolve({}));
    const box = screen.getByRole('textbox', { name: /Text/ });
    await user.type(box, 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Sent.')).toBeInTheDocument();
    expect(box).toHaveValue('Thanks');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Sent.')).not.toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
