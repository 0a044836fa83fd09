import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { HStack, Spinner, Text } from '@portal/ui/core';

export interface BusyMessageProps {
  /** What is happening, e.g. "Loading your payments..."; "Loading..." by default. */
  children?: ReactNode;
}

/** What matches a BusyMessage on the page: what says a page is still loading, to the shell (the signed-in menus wait
 * for a page's content: shell/src/chunks/contentShown.ts) and to tools (the bench, screenshots). */
export const BUSY_SELECTOR = '[data-busy]';

/** A spinner with a text, announced politely to screen readers (role status). */
export function BusyMessage({ children }: BusyMessageProps) {
  return (
    // data-busy: BUSY_SELECTOR.
    <HStack role="status" aria-live="polite" data-busy="" gap="3" py="4" color="fg.muted">
      <Spinner size="sm" color="colorPalette.solid" borderWidth="2px" aria-hidden="true" flexShrink={0} />
      <Text>{children ?? <Trans>Loading...</Trans>}</Text>
    </HStack>
  );
}
