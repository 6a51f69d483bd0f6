import { useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RegisterReport } from '@shared/counterSchemas';
import { sortLabels } from '@shared/strings/labels/common';
import { counterText } from '@shared/strings/labels/counterScreen';
import { registerHistoryText } from '@shared/strings/labels/registerHistory';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import type { Column } from '../table/DataTable';
import { useQueryTable } from '../table/pageTable';
import { RowButton } from '../table/TableButtons';
import { TablePage } from '../table/TablePage';
import { byDate, reversed, type SortOption } from '../table/useTableView';
import { PrintableReport } from './RegisterDialogs';
import { formatPrice } from '../../../money';
import { useShopDates } from '../../../shopDates';

const t = registerHistoryText;

const sessionName = (session: RegisterReport) =>
  counterText.register.sessionOf(session.register, session.number);

/** Closed sessions only: each has its closing time. */
const closedAsc = byDate<RegisterReport>((session) => session.closedAt ?? session.openedAt);
const SORTS: readonly [SortOption<RegisterReport>, ...SortOption<RegisterReport>[]] = [
  { value: 'newest', label: sortLabels.newestFirst, compare: reversed(closedAsc) },
  { value: 'oldest', label: sortLabels.oldestFirst, compare: closedAsc },
];
const searchText = (session: RegisterReport) =>
  `${sessionName(session)} ${session.openedBy.email} ${session.closedBy?.email ?? ''}`;

const money = (dollars: number | null) => (dollars === null ? '' : formatPrice(dollars));

/**
 * `/dasboard/counter/history` (cashiers and admins; docs/counter-screen.md): the registers' closed
 * sessions, newest first, each with its Z report as it was kept at closing, to read and print again.
 */
export function RegisterHistoryPage() {
  const sessions = useQuery({
    queryKey: queryKeys.closedRegisterSessions,
    queryFn: () => call('registerSessions', { query: { state: 'closed' } }),
    select: (answer) => answer.sessions,
  });
  const [viewing, setViewing] = useState<RegisterReport | null>(null);
  const dates = useShopDates();
  const columns: readonly Column<RegisterReport>[] = [
    {
      label: t.columns.session,
      cell: (session) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {sessionName(session)}
        </Text>
      ),
    },
    {
      label: t.columns.closed,
      breakAnywhere: true,
      cell: (session) =>
        session.closedAt && session.closedBy ? (
          <div>
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {dates.dateTime(session.closedAt)}
            </Text>
            <br />
            {session.closedBy.email}
          </div>
        ) : null,
    },
    { label: t.columns.sales, numeric: true, cell: (session) => formatPrice(session.sales.total) },
    { label: t.columns.counted, numeric: true, cell: (session) => money(session.counted) },
    {
      label: t.columns.difference,
      numeric: true,
      // Short (negative) in red, so a drawer that came up short is seen down the list.
      cell: (session) => (
        <Text span inherit c={session.difference !== null && session.difference < 0 ? 'red.8' : undefined}>
          {money(session.difference)}
        </Text>
      ),
    },
    {
      label: t.columns.report,
      cell: (session) => (
        <RowButton
          icon={IconReceipt}
          label={t.view}
          aria-label={t.viewOf(sessionName(session))}
          onClick={() => setViewing(session)}
        />
      ),
    },
  ];
  const table = useQueryTable(sessions, { columns, sorts: SORTS, searchText });

  return (
    <>
      <TablePage title={t.title} table={table} emptyText={t.none} />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing && t.viewOf(sessionName(viewing))}
        size="lg"
      >
        {viewing && <PrintableReport key={viewing._id} report={viewing} />}
      </Modal>
    </>
  );
}
