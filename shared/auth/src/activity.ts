/** What counts as the student using the page: a press, a key, a wheel turn, a touch. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface ActivityWatch {
  /** When the student last used the page (ms since the epoch), or 0 if not since the watch began. */
  lastActive(): number;
  stop(): void;
}

/** Watches for the student using this tab (passively, on the capture phase, so nothing can hide it). */
export function watchActivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): ActivityWatch {
  let last = 0;
  const mark = () => {
    last = Date.now();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, mark, { capture: true, passive: true });
  return {
    lastActive: () => last,
    stop: () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, mark, { capture: true });
    },
  };
}
