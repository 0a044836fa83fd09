// @portal/ui-table: tables of records (sortable columns with aria-sort, rows that stack as cards on phones,
// paging), built on @portal/ui's parts. A package of its own, not a part of the @portal/ui singleton: the
// federation runtime hands a remote @portal/ui whole, so only the pages that show a table should carry it.
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export {
  compareValues,
  nextSort,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './sorting';
