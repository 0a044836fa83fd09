import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ProviderContact } from '@portal/config';
import { Box, Heading, Link, Stack, Text } from '@portal/ui';

/** A dialable tel: address: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who to contact about payments: the provider's phone number and email address. */
export function ContactFooter({ contact }: { contact: ProviderContact }) {
  const headingId = useId();
  const { phone, email } = contact;
  return (
    <Box as="footer" aria-labelledby={headingId} borderTopWidth="1px" borderColor="border" pt="5">
      <Heading as="h2" id={headingId} size="md" mb="2">
        <Trans>Questions about your payments?</Trans>
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
