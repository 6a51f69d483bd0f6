import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@shared/entities';
import type { Column } from './DataTable';
import type { PageTable } from './pageTable';
import type { SortChoice } from './useTableView';

/** The page the table shows, as it asks the server for it: `page` is 1-based, `q` searches, `sort` names an order. */
export interface PageRequest<Sort extends string> {
  page: number;
  pageSize: number;
  q: string;
  sort: Sort;
}

export interface ServerSortChoice<Sort extends string> extends SortChoice {
  value: Sort;
}

export interface ServerTableOptions<Row, Sort extends string> {
  columns: readonly Column<Row>[];
  /** One page from the server, searched and sorted there. */
  fetchPage: (request: PageRequest<Sort>) => Promise<Page<Row>>;
  queryKey: (request: PageRequest<Sort>) => QueryKey;
  /** The first choice is the initial order. */
  sorts: readonly [ServerSortChoice<Sort>, ...ServerSortChoice<Sort>[]];
  pageSize?: number;
}

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/**
 * Search, sort and pages done by the server: only the page shown is fetched, so a list of any length
 * stays fast. The previous page stays on screen while the next one loads.
 */
export function useServerTable<Row, Sort extends string>({
  columns,
  fetchPage,
  queryKey,
  sorts,
  pageSize = 10,
}: ServerTableOptions<Row, Sort>): PageTable<Row> & { query: UseQueryResult<Page<Row>> } {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(sorts[0].value);
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const request: PageRequest<Sort> = { page, pageSize, q: q.trim(), sort };
  const query = useQuery({
    queryKey: queryKey(request),
    queryFn: () => fetchPage(request),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const offset = (page - 1) * pageSize;
  return {
    query,
    columns,
    view: {
      query: search,
      setQuery: (next) => {
        setSearch(next);
        setPage(1);
      },
      sort,
      setSort: (next) => {
        const chosen = sorts.find((option) => option.value === next);
        if (chosen) setSort(chosen.value);
        setPage(1);
      },
      sortOptions: sorts,
      page,
      setPage,
      totalPages,
      matchCount: total,
      offset,
      pageRows: query.data?.items ?? [],
    },
  };
}
