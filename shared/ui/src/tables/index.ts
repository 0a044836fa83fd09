// Tables of records: sortable columns with aria-sort, rows that stack as cards on phones, paging.
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export {
  compareValues,
  nextSort,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './sorting';
