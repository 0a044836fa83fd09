import { SignInError } from '@portal/auth';
import type { SignInFailure } from '../session/useAuth';

/** What the student is told of a failed sign-in step. */
export function failureOf(error: unknown, returnTo?: string): SignInFailure {
  const step = error instanceof SignInError ? error.step : 'start';
  const back = (error instanceof SignInError ? error.returnTo : undefined) ?? returnTo;
  return {
    step,
    reason: error instanceof Error ? error.message : String(error),
    ...(back ? { returnTo: back } : {}),
  };
}
