import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '@portal/ui';

/** A button that runs `onRetry` and is busy until it settles (a second press meanwhile does nothing). */
export function RetryButton({
  onRetry,
  size,
  children,
  ref,
}: {
  onRetry: () => Promise<void>;
  size?: 'sm';
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Button
      ref={ref}
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
