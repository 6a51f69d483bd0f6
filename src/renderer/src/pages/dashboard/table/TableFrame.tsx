import type { ReactNode } from 'react';
import { Card } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '../../../ui/PageLoader';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { DataTable, type Column } from './DataTable';
import type { TableView } from './useTableView';

interface TableFrameProps<Row> {
  /** The page's heading, which also names the table. */
  title: string;
  /** The query whose loading and error states the page shows. */
  query: UseQueryResult<unknown>;
  view: TableView<Row>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when the query answers an empty list. */
  empty?: ReactNode;
  /** Keeps the spinner up instead of the list, e.g. while a refusal sends the user away. */
  leaving: boolean;
  /** More controls beside search and sort, e.g. a status filter. */
  toolbar?: ReactNode;
  /** The row to draw the eye to (a just-placed order). */
  highlightedKey?: string;
  /** Shown between the heading and the list, e.g. what to do next about a new order. */
  notice?: ReactNode;
}

/** A dashboard list page's frame: heading, then a card with the spinner, the error or the table. */
export function TableFrame<Row>({
  title,
  query,
  view,
  columns,
  rowKey,
  empty,
  leaving,
  toolbar,
  highlightedKey,
  notice,
}: TableFrameProps<Row>) {
  return (
    <>
      <PageHeading title={title} />
      {notice}
      <Card withBorder radius="md" padding="md">
        {leaving ? (
          <PageLoader />
        ) : (
          <QueryState query={query} empty={empty}>
            {() => (
              <DataTable
                caption={title}
                columns={columns}
                view={view}
                rowKey={rowKey}
                toolbar={toolbar}
                highlightedKey={highlightedKey}
              />
            )}
          </QueryState>
        )}
      </Card>
    </>
  );
}
