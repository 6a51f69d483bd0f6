import type { ReactNode } from 'react';
import { Card } from '@mantine/core';
import { PageLoader } from '../../../ui/PageLoader';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { DataTable } from './DataTable';
import { EmptyList } from './EmptyList';
import type { PageTable } from './pageTable';

interface TablePageProps<Row> {
  /** The page's heading, which also names the table. */
  title: string;
  /** From useQueryTable (rows in memory) or useServerTable (a page at a time from the server). */
  table: PageTable<Row>;
  /** Said when the query answers an empty list; without it an empty list shows the (empty) table. */
  emptyText?: string;
  /** The page's main action: after the toolbar's controls, and under `emptyText`. */
  action?: ReactNode;
  /** Offered under `emptyText`: somewhere to go from an empty list (the main action unless said otherwise). */
  emptyAction?: ReactNode;
  /** More controls beside search and sort, e.g. a status filter. */
  toolbar?: ReactNode;
  /** Shown between the heading and the list, e.g. what to do next about a new order. */
  notice?: ReactNode;
  /** The row to draw the eye to (a just-placed order). */
  highlightedKey?: string;
  /** Keeps the spinner up instead of the list, e.g. while a refusal sends the user away. */
  leaving?: boolean;
}

/** A dashboard list page: heading, then a card with the spinner, the error, the empty list or the table. */
export function TablePage<Row extends { _id: string }>({
  title,
  table: { query, view, columns },
  emptyText,
  action,
  emptyAction = action,
  toolbar,
  notice,
  highlightedKey,
  leaving = false,
}: TablePageProps<Row>) {
  return (
    <>
      <PageHeading title={title} />
      {notice}
      <Card withBorder radius="md" padding="md">
        {leaving ? (
          <PageLoader />
        ) : (
          <QueryState
            query={query}
            empty={emptyText === undefined ? undefined : <EmptyList text={emptyText} action={emptyAction} />}
          >
            {() => (
              <DataTable
                caption={title}
                columns={columns}
                view={view}
                rowKey={(row) => row._id}
                toolbar={
                  <>
                    {toolbar}
                    {action}
                  </>
                }
                highlightedKey={highlightedKey}
              />
            )}
          </QueryState>
        )}
      </Card>
    </>
  );
}
