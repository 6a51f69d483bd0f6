/** What staff and customers can do to an order from a list or its detail. */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/entities';
import { dashboardText, orderText, orders as t } from '@shared/strings';
import { call } from '../../../api/client';
import { refreshAfterOrderChange } from '../../../api/refreshes';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { notifyError, notifySuccess } from '../../../ui/notify';

/** Panding until clicked; then the order is shipped for good and the button reads Shipped. */
export function ShipButton({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const ship = useMutation({
    mutationFn: () => call('shipOrder', { params: { id: order._id } }),
    onSuccess: async () => {
      notifySuccess(dashboardText.manageOrders.shipped(order.name));
      await refreshAfterOrderChange(queryClient, 'shipped', order);
    },
    onError: notifyError,
  });
  return order.status ? (
    <Button size="xs" color="green" variant="light" disabled>
      {t.shipped}
    </Button>
  ) : (
    <Button size="xs" loading={ship.isPending} onClick={() => ship.mutate()}>
      {t.pending}
    </Button>
  );
}

/** Cancle, after a confirmation: the server deletes the unpaid order and puts its items back. */
export function CancelOrderButton({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => call('cancelOrder', { params: { id: order._id } }),
    onSuccess: async () => {
      setAsking(false);
      notifySuccess(t.deleted(order.name));
      onCancelled?.();
      await refreshAfterOrderChange(queryClient, 'cancelled', order);
    },
    onError: (error) => {
      setAsking(false);
      notifyError(error);
    },
  });
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setAsking(true)}>
        {t.cancel}
      </Button>
      <ConfirmModal
        opened={asking}
        title={orderText.cancelTitle}
        confirmLabel={t.cancel}
        cancelLabel={orderText.keepOrder}
        danger
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setAsking(false)}
      >
        {orderText.cancelBody(order.name)}
      </ConfirmModal>
    </>
  );
}
