import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Heading, HStack, IconButton } from '@portal/ui';

export interface SectionHeadingProps {
  /** The section's title; also names the edit button ('Edit <title>'). */
  title: string;
  /** The heading level; h2 by default. */
  as?: 'h2' | 'h3' | 'h4';
  /** Shows a pencil button beside the title that calls this. */
  onEdit?: () => void;
  /** The heading's id, for a section's `aria-labelledby`. */
  id?: string;
  /** Anything to show at the end of the line (e.g. a status badge). */
  children?: ReactNode;
}

/** A form section's heading with an optional edit icon button. */
export function SectionHeading({ title, as = 'h2', id, onEdit, children }: SectionHeadingProps) {
  const { t } = useLingui();
  return (
    <HStack gap="2" mb="3" align="center">
      <Heading as={as} id={id} size={as === 'h2' ? 'xl' : 'lg'}>
        {title}
      </Heading>
      {onEdit ? (
        <IconButton type="button" variant="ghost" size="sm" aria-label={t`Edit ${title}`} onClick={onEdit}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none">
            <path
              d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </IconButton>
      ) : null}
      {children}
    </HStack>
  );
}
