import { useState, type ReactNode } from 'react';
import { Disclosure, type DisclosureHeadingLevel } from './Disclosure';

export interface CollapsibleSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Open at first (closed by default). */
  defaultOpen?: boolean;
  headingLevel?: DisclosureHeadingLevel;
  /** How long opening and closing take (none when the user prefers reduced motion). */
  durationMs: number;
}

/** A section that opens and closes on its own, whatever the sections beside it do
 * (collapsible sections toggle, unlike an accordion). */
export function CollapsibleSection({
  title,
  children,
  defaultOpen = false,
  headingLevel = 2,
  durationMs,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Disclosure
      title={title}
      open={open}
      onToggle={() => setOpen((current) => !current)}
      headingLevel={headingLevel}
      durationMs={durationMs}
    >
      {children}
    </Disclosure>
  );
}
