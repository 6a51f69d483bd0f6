/**
 * Returns on an order's page: the customer asks (which units, and what is wrong) while the order
 * is returnable; both sides then see the request and its outcome; staff may decline it with a
 * note (a refund closes it as refunded).
 */
import { useState } from 'react';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderDetail, ReturnRequest } from '@shared/entities';
import { returnDecisionSchema, returnRequestSchema } from '@shared/schemas';
import { orders } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { useShopDates } from '../../../shopDates';
import { DialogButton } from '../../../ui/DialogButton';
import { NoteField } from '../../../ui/NoteField';
import { chosenLines, UnitsPicker, type UnitCounts } from './UnitsPicker';
import { OrderCard } from './OrderCard';
import { OrderChangeDialog } from './OrderChangeDialog';

const STATUS_COLORS: Record<ReturnRequest['status'], string> = {
  requested: 'orange',
  refunded: 'grape',
  declined: 'gray',
};

export function AskReturnButton({ order }: { order: OrderDetail }) {
  const dates = useShopDates();
  if (!order.returnableUntil) return null;
  return (
    <Stack gap={4}>
      <Group>
        <DialogButton variant="light" dialog={(close) => <AskReturnDialog order={order} onClose={close} />}>
          {orders.askReturn}
        </DialogButton>
      </Group>
      <Text size="sm" c="dimmed">
        {orders.askReturnUntil(dates.dateTime(order.returnableUntil))}
      </Text>
    </Stack>
  );
}

function AskReturnDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const [counts, setCounts] = useState<UnitCounts>({});
  const [reason, setReason] = useState('');
  const lines = chosenLines(order, counts);
  return (
    <OrderChangeDialog
      order={order}
      change="returnRequested"
      send={() => call('requestReturn', { params: { id: order._id }, body: { lines, reason } })}
      done={orders.returnSent}
      title={orders.returnTitle(order.number)}
      size="lg"
      onClose={onClose}
      action={{
        label: orders.sendReturn,
        disabled: lines.length === 0,
        check: () => returnRequestSchema.safeParse({ lines, reason }),
      }}
    >
      <Text size="sm" c="dimmed">
        {orders.returnHint}
      </Text>
      <UnitsPicker order={order} counts={counts} onChange={setCounts} labelOf={orders.returnQuantityOf} />
      <NoteField label={orders.returnReason} value={reason} onChange={setReason} />
    </OrderChangeDialog>
  );
}

export function ReturnRequestCard({ order, isAdmin }: { order: OrderDetail; isAdmin: boolean }) {
  const dates = useShopDates();
  const request = order.returnRequest;
  if (!request) return null;
  return (
    <OrderCard
      id="order-return"
      title={orders.returnRequest}
      badge={
        <Badge color={STATUS_COLORS[request.status]} c="dark.8" variant="light" tt="none">
          {orders.returnStatuses[request.status]}
        </Badge>
      }
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {orders.returnAskedOn(dates.dateTime(request.at))}
        </Text>
        <Text size="sm">
          {request.lines.map((line) => orders.refundLine(line.quantity, line.name)).join(' · ')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {request.reason}
        </Text>
        {request.note && (
          <Alert color="gray" variant="light" title={orders.returnNote} mt="xs">
            {request.note}
          </Alert>
        )}
        {isAdmin && request.status === 'requested' && <DeclineReturnButton order={order} />}
      </Stack>
    </OrderCard>
  );
}

function DeclineReturnButton({ order }: { order: OrderDetail }) {
  return (
    <Group mt="xs">
      <DialogButton
        variant="default"
        dialog={(close) => <DeclineReturnDialog order={order} onClose={close} />}
      >
        {orders.declineReturn}
      </DialogButton>
    </Group>
  );
}

function DeclineReturnDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const [note, setNote] = useState('');
  const decision = { decision: 'decline' as const, note };
  return (
    <OrderChangeDialog
      order={order}
      change="returnDeclined"
      send={() => call('declineReturn', { params: { id: order._id }, body: decision })}
      done={orders.declined}
      title={orders.declineTitle}
      onClose={onClose}
      action={{
        label: orders.declineConfirm,
        color: 'red',
        check: () => returnDecisionSchema.safeParse(decision),
      }}
    >
      <NoteField label={orders.declineNote} value={note} onChange={setNote} />
    </OrderChangeDialog>
  );
}
