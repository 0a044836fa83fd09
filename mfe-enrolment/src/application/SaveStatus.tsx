import { Trans } from '@lingui/react/macro';
import { formatDate } from '@portal/i18n';
import { Text } from '@portal/ui';
import type { SaveState } from './applicationState';

export interface SaveStatusProps {
  state: SaveState;
  /** When the last save succeeded (ms since the epoch). */
  savedAt: number | undefined;
  /** Saves waiting to be sent. */
  pending: number;
  timezone: string;
}

/** The "Saved" indicator: when the last save happened, or why the answers wait on the device. */
export function SaveStatus({ state, savedAt, pending, timezone }: SaveStatusProps) {
  let text;
  if (state === 'saving') text = <Trans>Saving your answers...</Trans>;
  else if (pending > 0 && state === 'offline')
    text = (
      <Trans>
        You are offline. Your answers are kept on this device and will be saved when you are back online.
      </Trans>
    );
  else if (pending > 0)
    text = (
      <Trans>Some answers are not saved yet. They are kept on this device: press Retry to save them.</Trans>
    );
  else if (savedAt) {
    const time = formatDate(savedAt, timezone, 'LT');
    text = <Trans>Saved at {time}</Trans>;
  } else text = <Trans>Your answers are saved at each step.</Trans>;
  return (
    <Text
      role="status"
      data-testid="save-status"
      fontSize="sm"
      color={pending > 0 ? 'fg.warning' : 'fg.muted'}
    >
      {text}
    </Text>
  );
}
