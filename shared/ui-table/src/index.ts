// @portal/ui-table: tables of records (rows that stack as cards on phones, paging; sortable columns with
// aria-sort in DataTable), built on @portal/ui's parts. A package of its own, not a part of the @portal/ui
// singleton: the federation runtime hands a remote @portal/ui whole, so only the pages that show a table should
// carry it, and a page whose table does not sort (RecordTable) does not carry the sorting.
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { RecordTable, type HeaderControl, type RecordColumn, type RecordTableProps } from './RecordTable';
export {
  compareValues,
  nextSort,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './sorting';
export type { StackBreakpoint, StackedGrid } from './stacking';
