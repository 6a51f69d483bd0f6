import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router-dom';
import { variantName } from '@shared/stockLedger';
import { formatUsd, toCents, toDollars } from '@shared/money';
import { routes } from '@shared/routes';
import { purchaseOrderCreateSchema } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';
import { FormPage } from '../FormPage';

const t = stockText.newPurchaseOrder;

type LineValues = {
  /** Keeps each line's inputs its own while lines above it are removed. */
  key: string;
  variantId: string | null;
  quantity: number | string;
  unitCost: number | string;
};

type PurchaseOrderFormValues = {
  supplierId: string | null;
  lines: LineValues[];
  note: string;
};

const emptyLine = (): LineValues => ({
  key: crypto.randomUUID(),
  variantId: null,
  quantity: '',
  unitCost: '',
});

/** What the lines come to, in dollars, counting only what is filled in. */
export const linesTotal = (lines: readonly Pick<LineValues, 'quantity' | 'unitCost'>[]): number =>
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

/** `/dasboard/stock/purchase-orders/new`: a draft to one supplier, tool by tool. */
export function NewPurchaseOrderPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suppliers = useQuery({ queryKey: queryKeys.suppliers, queryFn: () => call('listSuppliers') });
  const products = useQuery({ queryKey: queryKeys.products, queryFn: () => call('listProducts') });
  const form = useForm<PurchaseOrderFormValues>({
    initialValues: { supplierId: null, lines: [emptyLine()], note: '' },
    validate: zod4Resolver(purchaseOrderCreateSchema),
  });
  const create = useMutation({
    mutationFn: (values: PurchaseOrderFormValues) =>
      call('createPurchaseOrder', { body: purchaseOrderCreateSchema.parse(values) }),
    onSuccess: async (created) => {
      notifySuccess(t.created(created.reference));
      await queryClient.invalidateQueries({ queryKey: queryKeys.stock });
      void navigate(routes.purchaseOrder(created._id));
    },
    onError: notifyError,
  });
  const values = form.getValues();
  // One choice per variant: a purchase order buys a voltage or a size, not a tool in general.
  const productOptions = (products.data ?? []).flatMap((p) =>
    p.variants.map((v) => ({
      value: v._id,
      label: [variantName(p.name, v.title), v.sku].filter(Boolean).join(' · '),
    })),
  );

  return (
    <FormPage title={t.title} form={form} save={create} submitLabel={t.create} maw={820}>
      {suppliers.data?.length === 0 && (
        <Alert color="yellow" variant="light" role="status">
          {t.noSuppliers}
        </Alert>
      )}
      <Select
        label={t.supplier}
        required
        data={(suppliers.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
        disabled={suppliers.isPending}
        searchable
        {...form.getInputProps('supplierId')}
      />
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} size="sm" mb={4}>
          {t.lines}
        </Text>
        {values.lines.map((line, index) => (
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
                <NumberInput
                  label={<LineLabel text={t.unitCost} line={index + 1} />}
                  required
                  min={0}
                  decimalScale={2}
                  fixedDecimalScale
                  allowNegative={false}
                  leftSection="$"
                  style={{ flex: '1 1 120px' }}
                  {...form.getInputProps(`lines.${index}.unitCost`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  style={{ alignSelf: 'flex-end' }}
                  aria-label={t.removeLine(index + 1)}
                  disabled={values.lines.length === 1}
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
            {t.total(formatUsd(linesTotal(values.lines)))}
          </Text>
        </Group>
      </Stack>
      <Textarea label={t.note} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
    </FormPage>
  );
}
