import { useState } from 'react';
import { Anchor, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import { STOCK_REASONS, purchaseOrderReference, type StockReason } from '@shared/stockLedger';
import type { StockMovement } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call, type StockMovementFilters } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useShopDates } from '../../../shopDates';
import { QueryState } from '../../../ui/QueryState';
import { ResponsiveRows, type Column } from '../table/DataTable';
import { DownloadButton } from '../table/DownloadButton';
import { ALL, FilterSelect, filterChoices } from '../table/FilterSelect';
import { exportStockMovementsCsv } from './exportStockMovementsCsv';

const t = stockText.ledger;
const REASON_CHOICES = filterChoices(t.allReasons, STOCK_REASONS, stockText.reasons);

/** A change as staff read it: `+12`, `−3` (a true minus sign). */
export const formatDelta = (delta: number): string => (delta > 0 ? `+${delta}` : `\u2212${-delta}`);

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The day over the time, each kept whole, so the column stays narrow. */
function When({ iso }: { iso: string }) {
  const dates = useShopDates();
  return (
    <>
      <Text inherit style={NO_WRAP}>
        {dates.date(iso)}
      </Text>
      <Text size="xs" c="dimmed" style={NO_WRAP}>
        {dates.time(iso)}
      </Text>
    </>
  );
}

/** An address that may wrap after its @ (never inside a word), so the column stays narrow. */
function EmailWithBreak({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The order (`#1007`) or purchase order (`PO-1001`) that moved the stock, linked to its page. */
function Reference({ reference }: { reference: NonNullable<StockMovement['ref']> }) {
  return reference.type === 'order' ? (
    <Anchor component={Link} to={routes.orderDetail(reference.id)}>
      {t.orderRef(reference.number)}
    </Anchor>
  ) : (
    <Anchor component={Link} to={routes.purchaseOrder(reference.id)}>
      {purchaseOrderReference(reference.number)}
    </Anchor>
  );
}

const PRODUCT_COLUMN: Column<StockMovement> = {
  label: t.columns.product,
  cell: (m) => (
    <Anchor component={Link} to={routes.editProduct(m.productId)}>
      {m.productName}
    </Anchor>
  ),
};

const COLUMNS: readonly Column<StockMovement>[] = [
  { label: t.columns.when, cell: (m) => <When iso={m.at} /> },
  PRODUCT_COLUMN,
  { label: t.columns.reason, cell: (m) => stockText.reasons[m.reason] },
  { label: t.columns.change, numeric: true, cell: (m) => formatDelta(m.delta) },
  { label: t.columns.stockAfter, numeric: true, cell: (m) => m.stockAfter },
  // Nothing (not an empty element) without a reference, so a phone's card leaves the line out.
  { label: t.columns.reference, cell: (m) => m.ref && <Reference reference={m.ref} /> },
  { label: t.columns.who, cell: (m) => (m.actorEmail ? <EmailWithBreak email={m.actorEmail} /> : t.shop) },
  { label: t.columns.note, cell: (m) => m.note },
];

/** One product's history names it once, in the page's heading: no product column. */
const PRODUCT_HISTORY_COLUMNS = COLUMNS.filter((column) => column !== PRODUCT_COLUMN);

interface MovementHistoryProps {
  /** Names the list for assistive technology and tests. */
  caption: string;
  /** One product's history; without it, the whole ledger with a choice of product. */
  productId?: string;
}

/**
 * Stock movements newest first, filtered by reason, days and product, a page at a time ("Load more"
 * follows the API's cursor), and the same filters downloaded as CSV.
 */
export function MovementHistory({ caption, productId }: MovementHistoryProps) {
  const [reason, setReason] = useState<StockReason | typeof ALL>(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [chosenProduct, setChosenProduct] = useState(ALL);
  const product = productId ?? (chosenProduct === ALL ? undefined : chosenProduct);
  const filters: StockMovementFilters = {
    ...(product && { productId: product }),
    ...(reason !== ALL && { reason }),
    ...(from && { from }),
    ...(to && { to }),
  };
  const movements = useInfiniteQuery({
    queryKey: queryKeys.stockMovements(filters),
    queryFn: ({ pageParam }) =>
      call('stockMovements', { query: { ...filters, ...(pageParam && { cursor: pageParam }) } }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FilterSelect
            label={t.reasonFilter}
            data={REASON_CHOICES}
            value={reason}
            onChange={setReason}
            grow
          />
          {productId === undefined && <ProductFilter value={chosenProduct} onChange={setChosenProduct} />}
          <DayInput label={t.from} value={from} max={to} onChange={setFrom} />
          <DayInput label={t.to} value={to} min={from} onChange={setTo} />
          <DownloadButton
            save={() => exportStockMovementsCsv(filters)}
            savedText={t.downloaded}
            label={t.downloadCsv}
          />
        </Group>
        <QueryState query={movements}>
          {({ pages }) => {
            const rows = pages.flatMap((page) => page.items);
            return rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="md">
                {t.none}
              </Text>
            ) : (
              <>
                <ResponsiveRows
                  caption={caption}
                  columns={productId === undefined ? COLUMNS : PRODUCT_HISTORY_COLUMNS}
                  rows={rows}
                  rowKey={(m) => m._id}
                />
                {movements.hasNextPage && (
                  <Group justify="center">
                    <Button
                      variant="default"
                      loading={movements.isFetchingNextPage}
                      onClick={() => void movements.fetchNextPage()}
                    >
                      {t.loadMore}
                    </Button>
                  </Group>
                )}
              </>
            );
          }}
        </QueryState>
      </Stack>
    </Card>
  );
}

/** A day the list starts or ends on; each bounds the other, so the two cannot cross. */
function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <TextInput
      label={label}
      type="date"
      value={value}
      min={min || undefined}
      max={max || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{ flex: '1 1 140px' }}
    />
  );
}

/** The ledger's choice of one tool, from the catalogue the dashboard already holds. */
function ProductFilter({ value, onChange }: { value: string; onChange: (productId: string) => void }) {
  const products = useQuery({ queryKey: queryKeys.products, queryFn: () => call('listProducts') });
  return (
    <Select
      label={t.productFilter}
      data={[
        { value: ALL, label: t.allProducts },
        ...(products.data ?? []).map((p) => ({ value: p._id, label: p.name })),
      ]}
      value={value}
      onChange={(next) => onChange(next ?? ALL)}
      searchable
      disabled={products.isPending}
      style={{ flex: '1 1 200px' }}
    />
  );
}
