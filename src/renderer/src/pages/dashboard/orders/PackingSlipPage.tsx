import {
  Button,
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
import { routes } from '@shared/routes';
import { shopContact } from '@shared/strings/content/landing';
import { fieldLabels, SHOP_NAME } from '@shared/strings/labels/common';
import { packingSlipText as t } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { savePackingSlipAsPdf } from '../../../platform';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { QueryState } from '../../../ui/QueryState';
import { formatDate } from '../format';
import './packingSlipPrint.css';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** The printable slip itself: what goes in the box with the order. */
function PackingSlip({ order }: { order: OrderDetail }) {
  const { shipping } = order;
  return (
    <Paper component="article" withBorder p="xl" radius="md" aria-labelledby="packing-slip-title">
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
        <Stack gap="xs" align="flex-end">
          <Field label={t.orderNumber}>{order._id}</Field>
          <Field label={t.orderDate}>{formatDate(order.createdAt)}</Field>
        </Stack>
      </Group>
      <Divider my="lg" />
      <SimpleGrid cols={2}>
        <Field label={fieldLabels.shipTo}>
          {[shipping.company, shipping.city, `${shipping.postalCode} ${shipping.country}`]
            .filter((line) => line.trim() !== '')
            .map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
        </Field>
        <Stack gap="xs">
          <Field label={fieldLabels.customer}>{order.email}</Field>
          <Field label={fieldLabels.phone}>{shipping.phone}</Field>
        </Stack>
      </SimpleGrid>
      <Table my="xl" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{fieldLabels.item}</Table.Th>
            <Table.Th ta="right">{fieldLabels.quantity}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{order.name}</Table.Td>
            <Table.Td ta="right">{order.quantity}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
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
