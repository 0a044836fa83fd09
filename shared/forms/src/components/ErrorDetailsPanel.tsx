import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Code, Collapsible, HStack, Text } from '@portal/ui';

/** What the panel reads from a failed submit: an ApiError of @portal/api carries all of it. */
export interface SubmitErrorDetails {
  message?: string;
  /** The HTTP status of the failed call (the form error's status code). */
  statusCode?: number;
  status?: number;
  /** The body the step sent. */
  requestBody?: unknown;
}

export interface ErrorDetailsPanelProps {
  /** The failed submit's error (an ApiError or anything with the fields above). */
  error: unknown;
  /** The name of the step whose submit failed. */
  stepName: string;
  onRetry: () => void;
  onClose: () => void;
}

/** The panel shown when a step's submit fails: a title, a text, a 'more'
 * expander with the step name, status code and request body, and retry and close actions. At most
 * 20rem high; longer details scroll inside it. */
export function ErrorDetailsPanel({ error, stepName, onRetry, onClose }: ErrorDetailsPanelProps) {
  const { t } = useLingui();
  const [more, setMore] = useState(false);
  const titleId = useId();
  const details = (typeof error === 'object' && error !== null ? error : {}) as SubmitErrorDetails;
  const statusCode = details.statusCode ?? details.status;
  const message = typeof error === 'string' ? error : details.message;

  return (
    <Alert.Root
      status="error"
      variant="surface"
      role="alert"
      aria-labelledby={titleId}
      maxH="20rem"
      overflowY="auto"
    >
      <Alert.Indicator />
      <Alert.Content minW="0" gap="2">
        <Alert.Title id={titleId}>
          <Trans>Sorry, this step could not be saved</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            Something went wrong while sending your details. Please try again, or close this message and try
            later.
          </Trans>
        </Alert.Description>
        <Collapsible.Root open={more} onOpenChange={(e) => setMore(e.open)}>
          <Collapsible.Trigger asChild>
            <Button type="button" variant="plain" size="sm" px="0" textDecoration="underline">
              {more ? t`Less` : t`More`}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box
              as="dl"
              fontSize="sm"
              display="grid"
              gridTemplateColumns="max-content 1fr"
              columnGap="3"
              rowGap="1"
            >
              <Text as="dt" fontWeight="semibold">
                <Trans>Step</Trans>
              </Text>
              <Text as="dd">{stepName}</Text>
              <Text as="dt" fontWeight="semibold">
                <Trans>Status code</Trans>
              </Text>
              <Text as="dd">{statusCode ?? '-'}</Text>
              {message ? (
                <>
                  <Text as="dt" fontWeight="semibold">
                    <Trans>Message</Trans>
                  </Text>
                  <Text as="dd" overflowWrap="anywhere">
                    {message}
                  </Text>
                </>
              ) : null}
            </Box>
            <Text fontSize="sm" fontWeight="semibold" mt="2">
              <Trans>Request body</Trans>
            </Text>
            <Code as="pre" display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" p="2" fontSize="xs">
              {JSON.stringify(details.requestBody ?? null, null, 2)}
            </Code>
          </Collapsible.Content>
        </Collapsible.Root>
        <HStack gap="2" mt="1">
          <Button type="button" size="sm" colorPalette="red" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
