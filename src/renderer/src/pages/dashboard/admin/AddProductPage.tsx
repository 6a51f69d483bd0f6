import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { productFieldsSchema, variantCodesSchema } from '@shared/schemas';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { messages } from '@shared/strings/validation';
import { call, uploadImage } from '../../../api/client';
import { refreshAfterProductChange } from '../../../api/refreshes';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useShopTax } from '../../../tax/shopTax';
import { FormPage } from '../FormPage';
import { ProductFormFields, type ProductFormValues } from './ProductFormFields';
import { NEW_PRODUCT_TAX, taxRateFormField, withTaxFields } from './productTaxFields';
import { useProductForm } from './useProductForm';
import { draftOf, soleVariantBody, variantErrorsOf, variantsBody, VariantsEditor } from './VariantsEditor';

const t = dashboardText.addProduct;

/** The add-product rules with its one variant's codes, plus the image file the form uploads before creating. */
const addProductSchema = productFieldsSchema.extend({
  ...variantCodesSchema.shape,
  taxRate: taxRateFormField,
  image: z.custom<File>(
    (value) => typeof File !== 'undefined' && value instanceof File,
    messages.imageRequired,
  ),
});
/** The same for a tool sold in variants: its price, stock and codes are its variants'. */
const addVariedProductSchema = addProductSchema.omit({
  price: true,
  availableQuentity: true,
  sku: true,
  barcode: true,
  weightGrams: true,
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
  sku: '',
  barcode: '',
  weightGrams: '',
  ...NEW_PRODUCT_TAX,
};

/** `/dasboard/addproduct`: upload the image (with progress), then create the product. */
export function AddProductPage() {
  const queryClient = useQueryClient();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const tax = useShopTax();
  const { form, draft, setDraft, varied, variantErrors, setVariantErrors } = useProductForm({
    initialValues: EMPTY,
    product: null,
    schemas: { single: addProductSchema, varied: addVariedProductSchema },
    tax,
  });

  const create = useMutation({
    mutationFn: async (values: ProductFormValues) => {
      const { image, ...fields } = addVariedProductSchema.parse(values);
      const simple = varied ? null : addProductSchema.parse(values);
      setUploadPercent(0);
      const img = await uploadImage(image, setUploadPercent);
      return call('addProduct', {
        body: {
          ...withTaxFields(fields, tax),
          ...(simple ? soleVariantBody(simple, undefined) : variantsBody(draft)),
          img,
        },
      });
    },
    onSuccess: async (product) => {
      notifySuccess(t.added(product.name));
      form.reset();
      setDraft(draftOf(null));
      setVariantErrors({});
      await refreshAfterProductChange(queryClient);
    },
    onError: (error) => {
      setVariantErrors(variantErrorsOf(error));
      notifyError(error);
    },
    onSettled: () => setUploadPercent(null),
  });

  return (
    <FormPage title={dashboardMenu.addProduct} form={form} save={create} submitLabel={t.submit} maw={820}>
      <ProductFormFields
        form={form}
        imageLabel={t.image}
        imageRequired
        uploadPercent={uploadPercent}
        perVariant={varied}
      />
      <VariantsEditor
        draft={draft}
        onChange={setDraft}
        fallbackPrice={form.getValues().price}
        errors={variantErrors}
      />
    </FormPage>
  );
}
