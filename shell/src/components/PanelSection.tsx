import type { ReactNode } from 'react';
import { Box, Stack } from '@portal/ui';

/** A page's one panel, centred under the top bar: a section named by its heading (`headingId`). */
export function PanelSection({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      rounded="2xl"
      shadow="md"
      p={{ base: 6, md: 10 }}
      maxW="3xl"
      mx="auto"
      mt={{ base: 2, md: 8 }}
    >
      <Stack gap={5} align="flex-start">
        {children}
      </Stack>
    </Box>
  );
}
