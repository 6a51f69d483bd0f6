import { Alert, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { purchaseOrderCreateSchema } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { FormPage } from '../FormPage';
import { emptyLine, PurchaseLinesFields, type PurchaseOrderFormValues } from './PurchaseLinesFields';

const t = stockText.newPurchaseOrder;

/** `/dasboard/stock/purchase-orders/new`: a draft to one supplier, tool by tool. */
export function NewPurchaseOrderPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suppliers = useQuery({ queryKey: queryKeys.suppliers, queryFn: () => call('listSuppliers') });
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
      <PurchaseLinesFields form={form} />
      <Textarea label={t.note} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
    </FormPage>
  );
}
