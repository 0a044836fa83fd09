import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, HStack, Stack, Text } from '@portal/ui';
import { ApiError } from '@portal/api';
import { CurrencyDisplay, ErrorDetailsPanel, SectionHeading } from '@portal/forms';
import { GalleryPanel } from './GallerySection';

/** A failed step submit as the enrolment form would meet it. */
const SAMPLE_FAILURE = new ApiError('Bad Request: Up API PATCH v2/secure/studentApplication/APP-1042', {
  method: 'PATCH',
  status: 400,
  requestBody: {
    firstName: 'Aroha',
    lastName: 'Ngata',
    courses: [{ productId: 'P-100', intakeCRMId: 'I-2026-02' }],
  },
});

/** The display components: section heading with its edit button, amounts in several currencies, and the
 * error-details panel of a failed step. */
export function DisplayDemo() {
  const { t } = useLingui();
  const [edits, setEdits] = useState(0);
  const [panel, setPanel] = useState(true);
  const [retries, setRetries] = useState(0);

  return (
    <GalleryPanel title={t`Display pieces`}>
      <Stack gap="5">
        <Box>
          <SectionHeading as="h3" title={t`Contact details`} onEdit={() => setEdits((n) => n + 1)} />
          <Text color="fg.muted">
            <Trans>Edit clicked {edits} times.</Trans>
          </Text>
        </Box>
        <HStack as="ul" listStyleType="none" gap="6" wrap="wrap">
          {[
            [1234.5, 'AUD'],
            [-89.9, 'NZD'],
            [150000, 'JPY'],
            [12.345, 'KWD'],
            [0, 'AUD'],
          ].map(([amount, code]) => (
            <li key={`${amount}${code}`}>
              <Text as="span" color="fg.muted" me="2">
                {code}
              </Text>
              <CurrencyDisplay amount={Number(amount)} currency={String(code)} fontWeight="semibold" />
            </li>
          ))}
        </HStack>
        {panel ? (
          <ErrorDetailsPanel
            error={SAMPLE_FAILURE}
            stepName={t`Personal details`}
            onRetry={() => setRetries((n) => n + 1)}
            onClose={() => setPanel(false)}
          />
        ) : (
          <Button
            type="button"
            alignSelf="flex-start"
            variant="outline"
            size="sm"
            onClick={() => setPanel(true)}
          >
            <Trans>Show the error panel</Trans>
          </Button>
        )}
        <Text color="fg.muted">
          <Trans>Retry clicked {retries} times.</Trans>
        </Text>
      </Stack>
    </GalleryPanel>
  );
}
