import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Table,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Receipt } from '@shared/counterSchemas';
import { formatUsd } from '@shared/money';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';

const t = counterText.returns;

/** A counter return by the receipt's number (scanned from its barcode): units, refund, restock. */
export function ReturnDialog({
  sessionId,
  opened,
  onClose,
}: {
  sessionId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [restock, setRestock] = useState(true);
  // Made once per return: a retry after a lost answer is the same return.
  const [returnId, setReturnId] = useState(() => crypto.randomUUID());

  const reset = () => {
    setNumber('');
    setReceipt(null);
    setUnits({});
    setReturnId(crypto.randomUUID());
  };
  const close = () => {
    reset();
    onClose();
  };

  const find = useMutation({
    mutationFn: () => call('counterReceipt', { params: { orderNumber: number.trim() } }),
    onSuccess: (found) => {
      setReceipt(found);
      setUnits({});
    },
    onError: notifyError,
  });
  const lines = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([variantId, quantity]) => ({ variantId, quantity }));
  const refund = useMutation({
    mutationFn: () =>
      call('counterReturn', {
        body: { returnId, orderNumber: receipt?.number ?? 0, lines, restock, sessionId },
      }),
    onSuccess: async (done) => {
      notifySuccess(t.refunded(done.amount, done.cash, done.card));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.registerReport(sessionId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.counterItems }),
      ]);
      close();
    },
    onError: notifyError,
  });

  return (
    <Modal opened={opened} onClose={close} title={t.heading} size="lg">
      <Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (number.trim()) find.mutate();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t.receiptNumber}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              inputMode="numeric"
              data-autofocus
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" loading={find.isPending}>
              {t.find}
            </Button>
          </Group>
        </form>
        {receipt && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              refund.mutate();
            }}
          >
            <Stack>
              <Table>
                <Table.Tbody>
                  {receipt.lines.map((line) => (
                    <Table.Tr key={line.variantId}>
                      <Table.Td>
                        {line.name}
                        {line.variantTitle ? ` (${line.variantTitle})` : ''} · {t.sold(line.quantity)} ·{' '}
                        {formatUsd(line.price)}
                      </Table.Td>
                      <Table.Td w={120}>
                        <NumberInput
                          aria-label={t.returnUnits(line.name)}
                          min={0}
                          max={line.quantity}
                          allowDecimal={false}
                          value={units[line.variantId] ?? 0}
                          onChange={(value) =>
                            setUnits((current) => ({ ...current, [line.variantId]: Number(value) || 0 }))
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="sm" c="dimmed">
                {t.asPaid}
              </Text>
              <Checkbox
                label={t.restock}
                checked={restock}
                onChange={(e) => setRestock(e.currentTarget.checked)}
              />
              {lines.length === 0 && (
                <Alert color="gray" variant="light">
                  {t.nothingChosen}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" disabled={lines.length === 0} loading={refund.isPending}>
                  {t.submit}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
