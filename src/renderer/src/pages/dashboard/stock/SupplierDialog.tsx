import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { supplierSchema, type Supplier } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';
import { FormDialog } from '../FormDialog';
import { useRecordSave } from '../useRecordSave';

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

/** Adds a supplier (`supplier` null) or saves the one being edited, under the API's own rules. */
const sendSupplier = (supplier: Supplier | null, values: SupplierFormValues) => {
  const body = supplierSchema.parse(values);
  return supplier
    ? call('editSupplier', { params: { id: supplier._id }, body })
    : call('addSupplier', { body });
};

/** The supplier's form, in a dialog over the list. */
export function SupplierDialog({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const form = useForm<SupplierFormValues>({
    initialValues: valuesOf(supplier),
    validate: zod4Resolver(supplierSchema),
  });
  const save = useRecordSave(supplier, { send: sendSupplier, texts: t, refresh: queryKeys.stock, onClose });
  const fields = t.fields;

  return (
    <FormDialog
      title={supplier ? t.editTitle(supplier.name) : t.addTitle}
      size="lg"
      form={form}
      save={save}
      submitLabel={t.save}
      onClose={onClose}
    >
      <TextInput label={fields.name} required data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={fields.email} type="email" {...form.getInputProps('email')} />
        <TextInput label={fields.phone} type="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
      <WholeNumberInput
        label={fields.leadDays}
        min={0}
        max={365}
        maw={200}
        {...form.getInputProps('leadDays')}
      />
      <Textarea label={fields.note} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
    </FormDialog>
  );
}
