import { Suspense, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, BusyMessage, Heading, Stack, Text } from '@portal/ui';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { useRemoteModule } from '../federation/useRemoteModule';
import { RetryButton } from '../components/RetryButton';
import type { SlotWidget } from './slotWidgets';

/** The height a frame keeps from its first render, so nothing below moves as its widget loads, unless the widget's
 * contract gives its own (ContractWidget.height). */
export const FRAME_MIN_HEIGHT = '12rem';

/** A widget that cannot be loaded or failed to render: says which one, offers Try again (a fresh load). */
function WidgetUnavailable({ title, onRetry }: { title: string; onRetry: () => Promise<void> }) {
  return (
    <Stack role="alert" gap={3} align="flex-start">
      <Text fontWeight="semibold">
        <Trans>{title} is unavailable</Trans>
      </Text>
      <Text>
        <Trans>It could not be loaded right now. The rest of the page still works.</Trans>
      </Text>
      <RetryButton size="sm" onRetry={onRetry}>
        <Trans>Try again</Trans>
      </RetryButton>
    </Stack>
  );
}

/**
 * A widget in its frame: a section named by its heading (the widget's title from its contract), a reserved
 * height, and the widget's body loaded from its remote as a page is (RemotePage): busy while it loads, the
 * named fallback with Try again when it cannot load or fails to render. One frame failing leaves the others.
 */
export function WidgetFrame({ widget }: { widget: SlotWidget }) {
  const { t, i18n } = useLingui();
  const title = i18n._(widget.title);
  const headingId = useId();
  const { state, attempt, retry } = useRemoteModule(widget.remote, widget.module);
  const busy = <BusyMessage>{t`Loading ${title}…`}</BusyMessage>;
  const unavailable = (again: () => Promise<void>) => <WidgetUnavailable title={title} onRetry={again} />;

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-widget={`${widget.remote}/${widget.module}`}
      minH={widget.height ? `${widget.height}rem` : FRAME_MIN_HEIGHT}
      minW={0}
      p={{ base: 4, md: 5 }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
    >
      <Heading as="h2" id={headingId} size="lg" mb={3} color="brand.fg">
        {title}
      </Heading>
      {state.status === 'loading' ? busy : null}
      {state.status === 'unavailable' ? unavailable(retry) : null}
      {state.status === 'ready' ? (
        <RemoteErrorBoundary
          key={attempt}
          title={title}
          remote={widget.remote}
          onRetry={retry}
          fallback={unavailable}
        >
          <Suspense fallback={busy}>
            <state.Module />
          </Suspense>
        </RemoteErrorBoundary>
      ) : null}
    </Box>
  );
}
