import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TOAST_MS } from '@portal/config';
import { Alert, CloseButton, Spinner } from '@portal/ui/core';

/** Info, success and warning bars hide themselves after this long. */
export const NOTIFICATION_AUTO_HIDE_MS = TOAST_MS;

export type NotificationVariant = 'busy' | 'error' | 'info' | 'success' | 'warning';

export interface NotificationBarProps {
  variant: NotificationVariant;
  /** The text of the bar. */
  message: ReactNode;
  /** An optional title above the message. */
  title?: ReactNode;
  /** Called once the bar hides, by its close button or by the auto-hide timer. To show a new
   * notification after one has hidden, render the bar again with a new `key`. */
  onClose?: () => void;
  /** Hide after this many milliseconds whatever the variant (a toast, which an error leaves too); by
   * default info, success and warning hide after NOTIFICATION_AUTO_HIDE_MS and error and busy stay. */
  autoHideMs?: number;
}

/** Variants that hide on their own; error and busy stay until the caller removes them. */
const AUTO_HIDE: ReadonlySet<NotificationVariant> = new Set(['info', 'success', 'warning']);

/** A notification bar: busy shows a spinner and cannot be closed; the others have
 * a close button. Errors are announced at once (role alert), the rest politely (role status). */
export function NotificationBar({ variant, message, title, onClose, autoHideMs }: NotificationBarProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const busy = variant === 'busy';
  // The latest onClose, so a caller's inline function does not restart the auto-hide timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const hideAfter = autoHideMs ?? (AUTO_HIDE.has(variant) ? NOTIFICATION_AUTO_HIDE_MS : undefined);
    if (!open || busy || hideAfter === undefined) return undefined;
    const timer = setTimeout(() => {
      setOpen(false);
      onCloseRef.current?.();
    }, hideAfter);
    return () => clearTimeout(timer);
  }, [open, variant, busy, autoHideMs]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    onCloseRef.current?.();
  };

  return (
    <Alert.Root
      status={busy ? 'info' : variant}
      variant="surface"
      role={variant === 'error' ? 'alert' : 'status'}
      aria-live={variant === 'error' ? 'assertive' : 'polite'}
      aria-busy={busy || undefined}
      alignItems="flex-start"
    >
      <Alert.Indicator>{busy ? <Spinner size="sm" aria-hidden="true" /> : undefined}</Alert.Indicator>
      <Alert.Content minW="0">
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description overflowWrap="anywhere">{message}</Alert.Description>
      </Alert.Content>
      {busy ? null : (
        <CloseButton size="sm" mt="-1" me="-1" aria-label={t`Close notification`} onClick={close} />
      )}
    </Alert.Root>
  );
}
