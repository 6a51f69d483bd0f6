import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/entities';
import { orderText, orders as t } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { notifyError, notifySuccess } from '../../../ui/notify';

/** Cancle, after a confirmation: the server deletes the unpaid order and puts its items back. */
export function CancelOrderButton({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api.cancelOrder(order._id),
    onSuccess: async () => {
      setAsking(false);
      notifySuccess(t.deleted(order.name));
      onCancelled?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myOrders(order.email) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allOrders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]);
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
