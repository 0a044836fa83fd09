import type { ReactNode } from 'react';
import { Flex, Text } from '@portal/ui/core';
import { LoadMoreButton } from '../feedback/LoadMoreButton';

export interface PagedFooterProps {
  /** The count, e.g. "Showing 8 of 20 files"; announced politely. */
  summary: ReactNode;
  /** Whether there is more to show ("Load more" is left out when not). */
  hasMore: boolean;
  onLoadMore: () => void;
}

/** What sits under a list shown a page at a time: the count and the "Load more" button. */
export function PagedFooter({ summary, hasMore, onLoadMore }: PagedFooterProps) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="3"
    >
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {summary}
      </Text>
      {hasMore && <LoadMoreButton onClick={onLoadMore} />}
    </Flex>
  );
}
