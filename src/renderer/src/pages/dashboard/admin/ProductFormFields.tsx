import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BRAND_MAX } from '@shared/schemas';
import { shortOfMinimum, smallestOrder } from '@shared/stock';
import { productClassification as c } from '@shared/strings/labels/browse';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ImageFileField } from '../../../ui/ImageFileField';
import { MoneyInput } from '../../../ui/MoneyInput';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';
import { CategorySelect, categoryDepths } from './CategorySelect';
import { checkDigitError } from './VariantsEditor';
import { shopCurrencySign } from '../../../money';
import { useShopTax } from '../../../tax/shopTax';
import { TaxFields, type TaxFormValues } from './productTaxFields';

const t = dashboardText.addProduct;

/** The values of the add and edit product forms, as the inputs hold them. */
export type ProductFormValues = {
  name: string;
  description: string;
  minimumOrder: number | string;
  availableQuentity: number | string;
  price: number | string;
  /** '' for none. */
  categoryId: string;
  brand: string;
  image: File | null;
  /** A tool sold as one item: its one variant's codes and weight ('' for none). */
  sku: string;
  barcode: string;
  weightGrams: number | string;
} & TaxFormValues;

interface ProductFormFieldsProps {
  form: UseFormReturnType<ProductFormValues>;
  /** The image input's label; the add form requires a file, the edit form keeps the old one. */
  imageLabel: string;
  imageRequired: boolean;
  /** 0..100 while the chosen image uploads; null otherwise. */
  uploadPercent: number | null;
  /** Under the quantities: the edit form asks there why the stock changed. */
  afterQuantities?: ReactNode;
  /** Sold in variants: stock and price are each variant's (./VariantsEditor), not asked here. */
  perVariant?: boolean;
}

/** The category picker: every category, indented under its parent. */
function CategoryPicker({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const categories = useQuery({ queryKey: queryKeys.categories, queryFn: () => call('listCategories') });
  const list = categories.data ?? [];
  return (
    <CategorySelect
      label={c.category}
      noneLabel={c.noCategory}
      categories={list}
      depth={categoryDepths(list)}
      {...form.getInputProps('categoryId')}
    />
  );
}

/** Said before saving: stock that cannot fill one minimum order leaves the tool unorderable. */
function BelowMinimumWarning({ values }: { values: ProductFormValues }) {
  const stock = Number(values.availableQuentity);
  const minimum = Number(values.minimumOrder);
  if (
    values.availableQuentity === '' ||
    values.minimumOrder === '' ||
    !shortOfMinimum({ availableQuantity: stock, minimumOrder: minimum })
  )
    return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
      {t.belowMinimum(stock, smallestOrder(minimum))}
    </Alert>
  );
}

/**
 * A tool sold as one item: its SKU and barcode, which the counter's scanner finds it by, and its
 * weight, which its delivery charge counts; a barcode's check digit is checked as it is typed.
 */
function CodeFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const barcode = form.getInputProps('barcode');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput label={t.sku} maxLength={64} {...form.getInputProps('sku')} />
      <TextInput
        label={t.barcode}
        maxLength={64}
        inputMode="numeric"
        {...barcode}
        error={barcode.error ?? checkDigitError(form.getValues().barcode)}
      />
      <WholeNumberInput label={t.weightGrams} min={0} {...form.getInputProps('weightGrams')} />
    </SimpleGrid>
  );
}

/**
 * A product's fields: the original add-product page's name, description, quantities, price and
 * image, its category and brand, for a tool sold as one item its codes and weight, and under a tax
 * regime its rate, HSN code and unit.
 */
export function ProductFormFields({
  form,
  imageLabel,
  imageRequired,
  uploadPercent,
  afterQuantities,
  perVariant = false,
}: ProductFormFieldsProps) {
  const counts = perVariant ? (['minimumOrder'] as const) : (['minimumOrder', 'availableQuentity'] as const);
  const tax = useShopTax();
  return (
    <>
      <TextInput label={t.name} required {...form.getInputProps('name')} />
      <Textarea label={t.description} required autosize minRows={3} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {counts.map((count) => (
          <WholeNumberInput key={count} label={t[count]} required min={0} {...form.getInputProps(count)} />
        ))}
        {!perVariant && (
          <MoneyInput
            label={t.price}
            required
            leftSection={shopCurrencySign()}
            {...form.getInputProps('price')}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CategoryPicker form={form} />
        <TextInput label={c.brand} maxLength={BRAND_MAX} {...form.getInputProps('brand')} />
      </SimpleGrid>
      <TaxFields form={form} tax={tax} />
      {!perVariant && <CodeFields form={form} />}
      {!perVariant && <BelowMinimumWarning values={form.getValues()} />}
      {!perVariant && afterQuantities}
      <ImageFileField
        label={imageLabel}
        required={imageRequired}
        inputProps={form.getInputProps('image')}
        uploadPercent={uploadPercent}
        uploadingText={t.uploading}
        clearLabel={t.clearImage}
      />
    </>
  );
}
