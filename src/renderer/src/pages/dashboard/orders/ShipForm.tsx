/**
 * The admin's shipping on an order's page: carrier and tracking number, both optional, then shipped.
 * On a shipped order the same form saves a number forgotten at shipping. (Manage All Orders keeps
 * the spec's one-click Panding → Shipped.)
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { Order } from '@shared/entities';
import { readyToShip } from '@shared/orderLifecycle';
import { trackingSchema } from '@shared/schemas';
import { fieldLabels } from '@shared/strings/labels/common';
import { orders } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { useOrderChange } from './useOrderChange';
import { OrderCard } from './OrderCard';

/** The carrier and the tracking number: each up to the 100 characters `trackingSchema` allows. */
const TRACKING_FIELDS = [
  { field: 'carrier', label: fieldLabels.carrier, placeholder: orders.carrierPlaceholder },
  { field: 'trackingNumber', label: fieldLabels.trackingNumber },
] as const;

export function ShipForm({ order }: { order: Order }) {
  const shipping = readyToShip(order);
  const form = useForm({
    initialValues: { carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' },
    validate: zod4Resolver(trackingSchema),
  });
  const ship = useOrderChange({
    order,
    change: 'shipped',
    send: (body: { carrier: string; trackingNumber: string }) =>
      call('shipOrder', { params: { id: order._id }, body }),
    done: shipping ? orders.shippedToast(order.number) : orders.trackingSaved,
  });
  return (
    <OrderCard id="ship-title" title={orders.shipTitle} gap={0}>
      <form onSubmit={form.onSubmit((values) => ship.mutate(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {orders.shipHint}
          </Text>
          <Group grow align="flex-start">
            {TRACKING_FIELDS.map(({ field, ...input }) => (
              <TextInput key={field} {...input} maxLength={100} {...form.getInputProps(field)} />
            ))}
          </Group>
          <Group>
            {/* Dark words on the green: white ones would not reach 4.5:1. */}
            <Button
              type="submit"
              loading={ship.isPending}
              color={shipping ? 'green' : undefined}
              autoContrast
            >
              {shipping ? orders.shipNow : orders.updateTracking}
            </Button>
          </Group>
        </Stack>
      </form>
    </OrderCard>
  );
}
