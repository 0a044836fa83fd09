import type { ReactNode } from 'react';
import { NotificationBar, Text } from '@portal/ui';
import type { SendStatus } from './useSendForm';

export interface SendStatusBarProps {
  status: SendStatus;
  error?: unknown;
  /** The texts of the three states, e.g. { sending: 'Sending your request...', failed: ..., succeeded: ... }. */
  texts: Record<Exclude<SendStatus, 'idle'>, ReactNode>;
  /** The close button of the failure and success bars. */
  onClose: () => void;
}

const errorMessage = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : undefined;

/** The state of a send as a notification bar: busy while sending (announced politely), the failure at
 * once (an alert, with the error's own message under the text), the success politely. Nothing when idle. */
export function SendStatusBar({ status, error, texts, onClose }: SendStatusBarProps) {
  if (status === 'idle') return null;
  if (status === 'sending') return <NotificationBar key="sending" variant="busy" message={texts.sending} />;
  if (status === 'succeeded')
    return <NotificationBar key="succeeded" variant="success" message={texts.succeeded} onClose={onClose} />;
  const details = errorMessage(error);
  return (
    <NotificationBar
      key="failed"
      variant="error"
      message={
        <>
          {texts.failed}
          {details ? (
            <Text as="span" display="block" textStyle="xs" mt="1">
              {details}
            </Text>
          ) : null}
        </>
      }
      onClose={onClose}
    />
  );
}
