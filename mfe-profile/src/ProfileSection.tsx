import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@portal/ui';

/** The look of the profile's panels (the header and each section). */
export const PANEL = {
  bg: 'bg.panel',
  rounded: 'xl',
  shadow: 'sm',
  borderWidth: '1px',
  borderColor: 'border.muted',
  p: { base: 4, md: 6 },
} as const;

/** One section of the profile: a titled region (its h2 names it for screen readers). */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} {...PANEL}>
      <Stack gap={{ base: 4, md: 5 }}>
        <Heading as="h2" id={`${id}-heading`} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
