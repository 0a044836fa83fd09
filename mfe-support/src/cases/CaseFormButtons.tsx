import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@portal/router';
import { Button, HStack } from '@portal/ui';

export interface CaseFormButtonsProps {
  /** Resets the form to its first values. */
  onReset: () => void;
  /** Send is off (while sending and while the success shows). */
  locked: boolean;
  sending: boolean;
}

/** The case form buttons: Cancel goes back, Reset empties the form, Send submits it. */
export function CaseFormButtons({ onReset, locked, sending }: CaseFormButtonsProps) {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <HStack gap="3" justify="flex-end" wrap="wrap">
      <Button type="button" variant="ghost" onClick={back}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="button" variant="outline" onClick={onReset} disabled={sending}>
        <Trans>Reset</Trans>
      </Button>
      <Button type="submit" colorPalette="brand" disabled={locked} loading={sending}>
        <Trans>Send</Trans>
      </Button>
    </HStack>
  );
}
