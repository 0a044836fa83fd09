import type { ReactNode } from 'react';
import { i18n } from '@portal/i18n';
import { Box, Heading } from '@portal/ui';
import type { RouteHeading } from '@portal/remote-contract';

/** A remote page's place while it is not there yet (its code coming, the student being signed in): the page's
 * heading, when its route declares one, where and as the page writes it (its column's width, Chakra's Heading,
 * 2xl, 3xl from md), with `busy` below it; else `busy` alone. The page's own heading then takes its place: one h1
 * at a time, the text as text. */
export const PageBusy = ({ heading, children: busy }: { heading?: RouteHeading; children: ReactNode }) =>
  heading ? (
    <Box w="full" maxW={heading.width} mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={{ base: 6, md: 8 }}>
        {i18n._(heading.text)}
      </Heading>
      {busy}
    </Box>
  ) : (
    busy
  );
