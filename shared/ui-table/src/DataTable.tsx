import { useMemo, useState, type ReactNode } from 'react';
import { PagedFooter, Stack, Table, chakra, usePagedFocus } from '@portal/ui';
import { nextSort, sortRows, type SortState, type SortValue } from './sorting';

export interface DataColumn<T> {
  /** A key unique in the table (the sort state names it). */
  key: string;
  /** The column header; also the label of the value when a row stacks as a card (phones). */
  header: string;
  /** The cell's content. */
  cell: (row: T) => ReactNode;
  /** What the column sorts by; the column is sortable (click and keyboard, aria-sort) when given. */
  sortValue?: (row: T) => SortValue;
  align?: 'start' | 'end';
  /** A width from the `md` breakpoint up, e.g. '20%'. */
  width?: string;
  /** false: no column name before the value when the row stacks (a cell that names itself, e.g. a button). */
  stackedLabel?: boolean;
}

export interface DataTableProps<T> {
  /** The table's name for screen readers (its caption, visually hidden), e.g. "Subjects". */
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** The sort the table starts with (e.g. { key: 'start', direction: 'ascending' }). */
  defaultSort?: SortState;
  /** Rows per page; without it every row shows. "Load more" adds a page and focuses its first row. */
  pageSize?: number;
  /** The count under a paged table, e.g. (8, 20) => "Showing 8 of 20 subjects"; announced politely. */
  summary?: (shown: number, total: number) => ReactNode;
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

/** Visually hidden, still read by screen readers. */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Visually hidden below `md` only (a header without a sort button on a phone). */
const srOnlyBelowMd = {
  position: { base: 'absolute', md: 'static' },
  width: { base: '1px', md: 'auto' },
  height: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clipPath: { base: 'inset(50%)', md: 'none' },
  whiteSpace: { base: 'nowrap', md: 'normal' },
} as const;

/**
 * A table of records that reads well from a phone to a desktop:
 * - sortable columns: the header is a button (click, Enter or Space), the sorted column carries `aria-sort`;
 * - below the `md` breakpoint each row stacks as a card, each value after its column's name, and the sortable
 *   headers stay as a row of sort buttons above the cards (explicit roles keep the table semantics);
 * - optionally a page at a time with "Load more", which moves focus to the first new row.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  defaultSort,
  pageSize,
  summary,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : [...rows];
  }, [columns, rows, sort]);
  const size = pageSize && pageSize > 0 ? pageSize : Math.max(sorted.length, 1);
  const { visible, total, hasMore, loadMore, focusRef } = usePagedFocus<T, HTMLTableCellElement>(
    sorted,
    size,
  );

  const anySortable = columns.some((c) => c.sortValue);

  return (
    <Stack gap="3">
      <Table.Root
        role="table"
        size="sm"
        variant="line"
        display={{ base: 'block', md: 'table' }}
        tableLayout={{ md: 'fixed' }}
        width="full"
        bg={{ base: 'transparent', md: 'bg' }}
      >
        <Table.Caption {...srOnly}>{caption}</Table.Caption>
        <Table.Header role="rowgroup" display={{ base: 'block', md: 'table-header-group' }} bg="transparent">
          <Table.Row
            role="row"
            display={{ base: 'flex', md: 'table-row' }}
            flexWrap="wrap"
            gap="2"
            pb={{ base: anySortable ? 3 : 0, md: 0 }}
            bg={{ base: 'transparent', md: 'bg.muted' }}
          >
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sortValue ? direction : undefined}
                  px={{ base: 0, md: 3 }}
                  py={{ base: 0, md: 2 }}
                  w={{ md: column.width }}
                  textAlign={column.align === 'end' ? 'end' : 'start'}
                  verticalAlign="bottom"
                  borderBottomWidth={{ base: 0, md: '1px' }}
                  {...(column.sortValue ? {} : srOnlyBelowMd)}
                >
                  {column.sortValue ? (
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
                      px={{ base: 2.5, md: 0 }}
                      py={{ base: 1.5, md: 0 }}
                      minH={{ base: 9, md: 'auto' }}
                      borderWidth={{ base: '1px', md: 0 }}
                      borderColor={direction ? 'colorPalette.solid' : 'border'}
                      bg={{ base: direction ? 'colorPalette.subtle' : 'bg.panel', md: 'transparent' }}
                      colorPalette="brand"
                      _hover={{ color: 'fg', textDecoration: { md: 'underline' } }}
                      _focusVisible={{
                        outline: '2px solid',
                        outlineColor: 'colorPalette.focusRing',
                        outlineOffset: '2px',
                      }}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </chakra.button>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup" display={{ base: 'block', md: 'table-row-group' }}>
          {visible.map((row, index) => (
            <Table.Row
              key={rowKey(row, index)}
              role="row"
              display={{ base: 'block', md: 'table-row' }}
              borderWidth={{ base: '1px', md: 0 }}
              borderColor="border"
              rounded={{ base: 'l2', md: 'none' }}
              mb={{ base: 3, md: 0 }}
              px={{ base: 3, md: 0 }}
              py={{ base: 2, md: 0 }}
              bg="bg.panel"
            >
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
                    display={{ base: first ? 'block' : 'flex', md: 'table-cell' }}
                    justifyContent={labelled || first ? 'space-between' : 'flex-end'}
                    alignItems="baseline"
                    gap="3"
                    px={{ base: 0, md: 3 }}
                    py={{ base: first ? 1 : labelled ? 0.5 : 2, md: 2 }}
                    textAlign={{
                      base: first ? 'start' : 'end',
                      md: column.align === 'end' ? 'end' : 'start',
                    }}
                    fontWeight={{ base: first ? 'semibold' : 'normal', md: 'normal' }}
                    overflowWrap="anywhere"
                    borderBottomWidth={{ base: 0, md: '1px' }}
                    _before={
                      !labelled
                        ? undefined
                        : {
                            content: { base: 'attr(data-label)', md: 'none' },
                            color: 'fg.muted',
                            fontSize: 'sm',
                            textAlign: 'start',
                            flexShrink: 0,
                          }
                    }
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
      {pageSize && total > size ? (
        <PagedFooter summary={summary?.(visible.length, total)} hasMore={hasMore} onLoadMore={loadMore} />
      ) : null}
    </Stack>
  );
}
