/** Products as the API answers them, for the tests of every project. */
import type { Product } from '../../src/shared/entities';

/** A product without options as the API answers it: its one variant shares its id, price and stock. */
export const withSoleVariant = (
  product: Omit<Product, 'options' | 'variants' | 'categoryId' | 'brand'> &
    Partial<Pick<Product, 'categoryId' | 'brand'>>,
): Product => ({
  categoryId: null,
  brand: '',
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
