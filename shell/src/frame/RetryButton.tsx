import { useState, type ReactNode } from 'react';
import { Button } from '@portal/ui';

/** A button that runs `onRetry` and is busy until it settles (a second press meanwhile does nothing). */
export function RetryButton({
  onRetry,
  size,
  children,
}: {
  onRetry: () => Promise<void>;
  size?: 'sm';
  children: ReactNode;
}) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Button
      size={size}
      colorPalette="brand"
      loading={retrying}
      onClick={async () => {
        setRetrying(true);
        try {
          await onRetry();
        } finally {
          setRetrying(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
