// What the panels of the ways to pay share: where the flow is, and the way's action button.
import type { ReactNode } from 'react';
import { Button } from '@portal/ui';
import type { FeesPhase } from './feesFlow';

/** Where the payment flow is, as a way's panel reads it. */
export interface WayState {
  phase: FeesPhase;
  /** A call is under way. */
  busy: boolean;
}

/**
 * The way's action (pay, continue to Zip, confirm the plan): offered until the flow is done, and busy and off
 * while a call is under way (a second press sends nothing).
 */
export function MethodAction({
  phase,
  busy,
  disabled = false,
  onClick,
  children,
}: WayState & { disabled?: boolean; onClick: () => void; children: ReactNode }) {
  if (phase.name === 'done') return null;
  return (
    <Button alignSelf="flex-start" onClick={onClick} loading={busy} disabled={busy || disabled}>
      {children}
    </Button>
  );
}
