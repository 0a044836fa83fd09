import { useCallback, useState } from 'react';

export interface PagedList<T> {
  /** The items shown: the first `pages` pages. */
  visible: T[];
  total: number;
  hasMore: boolean;
  /** Shows one more page. */
  loadMore: () => void;
}

/** A list shown a page at a time; each use of loadMore adds one page. */
export function usePagedList<T>(items: readonly T[], pageSize: number): PagedList<T> {
  const [pages, setPages] = useState(1);
  const shown = Math.min(items.length, pages * pageSize);
  const loadMore = useCallback(() => setPages((n) => n + 1), []);
  return { visible: items.slice(0, shown), total: items.length, hasMore: shown < items.length, loadMore };
}
