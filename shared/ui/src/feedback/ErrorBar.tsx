import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@portal/ui/core';

export interface ErrorBarProps {
  /** What went wrong (e.g. the error's message); a general text when empty. */
  message?: ReactNode;
  /** An optional title above the message. */
  title?: ReactNode;
}

/** An error message bar (load failures show the error's message in one). Announced
 * at once by screen readers (role alert). */
export function ErrorBar({ message, title }: ErrorBarProps) {
  return (
    <Alert.Root status="error" variant="surface" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description overflowWrap="anywhere">
          {message || <Trans>Something went wrong. Please try again later.</Trans>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
