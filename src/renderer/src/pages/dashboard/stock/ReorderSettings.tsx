import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { stockSettingsSchema, type StockItem } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';

const t = stockText.reorder;
const NO_SUPPLIER = 'none';

type ReorderValues = {
  lowStockThreshold: number | string;
  reorderQuantity: number | string;
  supplierId: string;
};

const valuesOf = (item: StockItem): ReorderValues => ({
  lowStockThreshold: item.lowStockThreshold ?? '',
  reorderQuantity: item.reorderQuantity ?? '',
  supplierId: item.supplier?._id ?? NO_SUPPLIER,
});

/** What the API takes: an empty number is null (the default), "No supplier" is null. */
const settingsOf = (values: ReorderValues) =>
  stockSettingsSchema.parse({
    ...values,
    supplierId: values.supplierId === NO_SUPPLIER ? null : values.supplierId,
  });

/** When a tool counts as low, how many to reorder, and from whom. */
export function ReorderSettings({ item }: { item: StockItem }) {
  const queryClient = useQueryClient();
  const suppliers = useQuery({ queryKey: queryKeys.suppliers, queryFn: () => call('listSuppliers') });
  const form = useForm<ReorderValues>({
    initialValues: valuesOf(item),
    validate: (values) =>
      zod4Resolver(stockSettingsSchema)({
        ...values,
        supplierId: values.supplierId === NO_SUPPLIER ? null : values.supplierId,
      }),
  });
  const save = useMutation({
    mutationFn: (values: ReorderValues) =>
      call('editStockItem', { params: { variantId: item.variantId }, body: settingsOf(values) }),
    onSuccess: async (saved) => {
      notifySuccess(t.saved(saved.name));
      form.resetDirty(valuesOf(saved));
      queryClient.setQueryData(queryKeys.stockItem(saved.variantId), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.stock });
    },
    onError: notifyError,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      aria-label={t.titleOf(item.variantTitle)}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <WholeNumberInput
            label={t.threshold}
            description={t.thresholdHint(item.lowStockThreshold === null ? item.threshold : null)}
            min={0}
            {...form.getInputProps('lowStockThreshold')}
          />
          <WholeNumberInput
            label={t.reorderQuantity}
            description={t.reorderHint}
            min={1}
            {...form.getInputProps('reorderQuantity')}
          />
          <Select
            label={t.supplier}
            data={[
              { value: NO_SUPPLIER, label: t.noSupplier },
              ...(suppliers.data ?? []).map((s) => ({ value: s._id, label: s.name })),
            ]}
            disabled={suppliers.isPending}
            searchable
            {...form.getInputProps('supplierId')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
