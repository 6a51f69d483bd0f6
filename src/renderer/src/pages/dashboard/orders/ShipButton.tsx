import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/entities';
import { dashboardText, orders as t } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';

/** Panding until clicked; then the order is shipped for good and the button reads Shipped. */
export function ShipButton({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const ship = useMutation({
    mutationFn: () => api.shipOrder(order._id),
    onSuccess: async (shipped) => {
      queryClient.setQueryData<Order[]>(queryKeys.allOrders, (all) =>
        all?.map((candidate) => (candidate._id === shipped._id ? shipped : candidate)),
      );
      notifySuccess(dashboardText.manageOrders.shipped(order.name));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.allOrders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.order(order._id) }),
      ]);
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
