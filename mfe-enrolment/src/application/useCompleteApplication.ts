import { useCallback } from 'react';
import { useSession, type ApplicationPayload } from '@portal/api';
import { useProvider } from '@portal/config';

/** Makes a first save's payload the application to create: the provider's, and the signed-in student's. */
export function useCompleteApplication(): (payload: Partial<ApplicationPayload>) => ApplicationPayload {
  const provider = useProvider();
  const studentUPId = useSession()?.studentId;
  return useCallback(
    (payload: Partial<ApplicationPayload>): ApplicationPayload => ({
      provider: provider.slug,
      ...(studentUPId ? { studentUPId } : {}),
      ...payload,
    }),
    [provider.slug, studentUPId],
  );
}
