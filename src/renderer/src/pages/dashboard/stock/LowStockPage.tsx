import { useState } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { variantName } from '@shared/stockLedger';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import type { LowStockItem, PurchaseOrder } from '@shared/stockSchemas';
import { sortLabels } from '@shared/strings/labels/common';
import { stockErrors } from '@shared/strings/stockMessages';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { shopDates } from '../../../shopDates';
import { useRole } from '../../../stores/session';
import { notifyInfo, notifyError, notifySuccess } from '../../../ui/notify';
import { SkuLine } from '../../../ui/SkuLine';
import type { Column } from '../table/DataTable';
import { useQueryTable } from '../table/pageTable';
import { ToolbarButton } from '../table/TableButtons';
import { TablePage } from '../table/TablePage';
import { byText, type SortOption } from '../table/useTableView';

const t = stockText.low;

type LowRow = LowStockItem & { _id: string };

const COLUMNS: readonly Column<LowRow>[] = [
  {
    label: t.columns.name,
    cell: (item) => (
      <Stack gap={0}>
        <Anchor component={Link} to={routes.editProduct(item.productId)} fw={600}>
          {variantName(item.name, item.variantTitle)}
        </Anchor>
        <SkuLine sku={item.sku} />
      </Stack>
    ),
  },
  { label: t.columns.stock, numeric: true, cell: (item) => item.stock },
  { label: t.columns.threshold, numeric: true, cell: (item) => item.threshold },
  { label: t.columns.suggested, numeric: true, cell: (item) => item.suggestedQuantity },
  { label: t.columns.supplier, cell: (item) => item.supplier?.name ?? t.noSupplier },
  {
    label: t.columns.since,
    cell: (item) => (item.lowSince ? shopDates().dateTime(item.lowSince) : t.sinceUnknown),
  },
];

const SORTS: readonly [SortOption<LowRow>, ...SortOption<LowRow>[]] = [
  { value: 'stock', label: sortLabels.lowestStock, compare: (a, b) => a.stock - b.stock },
  { value: 'name', label: sortLabels.nameAsc, compare: byText((item) => item.name) },
];
const searchText = (item: LowRow) =>
  `${variantName(item.name, item.variantTitle)} ${item.sku ?? ''} ${item.supplier?.name ?? ''}`;

/** `/dasboard/stock/low`: what is below its threshold, and drafts to reorder it in one go. */
export function LowStockPage() {
  const queryClient = useQueryClient();
  // A cashier sees what runs low; ordering it is the admins'.
  const mayOrder = useRole() === 'admin';
  const low = useQuery({
    queryKey: queryKeys.lowStock,
    queryFn: () => call('lowStock'),
    select: (items): LowRow[] => items.map((item) => ({ ...item, _id: item.variantId })),
  });
  const [made, setMade] = useState<PurchaseOrder[] | null>(null);
  const makeOrders = useMutation({
    mutationFn: () => call('purchaseOrdersFromLowStock'),
    onSuccess: async ({ created }) => {
      setMade(created);
      if (created.length === 0) notifyInfo(stockErrors.nothingLow);
      else notifySuccess(t.made(created.length));
      await queryClient.invalidateQueries({ queryKey: queryKeys.stock });
    },
    onError: notifyError,
  });

  const table = useQueryTable(low, { columns: COLUMNS, sorts: SORTS, searchText });
  const makeOrdersButton = (
    <ToolbarButton
      icon={IconTruckDelivery}
      label={t.makeOrders}
      loading={makeOrders.isPending}
      onClick={() => makeOrders.mutate()}
    />
  );
  return (
    <TablePage
      title={t.title}
      table={table}
      emptyText={t.none}
      notice={made && <MadeNotice made={made} />}
      toolbar={mayOrder && makeOrdersButton}
    />
  );
}

/** What "Make purchase orders" did: links to the drafts, or why there are none. */
function MadeNotice({ made }: { made: PurchaseOrder[] }) {
  if (made.length === 0)
    return (
      <Alert color="gray" variant="light" role="status" mb="md">
        {stockErrors.nothingLow}
      </Alert>
    );
  return (
    <Alert color="green" variant="light" role="status" mb="md" title={t.made(made.length)}>
      <Group gap="sm">
        <Text size="sm">{t.openMade}</Text>
        {made.map((order) => (
          <Anchor key={order._id} component={Link} to={routes.purchaseOrder(order._id)} size="sm">
            {order.reference} ({order.supplier.name})
          </Anchor>
        ))}
      </Group>
    </Alert>
  );
}
