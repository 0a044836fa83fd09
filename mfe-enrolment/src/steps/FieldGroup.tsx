import { useId, type ReactNode } from 'react';
import { SectionHeading } from '@portal/forms';
import { Stack } from '@portal/ui';

/** A titled group of a step's fields: a section named by its h3 heading. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="1" minW="0">
      <SectionHeading as="h3" id={id} title={title} />
      {children}
    </Stack>
  );
}
