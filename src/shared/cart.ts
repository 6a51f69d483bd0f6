/**
 * A cart's lines and totals, worked out the same way for the server's cart and for the cart a
 * signed-out visitor keeps in the browser.
 */
import type { Cart, CartItem, Product, Variant } from './entities';
import { toCents, toDollars } from './money';
import { shortOfMinimum, smallestOrder, type Stock } from './stock';
import { apiErrors } from './strings/apiMessages';
import { messages } from './strings/validation';

/** Why `quantity` of a tool still on sale cannot be bought as it stands, or null. */
export function stockProblem(stock: Stock, quantity: number): string | null {
  if (shortOfMinimum(stock)) return apiErrors.soldOut;
  if (quantity < smallestOrder(stock.minimumOrder)) return messages.quantityMin(stock.minimumOrder);
  if (quantity > stock.availableQuantity) return messages.quantityMax(stock.availableQuantity);
  return null;
}

/** A line of `quantity` units of a variant of a product on sale. */
export const cartLine = (product: Product, variant: Variant, quantity: number): CartItem => ({
  productId: product._id,
  variantId: variant._id,
  variantTitle: variant.title,
  sku: variant.sku,
  name: product.name,
  img: product.img,
  price: variant.price,
  quantity,
  minimumOrder: product.minimumOrder,
  availableQuantity: variant.availableQuantity,
  lineTotal: toDollars(toCents(variant.price) * quantity),
  problem: stockProblem(
    { minimumOrder: product.minimumOrder, availableQuantity: variant.availableQuantity },
    quantity,
  ),
});

/**
 * The variant a choice names: by id, or the product's only one when it names none. Null when it
 * names none of a product with several (the customer must choose) or one the product no longer has.
 */
export function chosenVariant(product: Product, variantId: string | undefined): Variant | null {
  if (variantId === undefined) return product.variants.length === 1 ? product.variants[0]! : null;
  return product.variants.find((variant) => variant._id === variantId) ?? null;
}

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
