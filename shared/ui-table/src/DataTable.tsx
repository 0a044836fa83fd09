import { useMemo, useState } from 'react';
import { chakra } from '@portal/ui';
import { RecordTable, type RecordColumn, type RecordTableProps } from './RecordTable';
import { nextSort, sortRows, type SortState, type SortValue } from './sorting';
import { split } from './stacking';

export interface DataColumn<T> extends RecordColumn<T> {
  /** What the column sorts by; the column is sortable (click and keyboard, aria-sort) when given. */
  sortValue?: (row: T) => SortValue;
}

export interface DataTableProps<T> extends Omit<RecordTableProps<T, DataColumn<T>>, 'headerControl'> {
  /** The sort the table starts with (e.g. { key: 'start', direction: 'ascending' }). */
  defaultSort?: SortState;
}

/** An arrow for the sort state: up (ascending), down (descending) or both (sortable, not sorted). */
function SortIcon({ direction }: { direction: SortState['direction'] | undefined }) {
  return (
    <chakra.svg
      viewBox="0 0 12 16"
      width="0.7em"
      height="1em"
      aria-hidden="true"
      flexShrink={0}
      opacity={direction ? 1 : 0.45}
    >
      {direction !== 'descending' && <path d="M6 1 11 7H1z" fill="currentColor" />}
      {direction !== 'ascending' && <path d="M6 15 1 9h10z" fill="currentColor" />}
    </chakra.svg>
  );
}

/**
 * A RecordTable whose columns sort: a sortable column's header is a button (click, Enter or Space), the sorted
 * column carries `aria-sort`; where the rows stack, the sort buttons stay as a row above the cards. Paging keeps
 * the rows shown when the sort changes.
 */
export function DataTable<T>({ defaultSort, ...table }: DataTableProps<T>) {
  const { columns, rows, stackBelow: at = 'md' } = table;
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : [...rows];
  }, [columns, rows, sort]);

  return (
    <RecordTable<T, DataColumn<T>>
      {...table}
      rows={sorted}
      headerControl={(column) => {
        if (!column.sortValue) return undefined;
        const direction = sort?.key === column.key ? sort.direction : undefined;
        return {
          sort: direction,
          content: (
            <chakra.button
              type="button"
              onClick={() => setSort((current) => nextSort(current, column.key))}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              fontWeight="semibold"
              textAlign="start"
              color={direction ? 'fg' : 'fg.muted'}
              cursor="pointer"
              rounded="l1"
              px={split(at, 2.5, 0)}
              py={split(at, 1.5, 0)}
              minH={split(at, 9, 'auto')}
              borderWidth={split(at, '1px', 0)}
              borderColor={direction ? 'colorPalette.solid' : 'border'}
              bg={split(at, direction ? 'colorPalette.subtle' : 'bg.panel', 'transparent')}
              colorPalette="brand"
              _hover={{ color: 'fg', textDecoration: split(at, undefined, 'underline') }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              }}
            >
              {column.header}
              <SortIcon direction={direction} />
            </chakra.button>
          ),
        };
      }}
    />
  );
}
