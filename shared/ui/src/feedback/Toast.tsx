import type { ReactNode } from 'react';
import { TOAST_MS } from '@portal/config';
import { Box } from '@portal/ui/core';
import { NotificationBar } from './NotificationBar';

/** What a toast says. A new `id` shows a new toast (and restarts its time), even with the same text. */
export interface ToastMessage {
  id: number;
  variant: 'success' | 'error' | 'info' | 'warning';
  message: ReactNode;
  title?: ReactNode;
}

export interface ToastProps {
  /** The toast to show; null shows none. */
  toast: ToastMessage | null;
  /** Called when the toast hides (its close button, or after `durationMs`). */
  onClose: () => void;
  /** How long it shows: TOAST_MS (6 s) by default, errors too. */
  durationMs?: number;
}

/**
 * A result toast: a notification bar floating at the
 * bottom of the window, above the page, that hides itself after 6 seconds whatever its variant, or with
 * its close button. Errors are announced at once, other results politely.
 */
export function Toast({ toast, onClose, durationMs = TOAST_MS }: ToastProps) {
  if (!toast) return null;
  return (
    <Box
      position="fixed"
      insetX={{ base: 3, md: 6 }}
      bottom={{ base: 3, md: 6 }}
      zIndex="toast"
      maxW="md"
      mx="auto"
      shadow="lg"
      rounded="md"
    >
      <NotificationBar
        key={toast.id}
        variant={toast.variant}
        title={toast.title}
        message={toast.message}
        onClose={onClose}
        autoHideMs={durationMs}
      />
    </Box>
  );
}
