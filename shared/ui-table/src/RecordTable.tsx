import type { ReactNode } from 'react';
import { Box, PagedFooter, Stack, Table, usePagedFocus } from '@portal/ui';
import type { SortDirection } from './sorting';
import {
  cellStyle,
  rowStyle,
  split,
  srOnly,
  srOnlyBelow,
  type StackBreakpoint,
  type StackedGrid,
} from './stacking';

export interface RecordColumn<T> {
  /** A key unique in the table (a sort state or a stacked grid names it). */
  key: string;
  /** The column header; also the label of the value when a row stacks as a card (phones). */
  header: string;
  /** The cell's content. */
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** A width where the rows are a table, e.g. '20%'. */
  width?: string;
  /** false: no column name before the value when the row stacks (a cell that names itself, e.g. a button). */
  stackedLabel?: boolean;
}

/** A column header that does something (a sort button): shown on phones too, above the stacked rows. */
export interface HeaderControl {
  content: ReactNode;
  /** The column's aria-sort: the rows are sorted by it. */
  sort?: SortDirection;
}

export interface RecordTableProps<T, C extends RecordColumn<T> = RecordColumn<T>> {
  /** The table's name for screen readers (its caption, visually hidden), e.g. "Subjects". */
  caption: string;
  columns: readonly C[];
  /** The rows, in the order they show. */
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Rows per page; without it every row shows. "Load more" adds a page and focuses its first row. */
  pageSize?: number;
  /** The count under a paged table, e.g. (8, 20) => "Showing 8 of 20 subjects"; announced politely. */
  summary?: (shown: number, total: number) => ReactNode;
  /** Below this breakpoint each row stacks as a card (default 'md'). */
  stackBelow?: StackBreakpoint;
  /** A stacked row's cells in a grid of column keys (every column's key in it), e.g.
   * [['date', 'amount'], ['type', 'account']]; without it each value stands on a line of its own. */
  stackedGrid?: StackedGrid;
  /** In a frame of its own (e.g. inside a card): one border around the table; stacked rows are divided by
   * lines inside it instead of standing apart as cards. */
  framed?: boolean;
  /** A column's header control (DataTable's sort buttons); a column without one has its name only, visually
   * hidden where the rows stack. */
  headerControl?: (column: C) => HeaderControl | undefined;
}

/**
 * A table of records that reads well from a phone to a desktop:
 * - below a breakpoint (`md` unless told) each row stacks as a card, each value after its column's name (or in a
 *   grid of the columns); header controls stay as a row above the cards (explicit roles keep the table
 *   semantics);
 * - optionally a page at a time with "Load more", which moves focus to the first new row.
 */
export function RecordTable<T, C extends RecordColumn<T> = RecordColumn<T>>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize,
  summary,
  stackBelow: at = 'md',
  stackedGrid: grid,
  framed = false,
  headerControl,
}: RecordTableProps<T, C>) {
  const size = pageSize && pageSize > 0 ? pageSize : Math.max(rows.length, 1);
  const { visible, total, hasMore, loadMore, focusRef } = usePagedFocus<T, HTMLTableCellElement>(rows, size);
  const controls = columns.map((column) => headerControl?.(column));

  const table = (
    <Table.Root
      role="table"
      size="sm"
      variant="line"
      display={split(at, 'block', 'table')}
      tableLayout={split(at, undefined, 'fixed')}
      width="full"
      bg={split(at, 'transparent', 'bg')}
    >
      <Table.Caption {...srOnly}>{caption}</Table.Caption>
      <Table.Header role="rowgroup" display={split(at, 'block', 'table-header-group')} bg="transparent">
        <Table.Row
          role="row"
          display={split(at, 'flex', 'table-row')}
          flexWrap="wrap"
          gap="2"
          pb={split(at, controls.some(Boolean) ? 3 : 0, 0)}
          bg={split(at, 'transparent', 'bg.muted')}
        >
          {columns.map((column, c) => {
            const control = controls[c];
            return (
              <Table.ColumnHeader
                key={column.key}
                role="columnheader"
                scope="col"
                aria-sort={control?.sort}
                px={split(at, 0, 3)}
                py={split(at, 0, 2)}
                textAlign={column.align === 'end' ? 'end' : 'start'}
                verticalAlign="bottom"
                borderBottomWidth={split(at, 0, '1px')}
                {...(control ? { w: split(at, undefined, column.width) } : srOnlyBelow(at, column.width))}
              >
                {control ? control.content : column.header}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body role="rowgroup" display={split(at, 'block', 'table-row-group')}>
        {visible.map((row, index) => (
          <Table.Row key={rowKey(row, index)} role="row" {...rowStyle(at, framed, grid)}>
            {columns.map((column, c) => {
              const first = c === 0;
              const labelled = !first && column.stackedLabel !== false;
              const ref = first ? focusRef(index) : undefined;
              return (
                <Table.Cell
                  key={column.key}
                  role="cell"
                  ref={ref}
                  tabIndex={ref ? -1 : undefined}
                  data-label={column.header}
                  {...cellStyle(at, grid, { key: column.key, first, labelled, align: column.align })}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                >
                  {column.cell(row)}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );

  return (
    <Stack gap="3">
      {framed ? (
        <Box borderWidth="1px" borderColor="border" borderRadius="l1" overflow="hidden">
          {table}
        </Box>
      ) : (
        table
      )}
      {pageSize && total > size ? (
        <PagedFooter summary={summary?.(visible.length, total)} hasMore={hasMore} onLoadMore={loadMore} />
      ) : null}
    </Stack>
  );
}
