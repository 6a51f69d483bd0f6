import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMail, IconPackageImport, IconPencil, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { toCents, toDollars } from '@shared/money';
import { routes } from '@shared/routes';
import type { PurchaseOrder } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { ApiError, call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useShopDates } from '../../../shopDates';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { DeadEnd } from '../../../ui/DeadEnd';
import { Figure } from '../../../ui/Figure';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { ResponsiveRows, type Column } from '../table/DataTable';
import { EditDraftDialog } from './EditDraftDialog';
import { PurchaseOrderStateBadge } from './PurchaseOrderStateBadge';
import { ReceiveDialog } from './ReceiveDialog';
import { formatPrice } from '../../../money';

const t = stockText.purchaseOrder;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** `/dasboard/stock/purchase-orders/{id}`: one purchase order, sent, received and cancelled from here. */
export function PurchaseOrderPage() {
  const { id = '' } = useParams();
  const purchaseOrder = useQuery({
    queryKey: queryKeys.purchaseOrder(id),
    queryFn: () => call('purchaseOrder', { params: { id } }),
  });
  if (purchaseOrder.error instanceof ApiError && purchaseOrder.error.status === 404)
    return (
      <>
        <PageHeading title={stockText.purchaseOrders.title} />
        <DeadEnd message={t.notFound} backTo={routes.purchaseOrders} backLabel={t.back} />
      </>
    );
  return <QueryState query={purchaseOrder}>{(po) => <PurchaseOrderDetail po={po} />}</QueryState>;
}

function PurchaseOrderDetail({ po }: { po: PurchaseOrder }) {
  const queryClient = useQueryClient();
  const dates = useShopDates();
  const [receiving, setReceiving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const showUpdated = async (updated: PurchaseOrder) => {
    queryClient.setQueryData(queryKeys.purchaseOrder(updated._id), updated);
    await queryClient.invalidateQueries({ queryKey: queryKeys.stock });
  };
  const send = useMutation({
    mutationFn: () => call('sendPurchaseOrder', { params: { id: po._id } }),
    onSuccess: async (sent) => {
      notifySuccess(t.sentTo(sent.reference, sent.supplier.email));
      await showUpdated(sent);
    },
    onError: notifyError,
  });
  const cancel = useMutation({
    mutationFn: () => call('cancelPurchaseOrder', { params: { id: po._id } }),
    onSuccess: async (cancelled) => {
      notifySuccess(t.cancelledDone(cancelled.reference));
      setConfirmingCancel(false);
      await showUpdated(cancelled);
    },
    onError: notifyError,
  });
  const receivable = po.state === 'sent' || po.state === 'partly_received';
  const cancellable = po.state === 'draft' || po.state === 'sent';
  const unpriced = po.state === 'draft' ? po.lines.filter((line) => line.unitCost === null) : [];

  return (
    <>
      <PageHeading title={t.title(po.reference)} action={<PurchaseOrderStateBadge state={po.state} />} />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure label={t.supplier}>
                {po.supplier.name}
                {po.supplier.email && (
                  <Text size="sm" fw={400} style={{ overflowWrap: 'anywhere' }}>
                    {po.supplier.email}
                  </Text>
                )}
              </Figure>
              <Figure label={t.created}>{dates.dateTime(po.createdAt)}</Figure>
              {po.sentAt && <Figure label={t.sent}>{dates.dateTime(po.sentAt)}</Figure>}
              {po.receivedAt && <Figure label={t.received}>{dates.dateTime(po.receivedAt)}</Figure>}
              {po.cancelledAt && <Figure label={t.cancelled}>{dates.dateTime(po.cancelledAt)}</Figure>}
            </SimpleGrid>
            {po.note && (
              <Figure label={t.note}>
                <Text span inherit fw={400} style={{ whiteSpace: 'pre-line' }}>
                  {po.note}
                </Text>
              </Figure>
            )}
            {unpriced.length > 0 && (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                title={t.unpricedTitle}
                role="status"
                // The light yellow's own title colour is too faint to read on it.
                styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t.unpricedText(unpriced.map((line) => line.name).join(', '))}</Text>
                  <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                    {t.giveCosts}
                  </Button>
                </Stack>
              </Alert>
            )}
            <Group gap="sm">
              {po.state === 'draft' && (
                <>
                  <Button
                    leftSection={<IconMail size={16} aria-hidden />}
                    loading={send.isPending}
                    disabled={unpriced.length > 0}
                    onClick={() => send.mutate()}
                  >
                    {t.send}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing(true)}
                  >
                    {t.edit}
                  </Button>
                </>
              )}
              {receivable && (
                <Button
                  leftSection={<IconPackageImport size={16} aria-hidden />}
                  onClick={() => setReceiving(true)}
                >
                  {t.receive}
                </Button>
              )}
              {cancellable && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setConfirmingCancel(true)}
                >
                  {t.cancel}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <PurchaseOrderLines po={po} />
        </Card>
        <Anchor component={Link} to={routes.purchaseOrders} size="sm">
          {t.back}
        </Anchor>
      </Stack>
      {receiving && <ReceiveDialog po={po} onReceived={showUpdated} onClose={() => setReceiving(false)} />}
      {editing && <EditDraftDialog po={po} onSaved={showUpdated} onClose={() => setEditing(false)} />}
      <ConfirmModal
        opened={confirmingCancel}
        title={t.cancelTitle(po.reference)}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        danger
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirmingCancel(false)}
      >
        {t.cancelText}
      </ConfirmModal>
    </>
  );
}

type Line = PurchaseOrder['lines'][number];

/** A figure of the line's unit cost, or that nobody gave it yet. */
const priced = (line: Line, figure: (cost: number) => string) =>
  line.unitCost === null ? t.costMissing : figure(line.unitCost);

const c = t.columns;
const LINE_COLUMNS: readonly Column<Line>[] = [
  {
    label: c.tool,
    cell: (line) => (
      <Anchor component={Link} to={routes.editProduct(line.productId)}>
        {line.name}
      </Anchor>
    ),
  },
  { label: c.ordered, numeric: true, cell: (line) => line.quantity },
  { label: c.received, numeric: true, cell: (line) => line.received },
  { label: c.unitCost, numeric: true, cell: (line) => priced(line, formatPrice) },
  {
    label: c.lineTotal,
    numeric: true,
    cell: (line) => priced(line, (cost) => formatPrice(toDollars(toCents(cost) * line.quantity))),
  },
];

/** The lines as a table (cards on phones), then what they come to. */
function PurchaseOrderLines({ po }: { po: PurchaseOrder }) {
  return (
    <Stack gap="sm">
      <ResponsiveRows
        caption={t.caption}
        columns={LINE_COLUMNS}
        rows={po.lines}
        rowKey={(line) => line.variantId}
      />
      <Group justify="flex-end" gap="md" px="sm">
        <Text fw={700}>{t.total}</Text>
        <Text fw={700} style={NUMERIC}>
          {formatPrice(po.total)}
        </Text>
      </Group>
    </Stack>
  );
}
