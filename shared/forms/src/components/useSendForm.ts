import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';

/** The states of a form that sends something once (case form): idle, sending (busy),
 * failed (the error; every value kept), succeeded (for a while, then the form starts again). */
export type SendStatus = 'idle' | 'sending' | 'failed' | 'succeeded';

export interface SendState {
  status: SendStatus;
  /** The failed send's error. */
  error?: unknown;
}

export type SendEvent =
  { type: 'send' } | { type: 'fail'; error: unknown } | { type: 'succeed' } | { type: 'done' };

/** The transitions: a send starts only from idle or failed (never twice at once, nor while the success
 * shows); only a send in flight can fail or succeed; 'done' ends the success (or dismisses a failure). */
export function sendTransition(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'send':
      return state.status === 'idle' || state.status === 'failed' ? { status: 'sending' } : state;
    case 'fail':
      return state.status === 'sending' ? { status: 'failed', error: event.error } : state;
    case 'succeed':
      return state.status === 'sending' ? { status: 'succeeded' } : state;
    case 'done':
      return state.status === 'succeeded' || state.status === 'failed' ? { status: 'idle' } : state;
  }
}

export interface SendForm<V> {
  status: SendStatus;
  error: unknown;
  /** Whether Send is off: while sending and while the success shows. */
  locked: boolean;
  /** react-final-form's onSubmit: sends once; a second submit while one is under way does nothing. */
  onSubmit: (values: V, form: FormApi<V>) => Promise<void>;
  /** Back to idle now (e.g. the success or failure message was closed); after a success the form restarts. */
  dismiss: () => void;
}

/**
 * The send of a form (react-final-form) as a state machine: `send` gets the values; a failure keeps every
 * value and shows the error until the next send; a success shows for `succeededMs`, then the form restarts
 * with its initial values (touched and errors cleared).
 */
export function useSendForm<V>(
  send: (values: V) => Promise<unknown>,
  { succeededMs }: { succeededMs: number },
): SendForm<V> {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const current = useRef(state);
  const form = useRef<FormApi<V> | undefined>(undefined);
  const mounted = useRef(true);

  const dispatch = useCallback((event: SendEvent) => {
    const next = sendTransition(current.current, event);
    if (next === current.current) return false;
    if (event.type === 'done' && current.current.status === 'succeeded') form.current?.restart();
    current.current = next;
    if (mounted.current) setState(next);
    return true;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status !== 'succeeded') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'done' }), succeededMs);
    return () => clearTimeout(timer);
  }, [state.status, succeededMs, dispatch]);

  const onSubmit = useCallback(
    async (values: V, api: FormApi<V>) => {
      form.current = api;
      if (!dispatch({ type: 'send' })) return;
      try {
        await send(values);
        dispatch({ type: 'succeed' });
      } catch (error) {
        dispatch({ type: 'fail', error });
      }
    },
    [send, dispatch],
  );

  return {
    status: state.status,
    error: state.error,
    locked: state.status === 'sending' || state.status === 'succeeded',
    onSubmit,
    dismiss: useCallback(() => void dispatch({ type: 'done' }), [dispatch]),
  };
}
