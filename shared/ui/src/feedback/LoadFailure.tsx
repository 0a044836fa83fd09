import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@portal/ui/core';
import { ErrorBar } from './ErrorBar';

export interface LoadFailureProps {
  title: string;
  message?: string;
  /** Reads the data again (SWR's mutate); the button is busy until it settles. */
  onRetry: () => Promise<unknown> | void;
}

/** A failed read in a part of a page (a home card): what could not be loaded, the error's message and Try again,
 * busy until the read settles (one read at a time). */
export function LoadFailure({ title, message, onRetry }: LoadFailureProps) {
  const { t } = useLingui();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    Promise.resolve(onRetry())
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
