/**
 * A cart's lines and totals, worked out the same way for the server's cart and for the cart a
 * signed-out visitor keeps in the browser.
 */
import type { Cart, CartItem, Product } from './entities';
import { toCents, toDollars } from './money';
import { isSoldOut } from './stock';
import { apiErrors } from './strings/apiMessages';
import { messages } from './strings/validation';

type Stock = Pick<Product, 'minimumOrder' | 'availableQuentity'>;

/** Why `quantity` of a tool still on sale cannot be bought as it stands, or null. */
export function stockProblem(product: Stock, quantity: number): string | null {
  if (isSoldOut(product)) return apiErrors.soldOut;
  if (quantity < Math.max(1, product.minimumOrder)) return messages.quantityMin(product.minimumOrder);
  if (quantity > product.availableQuentity) return messages.quantityMax(product.availableQuentity);
  return null;
}

/** A line of `quantity` units of a product on sale. */
export const cartLine = (product: Product, quantity: number): CartItem => ({
  productId: product._id,
  name: product.name,
  img: product.img,
  price: product.price,
  quantity,
  minimumOrder: product.minimumOrder,
  availableQuentity: product.availableQuentity,
  lineTotal: toDollars(toCents(product.price) * quantity),
  problem: stockProblem(product, quantity),
});

/** The cart of these lines: its subtotal counts only the lines that can be bought; its count, every unit. */
export const cartOf = (items: CartItem[]): Cart => ({
  items,
  subtotal: toDollars(
    items
      .filter((item) => item.problem === null)
      .reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0),
  ),
  count: items.reduce((sum, item) => sum + item.quantity, 0),
});
