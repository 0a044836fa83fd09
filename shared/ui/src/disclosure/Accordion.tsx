import { useState, type ReactNode } from 'react';
import { Box } from '@portal/ui/core';
import { Disclosure, type DisclosureHeadingLevel } from './Disclosure';

/** How long an accordion panel takes to open or close unless told otherwise. */
export const ACCORDION_DURATION_MS = 200;

export interface AccordionItem {
  /** Stable key of the panel. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  headingLevel?: DisclosureHeadingLevel;
  durationMs?: number;
  /** The panel open at first (none by default). */
  defaultOpen?: string;
}

/** The id of the panel open after a click on `clicked`: opening a panel closes the one open before; clicking
 * the open panel closes it (FAQ accordion, one panel open at a time). */
export const nextOpenPanel = (open: string | undefined, clicked: string): string | undefined =>
  open === clicked ? undefined : clicked;

/** An FAQ accordion: one panel open at a time, each behind a heading button (WAI-ARIA accordion pattern). */
export function Accordion({
  items,
  headingLevel = 3,
  durationMs = ACCORDION_DURATION_MS,
  defaultOpen,
}: AccordionProps) {
  const [open, setOpen] = useState<string | undefined>(defaultOpen);
  return (
    <Box borderTopWidth="1px" borderColor="border">
      {items.map((item) => (
        <Disclosure
          key={item.id}
          title={item.title}
          open={open === item.id}
          onToggle={() => setOpen((current) => nextOpenPanel(current, item.id))}
          headingLevel={headingLevel}
          durationMs={durationMs}
        >
          {item.content}
        </Disclosure>
      ))}
    </Box>
  );
}
