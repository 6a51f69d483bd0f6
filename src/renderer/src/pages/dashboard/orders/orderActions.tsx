/** What staff and customers can do to an order from a list or its detail. */
import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { Order } from '@shared/entities';
import { common } from '@shared/strings/labels/common';
import { orders } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { useOrderChange } from './useOrderChange';

/** Panding until clicked; then the order is shipped for good and the button reads Shipped. */
export function ShipButton({ order }: { order: Order }) {
  const ship = useOrderChange({
    order,
    change: 'shipped',
    send: () => call('shipOrder', { params: { id: order._id } }),
    done: orders.shippedToast(order.number),
  });
  return order.status ? (
    <Button size="xs" color="green" variant="light" disabled>
      {orders.states.shipped}
    </Button>
  ) : (
    <Button size="xs" loading={ship.isPending} onClick={() => ship.mutate()}>
      {orders.pending}
    </Button>
  );
}

interface ConfirmedCancelProps {
  order: Order;
  /** The server's call that cancels the order. */
  send: () => Promise<unknown>;
  words: { button: string; title: string; confirm: string; keep: string; body: ReactNode; done: string };
  onCancelled?: () => void;
}

/** A red button that cancels an order once its dialog is confirmed: the customer's Cancle, staff's Undelivered. */
export function ConfirmedCancelButton({ order, send, words, onCancelled }: ConfirmedCancelProps) {
  const [asking, setAsking] = useState(false);
  const cancel = useOrderChange({
    order,
    change: 'cancelled',
    send,
    done: words.done,
    then: () => {
      setAsking(false);
      onCancelled?.();
    },
  });
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setAsking(true)}>
        {words.button}
      </Button>
      <ConfirmModal
        opened={asking}
        title={words.title}
        confirmLabel={words.confirm}
        cancelLabel={words.keep}
        danger
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onError: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        {words.body}
      </ConfirmModal>
    </>
  );
}

/** Cancle, after a confirmation: the server deletes the unpaid order and puts its items back. */
export function CancelOrderButton({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  return (
    <ConfirmedCancelButton
      order={order}
      send={() => call('cancelOrder', { params: { id: order._id } })}
      words={{
        button: orders.cancel,
        title: orders.cancelTitle,
        confirm: orders.cancel,
        keep: orders.keepOrder,
        body: orders.cancelBody(order.name),
        done: common.deleted(order.name),
      }}
      onCancelled={onCancelled}
    />
  );
}
