import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { productFieldsSchema } from '@shared/schemas';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { messages } from '@shared/strings/validation';
import { call, uploadImage } from '../../../api/client';
import { refreshAfterProductChange } from '../../../api/refreshes';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { FormPage } from '../FormPage';
import { ProductFormFields, type ProductFormValues } from './ProductFormFields';

const t = dashboardText.addProduct;

/** The add-product rules, plus the image file the form uploads before creating. */
const addProductSchema = productFieldsSchema.extend({
  image: z.custom<File>(
    (value) => typeof File !== 'undefined' && value instanceof File,
    messages.imageRequired,
  ),
});

const EMPTY: ProductFormValues = {
  name: '',
  description: '',
  minimumOrder: '',
  availableQuentity: '',
  price: '',
  categoryId: '',
  brand: '',
  image: null,
};

/** `/dasboard/addproduct`: upload the image (with progress), then create the product. */
export function AddProductPage() {
  const queryClient = useQueryClient();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const form = useForm<ProductFormValues>({ initialValues: EMPTY, validate: zod4Resolver(addProductSchema) });

  const create = useMutation({
    mutationFn: async (values: ProductFormValues) => {
      const { image, ...fields } = addProductSchema.parse(values);
      setUploadPercent(0);
      const img = await uploadImage(image, setUploadPercent);
      return call('addProduct', { body: { ...fields, img } });
    },
    onSuccess: async (product) => {
      notifySuccess(t.added(product.name));
      form.reset();
      await refreshAfterProductChange(queryClient);
    },
    onError: notifyError,
    onSettled: () => setUploadPercent(null),
  });

  return (
    <FormPage
      title={dashboardMenu.addProduct}
      onSubmit={form.onSubmit((values) => create.mutate(values))}
      submitLabel={t.submit}
      submitting={create.isPending}
      maw={820}
    >
      <ProductFormFields form={form} imageLabel={t.image} imageRequired uploadPercent={uploadPercent} />
    </FormPage>
  );
}
