import type { ReactNode } from 'react';
import { Badge, chakra } from '@portal/ui/core';

/** What a status means, which picks its colour and its icon. */
export type StatusTone = 'success' | 'fail' | 'warning' | 'pending' | 'neutral';

const PALETTE: Record<StatusTone, string> = {
  success: 'green',
  fail: 'red',
  warning: 'orange',
  pending: 'blue',
  neutral: 'gray',
};

/** One path per tone (a tick, a cross, an exclamation mark, a clock, a dot), drawn in currentColor. */
const ICON: Record<StatusTone, ReactNode> = {
  success: <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />,
  fail: <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />,
  warning: <path d="M8 2.5v7M8 12v1.5" fill="none" stroke="currentColor" strokeWidth="2.2" />,
  pending: (
    <>
      <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 4.8V8l2.2 1.6" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </>
  ),
  neutral: <circle cx="8" cy="8" r="3" fill="currentColor" />,
};

export interface StatusTagProps {
  tone: StatusTone;
  /** The status in words: colour and icon only repeat it, they never carry it alone. */
  children: ReactNode;
}

/** A status as a small tag: its text, with a colour and an icon by tone (never colour alone). */
export function StatusTag({ tone, children }: StatusTagProps) {
  return (
    <Badge
      colorPalette={PALETTE[tone]}
      variant="subtle"
      gap="1"
      whiteSpace="normal"
      textAlign="start"
      data-tone={tone}
    >
      <chakra.svg viewBox="0 0 16 16" width="0.9em" height="0.9em" aria-hidden="true" flexShrink={0}>
        {ICON[tone]}
      </chakra.svg>
      {children}
    </Badge>
  );
}
