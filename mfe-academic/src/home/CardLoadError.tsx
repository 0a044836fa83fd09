import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorBar, Stack } from '@portal/ui';

export interface CardLoadErrorProps {
  title: string;
  message?: string;
  /** Reads the data again (SWR's mutate); the button is busy until it settles. */
  onRetry: () => Promise<unknown>;
}

/** A card's failed read: what could not be loaded, the error's message and Try again (one read at a time). */
export function CardLoadError({ title, message, onRetry }: CardLoadErrorProps) {
  const { t } = useLingui();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    onRetry()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <Stack gap="3" align="flex-start">
      <ErrorBar title={title} message={message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={retrying}
        loadingText={t`Loading...`}
        onClick={retry}
      >
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
