import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePagedList, type PagedList } from './usePagedList';

export interface PagedFocus<T, E extends HTMLElement> extends PagedList<T> {
  /** The ref for the item at `index`: set only on the first item of a page just loaded, which then takes focus
   * (give it to the item's heading or first cell, with tabIndex -1). */
  focusRef: (index: number) => RefObject<E | null> | undefined;
}

/**
 * usePagedList with the focus move of "Load more": loadMore adds a page and the first new item
 * takes focus, so keyboard and screen-reader users carry on where the new items start.
 */
export function usePagedFocus<T, E extends HTMLElement = HTMLElement>(
  items: readonly T[],
  pageSize: number,
): PagedFocus<T, E> {
  const paged = usePagedList(items, pageSize);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const target = useRef<E>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    target.current?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  return {
    ...paged,
    loadMore: () => {
      setFocusIndex(paged.visible.length);
      paged.loadMore();
    },
    focusRef: (index) => (index === focusIndex ? target : undefined),
  };
}
