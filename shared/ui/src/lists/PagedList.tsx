import { Fragment, type ReactNode, type RefObject } from 'react';
import { Stack } from '@portal/ui/core';
import { PagedFooter } from './PagedFooter';
import { usePagedFocus } from './usePagedFocus';

export interface PagedListProps<T, E extends HTMLElement = HTMLElement> {
  items: readonly T[];
  /** Items per page (usePageSize() from @portal/config gives the configured size or its fallback). */
  pageSize: number;
  /** Renders an item; give `focusRef` to the element that takes focus when the item is the first of a
   * newly loaded page (its heading, or the row's first cell). */
  renderItem: (item: T, index: number, focusRef: RefObject<E | null> | undefined) => ReactNode;
  /** The count under the list, e.g. (8, 20) => "Showing 8 of 20 invoices"; announced politely. */
  summary: (shown: number, total: number) => ReactNode;
  /** A stable key per item (the index by default). */
  itemKey?: (item: T, index: number) => string | number;
  /** Space between the items. */
  gap?: number | Record<string, number>;
}

/**
 * A list shown a page at a time: the first page, a polite "Showing N of M" count and
 * a "Load more" button that adds one page and moves focus to the first new item, so keyboard and
 * screen-reader users carry on where the new items start.
 */
export function PagedList<T, E extends HTMLElement = HTMLElement>({
  items,
  pageSize,
  renderItem,
  summary,
  itemKey = (_item, index) => index,
  gap = { base: 4, md: 5 },
}: PagedListProps<T, E>) {
  const { visible, total, hasMore, loadMore, focusRef } = usePagedFocus<T, E>(items, pageSize);
  return (
    <Stack gap={gap}>
      {visible.map((item, index) => (
        <Fragment key={itemKey(item, index)}>{renderItem(item, index, focusRef(index))}</Fragment>
      ))}
      {total > pageSize && (
        <PagedFooter summary={summary(visible.length, total)} hasMore={hasMore} onLoadMore={loadMore} />
      )}
    </Stack>
  );
}
