import { useEffect, useRef, useState } from 'react';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import type { Product } from '@shared/entities';
import type { ShopTax } from '../../../tax/shopTax';
import type { ProductFormValues } from './ProductFormFields';
import { taxFieldErrors } from './productTaxFields';
import { draftOf, hasOptions, type VariantsDraft } from './VariantsEditor';

interface ProductFormOptions {
  initialValues: ProductFormValues;
  /** The product being edited, whose variants the draft starts from; null for a new one. */
  product: Product | null;
  /** The form's rules for a tool sold as one item, and for one sold in variants (price and stock are theirs). */
  schemas: { single: z.ZodType; varied: z.ZodType };
  /** The shop's tax regime, whose rules the tax fields follow. */
  tax: ShopTax;
}

/**
 * The add and edit product forms' state: the fields, the variants' draft and the API's complaints
 * about them. The fields' rules follow whether the tool is sold in variants, as it is when sent, and
 * the tax fields' the shop's regime.
 */
export function useProductForm({ initialValues, product, schemas, tax }: ProductFormOptions) {
  const [draft, setDraft] = useState<VariantsDraft>(() => draftOf(product));
  const [variantErrors, setVariantErrors] = useState<Record<string, string>>({});
  const varied = hasOptions(draft);
  const variedNow = useRef(varied);
  useEffect(() => {
    variedNow.current = varied;
  }, [varied]);
  const form = useForm<ProductFormValues>({
    initialValues,
    validate: (values) => ({
      ...zod4Resolver(variedNow.current ? schemas.varied : schemas.single)(values),
      ...taxFieldErrors(values, tax, product === null),
    }),
  });
  return { form, draft, setDraft, varied, variantErrors, setVariantErrors };
}
