import type { Ref } from 'react';
import { Heading } from '@portal/ui';

/** An assessment's name as a heading that can take focus (the first of a page "Load more" added). */
export function AssessmentHeading({
  as,
  name,
  headingRef,
}: {
  as: 'h4' | 'h5';
  name: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Heading
      as={as}
      size="sm"
      fontWeight={as === 'h5' ? 'medium' : undefined}
      ref={headingRef}
      tabIndex={-1}
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {name}
    </Heading>
  );
}
