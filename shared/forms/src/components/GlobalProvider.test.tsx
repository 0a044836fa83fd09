import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../fields/testing/setup';
import { TestProviders } from '../fields/testing/renderInForm';
import { GLOBAL_CONTEXT_ERROR, GlobalProvider, useGlobal } from './GlobalProvider';

function SendButton() {
  const { notify, clearNotification } = useGlobal();
  return (
    <>
      <button onClick={() => notify({ variant: 'busy', message: 'Sending...' })}>Send</button>
      <button onClick={() => notify({ variant: 'success', message: 'Sent' })}>Done</button>
      <button onClick={clearNotification}>Clear</button>
    </>
  );
}

const renderFlow = () =>
  render(
    <GlobalProvider>
      <SendButton />
    </GlobalProvider>,
    { wrapper: TestProviders },
  );

it('throws the spec text outside its provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useGlobal())).toThrow('useGlobal must be used within a GlobalProvider.');
  expect(GLOBAL_CONTEXT_ERROR).toBe('useGlobal must be used within a GlobalProvider.');
});

it('shows one notification bar for the flow: busy until cleared, then success that hides itself', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderFlow();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('status')).toHaveTextContent('Sending...');
  expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.getByRole('status')).toHaveTextContent('Sent');
  act(() => jest.advanceTimersByTime(6000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  jest.useRealTimers();
});
