/** Products as the API answers them, for the tests of every project. */
import type { Product } from '../../src/shared/entities';

type TaxField = 'taxRate' | 'hsnCode' | 'unit';

/** What a product of a shop with no tax regime says of its tax. */
export const UNTAXED_PRODUCT: Pick<Product, TaxField> = { taxRate: null, hsnCode: null, unit: 'pcs' };

/** A product without options as the API answers it: its one variant shares its id, price and stock. */
export const withSoleVariant = (
  product: Omit<Product, 'options' | 'variants' | 'categoryId' | 'brand' | TaxField> &
    Partial<Pick<Product, 'categoryId' | 'brand' | TaxField>>,
): Product => ({
  categoryId: null,
  brand: '',
  ...UNTAXED_PRODUCT,
  ...product,
  options: [],
  variants: [
    {
      _id: product._id,
      title: '',
      options: {},
      sku: null,
      barcode: null,
      price: product.price,
      availableQuantity: product.availableQuentity,
      weightGrams: null,
    },
  ],
});
