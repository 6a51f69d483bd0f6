import { useState } from 'react';
import { Alert, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import type { Product } from '@shared/entities';
import { routes } from '@shared/routes';
import { productFieldsSchema, variantCodesSchema } from '@shared/schemas';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { stockText } from '@shared/strings/labels/stock';
import { ApiError, call, uploadImage } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { refreshAfterProductChange } from '../../../api/refreshes';
import { DeadEnd } from '../../../ui/DeadEnd';
import { Figure } from '../../../ui/Figure';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { ProductImage } from '../../../ui/ProductImage';
import { QueryState } from '../../../ui/QueryState';
import { useShopTax } from '../../../tax/shopTax';
import { choiceOfRate } from './taxRateChoices';
import { FormPage } from '../FormPage';
import { PageHeading } from '../PageHeading';
import { ProductStock } from '../stock/ProductStock';
import { ProductFormFields, type ProductFormValues } from './ProductFormFields';
import { taxRateFormField, withTaxFields } from './productTaxFields';
import { useProductForm } from './useProductForm';
import {
  draftOf,
  soleVariantBody,
  stockEdited,
  variantErrorsOf,
  variantsBody,
  VariantsEditor,
  withNewerStock,
} from './VariantsEditor';
import { formatPrice } from '../../../money';

const t = dashboardText.editProduct;
const fieldText = dashboardText.addProduct;

/** The add-product rules with its one variant's codes; a new image is optional, the current one stays otherwise. */
const editProductSchema = productFieldsSchema.extend({
  ...variantCodesSchema.shape,
  taxRate: taxRateFormField,
  image: z.custom<File | null>(
    (value) => value === null || (typeof File !== 'undefined' && value instanceof File),
  ),
});
/** The same for a tool sold in variants: its price, stock and codes are its variants'. */
const editVariedProductSchema = editProductSchema.omit({
  price: true,
  availableQuentity: true,
  sku: true,
  barcode: true,
  weightGrams: true,
});

/** The one variant of a tool sold as one item; none for a tool sold in variants. */
const soleVariantOf = (product: Product) => (product.options.length === 0 ? product.variants[0] : undefined);

const formValuesOf = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  minimumOrder: product.minimumOrder,
  availableQuentity: product.availableQuentity,
  price: product.price,
  categoryId: product.categoryId ?? '',
  brand: product.brand,
  image: null,
  sku: soleVariantOf(product)?.sku ?? '',
  barcode: soleVariantOf(product)?.barcode ?? '',
  weightGrams: soleVariantOf(product)?.weightGrams ?? '',
  taxRate: choiceOfRate(product.taxRate),
  hsnCode: product.hsnCode ?? '',
  unit: product.unit,
});

const EDITABLE_FIELDS = [
  'name',
  'description',
  'minimumOrder',
  'availableQuentity',
  'price',
  'categoryId',
  'brand',
  'sku',
  'barcode',
  'weightGrams',
  'taxRate',
  'hsnCode',
  'unit',
] as const;

/** `/dasboard/manageproduct/{id}`: edit and restock one product. */
export function EditProductPage() {
  const { id } = useParams();
  const products = useQuery({ queryKey: queryKeys.products, queryFn: () => call('listProducts') });
  return (
    <QueryState query={products}>
      {(catalogue) => {
        const product = catalogue.find((p) => p._id === id);
        return product ? (
          <>
            <EditProductForm key={product._id} product={product} />
            <ProductStock product={product} />
          </>
        ) : (
          <>
            <PageHeading title={t.title} />
            <DeadEnd message={t.notFound} backTo={routes.manageProducts} backLabel={t.back} />
          </>
        );
      }}
    </QueryState>
  );
}

function EditProductForm({ product }: { product: Product }) {
  const queryClient = useQueryClient();
  /** The product as last seen from the server: the edit is made on its version. */
  const [base, setBase] = useState(product);
  /** Set when someone else saved the product first: their values, shown beside the form. */
  const [changedElsewhere, setChangedElsewhere] = useState<Product | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  /** Why the stock changed, asked when the stock field differs from the saved stock. */
  const [stockNote, setStockNote] = useState('');
  const tax = useShopTax();
  const { form, draft, setDraft, varied, variantErrors, setVariantErrors } = useProductForm({
    initialValues: formValuesOf(product),
    product,
    schemas: { single: editProductSchema, varied: editVariedProductSchema },
    tax,
  });
  const stockChanged = varied
    ? stockEdited(draft, base)
    : String(form.getValues().availableQuentity) !== String(base.availableQuentity);

  /**
   * Moves the form onto a newer version of the product: fields this user left alone take its
   * values; the ones they changed stay theirs, so saving applies exactly that on the new version.
   */
  const takeVersion = (current: Product) => {
    const opened = formValuesOf(base);
    const now = formValuesOf(current);
    const typed = form.getValues();
    for (const field of EDITABLE_FIELDS) {
      if (String(typed[field]) === String(opened[field])) form.setFieldValue(field, now[field]);
    }
    setDraft((held) => withNewerStock(held, base, current));
    setBase(current);
  };

  // A newer version that only moved the stock (this page's own adjustment, an order), while this
  // user left the stock field alone, is taken quietly; any other change is someone else's edit,
  // which saving reports as a conflict.
  const onlyStockMoved = EDITABLE_FIELDS.every(
    (field) =>
      field === 'availableQuentity' ||
      String(formValuesOf(product)[field]) === String(formValuesOf(base)[field]),
  );
  if (product.version > base.version && onlyStockMoved && !stockChanged) takeVersion(product);

  const showInCatalogue = (saved: Product) =>
    queryClient.setQueryData<Product[]>(queryKeys.products, (list) =>
      list?.map((p) => (p._id === saved._id ? saved : p)),
    );

  const save = useMutation({
    mutationFn: async (values: ProductFormValues) => {
      const { image, ...fields } = editVariedProductSchema.parse(values);
      const simple = varied ? null : editProductSchema.parse(values);
      let img: string | undefined;
      if (image) {
        setUploadPercent(0);
        img = await uploadImage(image, setUploadPercent);
      }
      const changedStock = simple
        ? simple.availableQuentity !== base.availableQuentity
        : stockEdited(draft, base);
      return call('editProduct', {
        params: { id: base._id },
        body: {
          ...withTaxFields(fields, tax),
          ...(simple ? soleVariantBody(simple, soleVariantOf(base)?._id) : variantsBody(draft)),
          ...(img !== undefined && { img }),
          ...(changedStock && stockNote.trim() && { stockNote: stockNote.trim() }),
        },
        ifMatch: String(base.version),
      });
    },
    onSuccess: async (saved) => {
      notifySuccess(t.saved(saved.name));
      setBase(saved);
      setChangedElsewhere(null);
      setStockNote('');
      setDraft(draftOf(saved));
      setVariantErrors({});
      form.setFieldValue('image', null);
      showInCatalogue(saved);
      await refreshAfterProductChange(queryClient);
    },
    onError: (error) => {
      setVariantErrors(variantErrorsOf(error));
      const current = error instanceof ApiError && error.status === 412 ? error.body.product : undefined;
      if (current) {
        takeVersion(current);
        setChangedElsewhere(current);
        showInCatalogue(current);
      }
      notifyError(error);
    },
    onSettled: () => setUploadPercent(null),
  });

  const stockNoteInput = (
    <TextInput
      label={stockText.stockNote.label}
      description={stockText.stockNote.hint}
      maxLength={500}
      value={stockNote}
      onChange={(event) => setStockNote(event.currentTarget.value)}
    />
  );

  return (
    <FormPage title={t.title} form={form} save={save} submitLabel={t.save} maw={820}>
      {changedElsewhere && <ChangedElsewhere product={changedElsewhere} />}
      <ProductFormFields
        form={form}
        imageLabel={t.image}
        imageRequired={false}
        uploadPercent={uploadPercent}
        perVariant={varied}
        afterQuantities={stockChanged && stockNoteInput}
      />
      <VariantsEditor
        draft={draft}
        onChange={setDraft}
        fallbackPrice={form.getValues().price}
        errors={variantErrors}
      />
      {varied && stockChanged && stockNoteInput}
      <Group gap="sm">
        <ProductImage img={base.img} alt={`${t.currentImage}: ${base.name}`} size={96} />
        <Text size="sm" c="dimmed">
          {t.currentImage}
        </Text>
      </Group>
    </FormPage>
  );
}

/** What a stale save says: someone else changed the product, and what it is now. */
function ChangedElsewhere({ product }: { product: Product }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t.staleTitle} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t.staleText}</Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={fieldText.name}>{product.name}</Figure>
          <Figure label={fieldText.price}>{formatPrice(product.price)}</Figure>
          <Figure label={fieldText.minimumOrder}>{product.minimumOrder}</Figure>
          <Figure label={fieldText.availableQuentity}>{product.availableQuentity}</Figure>
        </SimpleGrid>
        <Figure label={fieldText.description}>
          <Text span inherit fw={400} style={{ whiteSpace: 'pre-line' }}>
            {product.description}
          </Text>
        </Figure>
      </Stack>
    </Alert>
  );
}
