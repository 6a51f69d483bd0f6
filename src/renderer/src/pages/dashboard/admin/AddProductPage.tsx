import { useState } from 'react';
import {
  FileInput,
  NumberInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { productFieldsSchema } from '@shared/schemas';
import { dashboardMenu, dashboardText, messages } from '@shared/strings';
import { api, IMAGE_TYPES } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { FormPage } from '../FormPage';

const t = dashboardText.addProduct;

/** The add-product rules of spec §5, plus the image file the form uploads before creating. */
const addProductSchema = productFieldsSchema.extend({
  image: z.custom<File>(
    (value) => typeof File !== 'undefined' && value instanceof File,
    messages.imageRequired,
  ),
});

type ProductForm = {
  name: string;
  description: string;
  minimumOrder: number | string;
  availableQuentity: number | string;
  price: number | string;
  image: File | null;
};

const EMPTY: ProductForm = {
  name: '',
  description: '',
  minimumOrder: '',
  availableQuentity: '',
  price: '',
  image: null,
};

/** `/dasboard/addproduct`: upload the image (with progress), then create the product. */
export function AddProductPage() {
  const queryClient = useQueryClient();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const form = useForm<ProductForm>({ initialValues: EMPTY, validate: zod4Resolver(addProductSchema) });

  const create = useMutation({
    mutationFn: async (values: ProductForm) => {
      const { image, ...fields } = addProductSchema.parse(values);
      setUploadPercent(0);
      const img = await api.uploadImage(image, setUploadPercent);
      return api.createProduct({ ...fields, img });
    },
    onSuccess: async (product) => {
      notifySuccess(t.added(product.name));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
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
      <TextInput label={t.name} required {...form.getInputProps('name')} />
      <Textarea label={t.description} required autosize minRows={3} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={t.minimumOrder}
          required
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('minimumOrder')}
        />
        <NumberInput
          label={t.availableQuentity}
          required
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('availableQuentity')}
        />
        <NumberInput
          label={t.price}
          required
          min={0}
          decimalScale={2}
          allowNegative={false}
          leftSection="$"
          {...form.getInputProps('price')}
        />
      </SimpleGrid>
      <FileInput
        label={t.image}
        placeholder={t.imagePlaceholder}
        required
        clearable
        accept={IMAGE_TYPES}
        leftSection={<IconPhoto size={16} aria-hidden />}
        {...form.getInputProps('image')}
      />
      {uploadPercent !== null && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t.uploading(uploadPercent)}
          </Text>
          <Progress value={uploadPercent} animated aria-label={t.uploading(uploadPercent)} />
        </Stack>
      )}
    </FormPage>
  );
}
