/** Sorting of table rows (pure, for DataTable and its tests). */

/** The values of aria-sort a sorted column header carries. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  /** The key of the column the rows are sorted by. */
  key: string;
  direction: SortDirection;
}

/** What a row sorts by in one column: a number, a text or an ISO date; empty values sort last. */
export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isEmpty = (value: SortValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** Compares two values in ascending order: numbers by size, texts naturally ('Module 2' before 'Module 10'). */
export function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows sorted by `value` in `direction`. Stable (equal rows keep their order) and rows without a value go
 * last in both directions, so a column with gaps still reads from its first real value.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The sort after a click on column `key`: the same column flips direction, another starts ascending. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current?.key === key)
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}
