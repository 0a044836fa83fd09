import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@portal/ui';

/** Says, politely (role status), that the form shows what the student had typed before (useFormDraft's
 * `restored`), not sent yet. It stays while the kept copy does: sending or Reset ends it. */
export function KeptDraftNote({ children }: { children?: ReactNode }) {
  return (
    <Alert.Root status="info" variant="subtle" role="status" aria-live="polite" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Description overflowWrap="anywhere">
        {children ?? <Trans>We kept what you had typed. It has not been sent yet.</Trans>}
      </Alert.Description>
    </Alert.Root>
  );
}
