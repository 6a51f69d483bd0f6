import type { UseQueryResult } from '@tanstack/react-query';
import type { Column } from './DataTable';
import { useTableView, type TableView, type TableViewOptions } from './useTableView';

/** What a list page shows: the query behind it (for its spinner and error), the view of its rows, their columns. */
export interface PageTable<Row> {
  query: UseQueryResult<unknown>;
  view: TableView<Row>;
  columns: readonly Column<Row>[];
}

export interface QueryTableOptions<Row> extends TableViewOptions<Row> {
  columns: readonly Column<Row>[];
}

/** A table over one query's rows, searched, sorted and paged in memory. */
export function useQueryTable<Row>(
  query: UseQueryResult<Row[]>,
  { columns, ...viewOptions }: QueryTableOptions<Row>,
): PageTable<Row> {
  return { query, view: useTableView(query.data ?? [], viewOptions), columns };
}
