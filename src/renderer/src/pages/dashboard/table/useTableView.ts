import { useMemo, useState } from 'react';

export interface SortOption<Row> extends SortChoice {
  compare: (a: Row, b: Row) => number;
}

export interface TableViewOptions<Row> {
  /** The text a row is searched by (lower-cased here). */
  searchText: (row: Row) => string;
  /** The first option is the initial order. */
  sorts: readonly [SortOption<Row>, ...SortOption<Row>[]];
  pageSize?: number;
  /** Keeps only the rows a filter of the page (e.g. a status) admits. */
  rowFilter?: (row: Row) => boolean;
}

/** A way to order a list, as the sort choice offers it. */
export interface SortChoice {
  value: string;
  label: string;
}

export interface TableView<Row> {
  query: string;
  setQuery: (query: string) => void;
  sort: string;
  setSort: (value: string) => void;
  sortOptions: readonly SortChoice[];
  page: number;
  setPage: (page: number) => void;
  totalPages: number;
  /** Rows matching the search, before paging. */
  matchCount: number;
  /** Index of the first row of the page within the matches. */
  offset: number;
  pageRows: Row[];
}

/** Search, sort and pagination over rows already in memory, so a list of hundreds stays usable. */
export function useTableView<Row>(
  rows: readonly Row[],
  { searchText, sorts, pageSize = 10, rowFilter }: TableViewOptions<Row>,
): TableView<Row> {
  const [query, setQueryState] = useState('');
  const [sort, setSortState] = useState(sorts[0].value);
  const [page, setPage] = useState(1);

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const admitted = rowFilter ? rows.filter(rowFilter) : rows;
    const found = needle
      ? admitted.filter((row) => searchText(row).toLowerCase().includes(needle))
      : [...admitted];
    const compare = (sorts.find((option) => option.value === sort) ?? sorts[0]).compare;
    return found.sort(compare);
  }, [rows, query, sort, searchText, sorts, rowFilter]);

  const totalPages = Math.max(1, Math.ceil(matches.length / pageSize));
  // A deletion can shrink the list under the current page: show the last page that exists.
  const currentPage = Math.min(page, totalPages);
  const offset = (currentPage - 1) * pageSize;

  return {
    query,
    setQuery: (next) => {
      setQueryState(next);
      setPage(1);
    },
    sort,
    setSort: (next) => {
      setSortState(next);
      setPage(1);
    },
    sortOptions: sorts,
    page: currentPage,
    setPage,
    totalPages,
    matchCount: matches.length,
    offset,
    pageRows: matches.slice(offset, offset + pageSize),
  };
}

/** Orders and lists sort by these; stable helpers so callers can declare options once. */
export const byText =
  <Row>(pick: (row: Row) => string) =>
  (a: Row, b: Row) =>
    pick(a).localeCompare(pick(b), undefined, { sensitivity: 'base' });

export const byDate =
  <Row>(pick: (row: Row) => string) =>
  (a: Row, b: Row) =>
    Date.parse(pick(a)) - Date.parse(pick(b));

export const reversed =
  <Row>(compare: (a: Row, b: Row) => number) =>
  (a: Row, b: Row) =>
    compare(b, a);
