import { useState } from 'react';
import { Button, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { supplierSchema, type Supplier } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ApiError } from '../../../api/transport';
import { ActionDialog } from '../../../ui/ActionDialog';
import { notifySuccess } from '../../../ui/notify';

const t = stockText.suppliers;

type SupplierFormValues = {
  name: string;
  email: string;
  phone: string;
  leadDays: number | string;
  note: string;
};

const valuesOf = (supplier: Supplier | null): SupplierFormValues => ({
  name: supplier?.name ?? '',
  email: supplier?.email ?? '',
  phone: supplier?.phone ?? '',
  leadDays: supplier?.leadDays ?? '',
  note: supplier?.note ?? '',
});

/** Its Save button sits in the dialog's foot, outside the form it submits. */
const FORM_ID = 'supplier-form';

/** Adds a supplier (`supplier` null) or edits one, under the API's own rules. */
export function SupplierDialog({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SupplierFormValues>({
    initialValues: valuesOf(supplier),
    validate: zod4Resolver(supplierSchema),
  });
  const save = useMutation({
    mutationFn: (values: SupplierFormValues) => {
      const body = supplierSchema.parse(values);
      return supplier
        ? call('editSupplier', { params: { id: supplier._id }, body })
        : call('addSupplier', { body });
    },
    onSuccess: async (saved) => {
      notifySuccess(supplier ? t.saved(saved.name) : t.added(saved.name));
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.stock });
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
  });
  const fields = t.fields;

  return (
    <ActionDialog
      title={supplier ? t.editTitle(supplier.name) : t.addTitle}
      size="lg"
      status={{ problem, busy: save.isPending }}
      onClose={onClose}
      action={
        <Button type="submit" form={FORM_ID} loading={save.isPending}>
          {t.save}
        </Button>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={form.onSubmit((values) => {
          setProblem(null);
          save.mutate(values);
        })}
      >
        <Stack gap="md">
          <TextInput label={fields.name} required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={fields.email} type="email" {...form.getInputProps('email')} />
            <TextInput label={fields.phone} type="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <NumberInput
            label={fields.leadDays}
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            maw={200}
            {...form.getInputProps('leadDays')}
          />
          <Textarea
            label={fields.note}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('note')}
          />
        </Stack>
      </form>
    </ActionDialog>
  );
}
