import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Column } from './DataTable';
import { TableFrame } from './TableFrame';
import { useTableView, type TableViewOptions } from './useTableView';

interface TablePageProps<Row> extends TableViewOptions<Row> {
  /** The page's heading, which also names the table. */
  title: string;
  query: UseQueryResult<Row[]>;
  columns: readonly Column<Row>[];
  /** Said when the list is empty; without it an empty list shows the (empty) table. */
  emptyText?: string;
  /** Offered under `emptyText`: somewhere to go from an empty list. */
  emptyAction?: ReactNode;
  /** Keeps the spinner up instead of the list, e.g. while a refusal sends the user away. */
  leaving?: boolean;
  toolbar?: ReactNode;
  highlightedKey?: string;
  notice?: ReactNode;
}

/** A dashboard list page over one query's rows, searched, sorted and paged in memory. */
export function TablePage<Row extends { _id: string }>({
  title,
  query,
  columns,
  emptyText,
  emptyAction,
  leaving = false,
  toolbar,
  highlightedKey,
  notice,
  ...viewOptions
}: TablePageProps<Row>) {
  const view = useTableView(query.data ?? [], viewOptions);
  return (
    <TableFrame
      title={title}
      query={query}
      view={view}
      columns={columns}
      rowKey={(row) => row._id}
      leaving={leaving}
      toolbar={toolbar}
      highlightedKey={highlightedKey}
      notice={notice}
      empty={
        emptyText === undefined ? undefined : (
          <Stack align="center" gap="md" py="xl">
            <Text c="dimmed" ta="center" size="lg">
              {emptyText}
            </Text>
            {emptyAction}
          </Stack>
        )
      }
    />
  );
}
