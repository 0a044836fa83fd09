import { useEffect, useRef, useState } from 'react';
import { usePagedList } from '@portal/ui';

/**
 * usePagedList with the focus move of "Load more": the first item of the new page takes focus (give
 * `focusRef(index)` to the element that should take it, e.g. the item's heading with tabIndex -1).
 */
export function usePagedFocus<T, E extends HTMLElement = HTMLHeadingElement>(
  items: readonly T[],
  pageSize: number,
) {
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
    focusRef: (index: number) => (index === focusIndex ? target : undefined),
  };
}
