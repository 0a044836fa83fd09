import type { ReactNode } from 'react';
import { Box } from '@portal/ui/core';

export interface RevealProps {
  id: string;
  /** The id of the button (or heading) that names the panel. */
  labelledBy: string;
  open: boolean;
  /** How long opening and closing take, in milliseconds; no animation when the user prefers reduced motion. */
  durationMs: number;
  children: ReactNode;
}

/**
 * The panel of a disclosure: it grows from and shrinks to nothing over `durationMs` (a transition of the
 * grid row, so no height is measured or written to a style attribute: the portal's CSP allows no inline
 * style). While closed it is hidden from everyone (visibility, which changes only at the end of a close)
 * and inert, so its links are out of the tab order at once.
 */
export function Reveal({ id, labelledBy, open, durationMs, children }: RevealProps) {
  return (
    <Box
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      inert={!open}
      display="grid"
      gridTemplateRows={open ? '1fr' : '0fr'}
      visibility={open ? 'visible' : 'hidden'}
      transitionProperty="grid-template-rows, visibility"
      transitionDuration={`${durationMs}ms`}
      transitionTimingFunction="ease-in-out"
      _motionReduce={{ transition: 'none' }}
      data-state={open ? 'open' : 'closed'}
    >
      <Box minH="0" overflow="hidden">
        {children}
      </Box>
    </Box>
  );
}
