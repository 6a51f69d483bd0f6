import { useState } from 'react';
import { Anchor, Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { PURCHASE_ORDER_STATES, type PurchaseOrderState } from '@shared/stockLedger';
import type { PurchaseOrder } from '@shared/stockSchemas';
import { sortLabels } from '@shared/strings/labels/common';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { formatDate } from '../format';
import type { Column } from '../table/DataTable';
import { TablePage } from '../table/TablePage';
import { byDate, byText, reversed, type SortOption } from '../table/useTableView';
import { PurchaseOrderStateBadge } from './PurchaseOrderStateBadge';

const t = stockText.purchaseOrders;
const ALL = 'all';

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
  { label: t.columns.total, numeric: true, cell: (po) => formatUsd(po.total) },
  { label: t.columns.created, cell: (po) => formatDate(po.createdAt) },
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
  const newButton = (
    <Button
      component={Link}
      to={routes.newPurchaseOrder}
      leftSection={<IconPlus size={16} aria-hidden />}
      style={{ alignSelf: 'flex-end' }}
    >
      {t.new}
    </Button>
  );
  return (
    <TablePage
      title={t.title}
      query={purchaseOrders}
      columns={COLUMNS}
      sorts={SORTS}
      searchText={searchText}
      emptyText={state === ALL ? t.none : undefined}
      emptyAction={newButton}
      toolbar={
        <>
          <Select
            label={t.stateFilter}
            data={[
              { value: ALL, label: t.allStates },
              ...PURCHASE_ORDER_STATES.map((value) => ({ value, label: t.states[value] })),
            ]}
            value={state}
            onChange={(value) => value && setState(value as PurchaseOrderState | typeof ALL)}
            allowDeselect={false}
            style={{ flex: '0 1 180px' }}
          />
          {newButton}
        </>
      }
    />
  );
}
