/**
 * A purchase order's lines as a form edits them (a new draft, a draft changed before it is sent):
 * tool by tool, each with its quantity and unit cost, lines added and removed, and their total.
 */
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { toCents, toDollars } from '@shared/money';
import { variantName } from '@shared/stockLedger';
import type { PurchaseOrder } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { MoneyInput } from '../../../ui/MoneyInput';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';
import { formatPrice, shopCurrencySign } from '../../../money';

const t = stockText.newPurchaseOrder;

export type PurchaseLineValues = {
  /** Keeps each line's inputs its own while lines above it are removed. */
  key: string;
  variantId: string | null;
  quantity: number | string;
  unitCost: number | string;
};

/** What a purchase order's form holds: a draft's changes leave the supplier as it is. */
export type PurchaseOrderFormValues = {
  supplierId: string | null;
  lines: PurchaseLineValues[];
  note: string;
};

export const emptyLine = (): PurchaseLineValues => ({
  key: crypto.randomUUID(),
  variantId: null,
  quantity: '',
  unitCost: '',
});

/** A draft's line in the form: a cost nobody gave yet is an empty field, which the form asks for. */
export const lineValuesOf = (line: PurchaseOrder['lines'][number]): PurchaseLineValues => ({
  key: line.variantId,
  variantId: line.variantId,
  quantity: line.quantity,
  unitCost: line.unitCost ?? '',
});

/** What the lines come to, in dollars, counting only what is filled in. */
export const linesTotal = (lines: readonly Pick<PurchaseLineValues, 'quantity' | 'unitCost'>[]): number =>
  toDollars(
    lines.reduce((sum, line) => sum + (Number(line.quantity) || 0) * toCents(Number(line.unitCost) || 0), 0),
  );

/** A line's field: its name on screen, with the line's number for screen readers (and tests). */
function LineLabel({ text, line }: { text: string; line: number }) {
  return (
    <>
      {text}
      <VisuallyHidden>{t.onLine(line)}</VisuallyHidden>
    </>
  );
}

export function PurchaseLinesFields({ form }: { form: UseFormReturnType<PurchaseOrderFormValues> }) {
  const products = useQuery({ queryKey: queryKeys.products, queryFn: () => call('listProducts') });
  const lines = form.getValues().lines;
  // One choice per variant: a purchase order buys a voltage or a size, not a tool in general.
  const productOptions = (products.data ?? []).flatMap((p) =>
    p.variants.map((v) => ({
      value: v._id,
      label: [variantName(p.name, v.title), v.sku].filter(Boolean).join(' · '),
    })),
  );
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={4}>
        {t.lines}
      </Text>
      {lines.map((line, index) => (
        <Paper key={line.key} withBorder radius="sm" p="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={<LineLabel text={t.product} line={index + 1} />}
              required
              data={productOptions}
              disabled={products.isPending}
              searchable
              style={{ flex: '2 1 220px' }}
              {...form.getInputProps(`lines.${index}.variantId`)}
            />
            {/* Quantity, cost and remove stay on one row, even on a phone. */}
            <Group align="flex-start" gap="sm" wrap="nowrap" style={{ flex: '1 1 260px' }}>
              <WholeNumberInput
                label={<LineLabel text={t.quantity} line={index + 1} />}
                required
                min={1}
                style={{ flex: '1 1 100px' }}
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
              <MoneyInput
                label={<LineLabel text={t.unitCost} line={index + 1} />}
                required
                fixedDecimalScale
                leftSection={shopCurrencySign()}
                style={{ flex: '1 1 120px' }}
                {...form.getInputProps(`lines.${index}.unitCost`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                style={{ alignSelf: 'flex-end' }}
                aria-label={t.removeLine(index + 1)}
                disabled={lines.length === 1}
                onClick={() => form.removeListItem('lines', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      {typeof form.errors.lines === 'string' && (
        <Text c="red" size="sm" role="alert">
          {form.errors.lines}
        </Text>
      )}
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('lines', emptyLine())}
        >
          {t.addLine}
        </Button>
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t.total(formatPrice(linesTotal(lines)))}
        </Text>
      </Group>
    </Stack>
  );
}
