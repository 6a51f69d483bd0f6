import {
  Button,
  Checkbox,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { OrderDetail } from '@shared/entities';
import { ParcelAddress } from '../../../address/ParcelAddress';
import { routes } from '@shared/routes';
import { codText } from '@shared/strings/labels/cod';
import { variantName } from '@shared/stockLedger';
import { shopContact } from '@shared/strings/content/landing';
import { fieldLabels, SHOP_NAME } from '@shared/strings/labels/common';
import { orders, packingSlipText as t } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { savePackingSlipAsPdf } from '../../../platform';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useShopDates } from '../../../shopDates';
import { QueryState } from '../../../ui/QueryState';
import { EmailText } from './orderCells';
import './packingSlipPrint.css';
import { usePageTitle } from '../../../ui/usePageTitle';
import { SkuLine } from '../../../ui/SkuLine';
import { formatPrice } from '../../../money';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The printable slip itself: what goes in the box with the order, a box to tick for each line. */
function PackingSlip({ order }: { order: OrderDetail }) {
  const { shipping } = order;
  const dates = useShopDates();
  return (
    <Paper
      component="article"
      withBorder
      p={{ base: 'md', xs: 'xl' }}
      radius="md"
      aria-labelledby="packing-slip-title"
    >
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2" id="packing-slip-title">
            {t.title}
          </Title>
          <Text fw={700} size="lg">
            {SHOP_NAME}
          </Text>
          <Text size="sm">{shopContact.email}</Text>
          <Text size="sm">{shopContact.phones[0]}</Text>
        </div>
        <Stack gap="xs">
          <Field label={t.orderNumber}>
            <Text component="span" fw={700} size="xl">
              {orders.number(order.number)}
            </Text>
          </Field>
          <Field label={t.orderDate}>{dates.date(order.createdAt)}</Field>
        </Stack>
      </Group>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label={fieldLabels.shipTo}>
          <ParcelAddress shipping={shipping} nameWeight={700} />
        </Field>
        <Stack gap="xs">
          <Field label={fieldLabels.customer}>
            <EmailText email={order.email} />
          </Field>
          <Field label={fieldLabels.phone}>{shipping.phone}</Field>
          {order.carrier && <Field label={fieldLabels.carrier}>{order.carrier}</Field>}
          {order.trackingNumber && <Field label={fieldLabels.trackingNumber}>{order.trackingNumber}</Field>}
          {order.shippingZone !== '' && (
            <Field label={codText.deliveryIn(order.shippingZone)}>{formatPrice(order.shippingTotal)}</Field>
          )}
          {order.cod && order.cod.owed > 0 && (
            <Field label={codText.cashOnDelivery}>
              <Text component="span" fw={800} size="xl">
                {codText.collectOnDelivery(formatPrice(order.cod.owed))}
              </Text>
            </Field>
          )}
        </Stack>
      </SimpleGrid>
      <Table my="xl" withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={1}>{t.packed}</Table.Th>
            <Table.Th>{fieldLabels.item}</Table.Th>
            <Table.Th ta="right">{fieldLabels.quantity}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.variantId}>
              <Table.Td ta="center">
                <Checkbox
                  aria-label={t.packedLine(line.quantity, variantName(line.name, line.variantTitle))}
                  size="md"
                  // Dark enough to see, and tick by pen, on paper.
                  styles={{ input: { borderColor: 'var(--mantine-color-dark-4)', borderWidth: 2 } }}
                />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {variantName(line.name, line.variantTitle)}
                <SkuLine sku={line.sku} size="sm" />
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {line.quantity}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td />
            <Table.Th scope="row">{fieldLabels.total}</Table.Th>
            <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {order.quantity}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <SimpleGrid cols={2} mt={64} spacing="xl">
        <Text size="sm" style={{ borderTop: '1px solid currentColor', paddingTop: 4 }}>
          {t.packedBy}
        </Text>
        <Text size="sm" style={{ borderTop: '1px solid currentColor', paddingTop: 4 }}>
          {t.signature}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * `/dasboard/order/{id}/slip`: an order's packing slip (`GET /order/{id}`). Print styles leave only
 * the slip on paper; the desktop app can also save it as a PDF.
 */
export function PackingSlipPage() {
  const id = useParams().id ?? '';
  usePageTitle(t.title);
  const query = useQuery({
    queryKey: queryKeys.order(id),
    queryFn: () => call('orderDetail', { params: { id } }),
  });
  const savePdf = useMutation({
    mutationFn: async () => (savePackingSlipAsPdf ? savePackingSlipAsPdf(id) : false),
    onSuccess: (saved) => {
      if (saved) notifySuccess(t.saved);
    },
    onError: notifyError,
  });

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="md" data-screen-only>
        <Button
          component={Link}
          to={routes.orderDetail(id)}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t.back}
        </Button>
        <Group gap="sm">
          <Button
            onClick={() => window.print()}
            disabled={!query.isSuccess}
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t.printNow}
          </Button>
          {savePackingSlipAsPdf && (
            <Button
              variant="default"
              onClick={() => savePdf.mutate()}
              loading={savePdf.isPending}
              disabled={!query.isSuccess}
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
            >
              {t.savePdf}
            </Button>
          )}
        </Group>
      </Group>
      <QueryState query={query}>{(order) => <PackingSlip order={order} />}</QueryState>
    </Container>
  );
}
