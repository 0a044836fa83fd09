import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ProviderContact } from '@portal/config';
import { Box, Heading, Link, Stack, Text } from '@portal/ui/core';

/** A dialable tel: address: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface ContactFooterProps {
  /** The question it responds, e.g. "Questions about your payments?". */
  heading: ReactNode;
  /** The provider's contact (useProvider().contact). */
  contact: ProviderContact;
}

/** Who to contact: the provider's phone number and email address, as links, under a page. */
export function ContactFooter({ heading, contact }: ContactFooterProps) {
  const headingId = useId();
  const { phone, email } = contact;
  return (
    <Box as="footer" aria-labelledby={headingId} borderTopWidth="1px" borderColor="border" pt="5">
      <Heading as="h2" id={headingId} size="md" mb="2">
        {heading}
      </Heading>
      <Stack gap="1" color="fg.muted">
        <Text>
          <Trans>
            Call us on{' '}
            <Link
              href={telHref(phone)}
              colorPalette="brand"
              color="colorPalette.fg"
              fontWeight="semibold"
              whiteSpace="nowrap"
            >
              {phone}
            </Link>
          </Trans>
        </Text>
        <Text>
          <Trans>
            or email{' '}
            <Link
              href={`mailto:${email}`}
              colorPalette="brand"
              color="colorPalette.fg"
              fontWeight="semibold"
              overflowWrap="anywhere"
            >
              {email}
            </Link>
          </Trans>
        </Text>
      </Stack>
    </Box>
  );
}
