import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@portal/router';

/** Where the wizard keeps its active step: the step asked for, and how to move to another. */
export interface StepLocation {
  /** The step's name as asked for (e.g. the URL's segment), or undefined when none is asked for. */
  step: string | undefined;
  /** Moves to a step; `replace` corrects the current entry (a skipped or unknown step) instead of adding one. */
  go: (name: string, options?: { replace?: boolean }) => void;
  /** The location is outside the wizard (the student is leaving it for another page): no step is corrected. */
  away?: boolean;
}

/** The active step in the component's own state (no URL): a wizard inside a dialog, a test. */
export function useMemoryStep(): StepLocation {
  const [step, setStep] = useState<string | undefined>(undefined);
  const go = useCallback((name: string) => setStep(name), []);
  return useMemo(() => ({ step, go }), [step, go]);
}

/** The name in `pathname` after `base` ('/enrol/contact' under '/enrol' is 'contact'). */
export function stepFromPath(pathname: string, base: string): string | undefined {
  const root = base.replace(/\/+$/, '');
  if (pathname !== root && !pathname.startsWith(`${root}/`)) return undefined;
  const segment = pathname.slice(root.length).split('/').find(Boolean);
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The active step in the URL, `<base>/<step>` (e.g. /enrol/contact): each move is a history entry, so the
 * browser's back and forward move between steps, and a link or reload opens the same step. Needs the router
 * (the shell's, or a MemoryRouter in tests). */
export function useRouteStep(base: string): StepLocation {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const step = stepFromPath(pathname, base);
  const root = base.replace(/\/+$/, '');
  const away = pathname !== root && !pathname.startsWith(`${root}/`);
  const go = useCallback(
    (name: string, options?: { replace?: boolean }) =>
      void navigate(`${base.replace(/\/+$/, '')}/${encodeURIComponent(name)}${search}`, {
        replace: options?.replace === true,
      }),
    [navigate, base, search],
  );
  return useMemo(() => ({ step, go, away }), [step, go, away]);
}
