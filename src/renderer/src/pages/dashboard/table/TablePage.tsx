import type { ReactNode } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '../../../ui/PageLoader';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { DataTable, type Column } from './DataTable';
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
}

/** A dashboard list page: its heading, then the rows of one query with search, sort and pages. */
export function TablePage<Row extends { _id: string }>({
  title,
  query,
  columns,
  emptyText,
  emptyAction,
  leaving = false,
  ...viewOptions
}: TablePageProps<Row>) {
  const view = useTableView(query.data ?? [], viewOptions);
  return (
    <>
      <PageHeading title={title} />
      <Card withBorder radius="md" padding="md">
        {leaving ? (
          <PageLoader />
        ) : (
          <QueryState
            query={query}
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
          >
            {() => <DataTable caption={title} columns={columns} view={view} rowKey={(row) => row._id} />}
          </QueryState>
        )}
      </Card>
    </>
  );
}
