import { useId, type ReactNode } from 'react';
import { chakra, Heading } from '@portal/ui/core';
import { Reveal } from './Reveal';

export type DisclosureHeadingLevel = 2 | 3 | 4;

export interface DisclosureProps {
  /** The text of the button that opens and closes the panel. */
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** The level of the heading the button sits in (WAI-ARIA accordion pattern). */
  headingLevel?: DisclosureHeadingLevel;
  durationMs: number;
  children: ReactNode;
}

/** A heading whose button shows or hides the panel after it (aria-expanded, aria-controls). */
export function Disclosure({
  title,
  open,
  onToggle,
  headingLevel = 3,
  durationMs,
  children,
}: DisclosureProps) {
  const base = useId();
  const buttonId = `${base}button`;
  const panelId = `${base}panel`;
  return (
    <chakra.div borderBottomWidth="1px" borderColor="border">
      <Heading as={`h${headingLevel}`} size="md" m="0">
        <chakra.button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          display="flex"
          w="full"
          alignItems="center"
          justifyContent="space-between"
          gap="3"
          py="3"
          textAlign="start"
          fontWeight="semibold"
          cursor="pointer"
          rounded="sm"
          _hover={{ color: 'brand.fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        >
          <span>{title}</span>
          <chakra.span
            aria-hidden="true"
            flexShrink={0}
            transform={open ? 'rotate(180deg)' : undefined}
            transitionProperty="transform"
            transitionDuration={`${Math.min(durationMs, 300)}ms`}
            _motionReduce={{ transition: 'none' }}
          >
            ▾
          </chakra.span>
        </chakra.button>
      </Heading>
      <Reveal id={panelId} labelledBy={buttonId} open={open} durationMs={durationMs}>
        <chakra.div pb="4">{children}</chakra.div>
      </Reveal>
    </chakra.div>
  );
}
