import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import { PURCHASE_ORDER_STATES, type PurchaseOrderState } from '@shared/stockLedger';
import type { PurchaseOrder } from '@shared/stockSchemas';
import { sortLabels } from '@shared/strings/labels/common';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { shopDates } from '../../../shopDates';
import type { Column } from '../table/DataTable';
import { ALL, FilterSelect, filterChoices } from '../table/FilterSelect';
import { useQueryTable } from '../table/pageTable';
import { ToolbarButton } from '../table/TableButtons';
import { TablePage } from '../table/TablePage';
import { byDate, byText, reversed, type SortOption } from '../table/useTableView';
import { PurchaseOrderStateBadge } from './PurchaseOrderStateBadge';
import { formatPrice } from '../../../money';

const t = stockText.purchaseOrders;
const STATE_CHOICES = filterChoices(t.allStates, PURCHASE_ORDER_STATES, t.states);

const COLUMNS: readonly Column<PurchaseOrder>[] = [
  {
    label: t.columns.reference,
    cell: (po) => (
      <Anchor component={Link} to={routes.purchaseOrder(po._id)} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {po.reference}
      </Anchor>
    ),
  },
  { label: t.columns.supplier, cell: (po) => po.supplier.name },
  { label: t.columns.state, cell: (po) => <PurchaseOrderStateBadge state={po.state} /> },
  { label: t.columns.lines, numeric: true, cell: (po) => t.lineCount(po.lines.length) },
  { label: t.columns.total, numeric: true, cell: (po) => formatPrice(po.total) },
  { label: t.columns.created, cell: (po) => shopDates().date(po.createdAt) },
];

const oldestFirst = byDate<PurchaseOrder>((po) => po.createdAt);
const SORTS: readonly [SortOption<PurchaseOrder>, ...SortOption<PurchaseOrder>[]] = [
  { value: 'newest', label: sortLabels.newestFirst, compare: reversed(oldestFirst) },
  { value: 'oldest', label: sortLabels.oldestFirst, compare: oldestFirst },
  { value: 'supplier', label: sortLabels.nameAsc, compare: byText((po) => po.supplier.name) },
];
const searchText = (po: PurchaseOrder) => `${po.reference} ${po.supplier.name}`;

/** `/dasboard/stock/purchase-orders`: orders to suppliers, newest first, in one state or all. */
export function PurchaseOrdersPage() {
  const [state, setState] = useState<PurchaseOrderState | typeof ALL>(ALL);
  const purchaseOrders = useQuery({
    queryKey: queryKeys.purchaseOrders(state === ALL ? undefined : state),
    queryFn: () => call('listPurchaseOrders', { query: state === ALL ? {} : { state } }),
  });
  const table = useQueryTable(purchaseOrders, { columns: COLUMNS, sorts: SORTS, searchText });
  const newButton = <ToolbarButton icon={IconPlus} label={t.new} to={routes.newPurchaseOrder} />;
  const stateFilter = (
    <FilterSelect label={t.stateFilter} data={STATE_CHOICES} value={state} onChange={setState} basis={180} />
  );
  return (
    <TablePage
      title={t.title}
      table={table}
      emptyText={state === ALL ? t.none : undefined}
      action={newButton}
      toolbar={stateFilter}
    />
  );
}
