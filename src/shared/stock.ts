/** When a product can be bought (the storefront knows stock). */
import type { Product } from './entities';

/**
 * Sold out on the storefront, and low on stock for staff: less stock than the smallest order anyone
 * may place, which is the minimum order and never less than one.
 */
export const isSoldOut = (product: Pick<Product, 'minimumOrder' | 'availableQuentity'>): boolean =>
  product.availableQuentity < Math.max(1, product.minimumOrder);
