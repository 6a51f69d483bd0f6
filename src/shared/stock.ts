/**
 * When a product can be bought, said once in both forms: TypeScript over a product in hand (the
 * storefront, the cart, an order's refusal) and SQL inside a statement (search's in-stock filter,
 * placement, the overview). The SQL is built with the caller's `sql` tag, so this module, which the
 * browser loads too, names no database library.
 */
import type { Product } from './entities';
import type { SqlTag } from './sqlTag';

/** The smallest order anyone may place: the product's minimum order, and never less than one. */
export const smallestOrder = (minimumOrder: number): number => Math.max(1, minimumOrder);

export const smallestOrderSql = <Fragment>(sql: SqlTag<Fragment>, minimumOrder: unknown): Fragment =>
  sql`greatest(1, ${minimumOrder})`;

/** What the rules of buying read of a product or of one of its variants. */
export interface Stock {
  minimumOrder: number;
  availableQuantity: number;
}

/** A product's own stock, from the spec's fields (which spell it `availableQuentity`). */
export const productStock = (product: Pick<Product, 'minimumOrder' | 'availableQuentity'>): Stock => ({
  minimumOrder: product.minimumOrder,
  availableQuantity: product.availableQuentity,
});

/**
 * Short of the minimum order: less stock than the smallest order anyone may place, so nobody can buy
 * it. Sold out on the storefront, listed on the staff's overview. No stock is short whatever the
 * minimum.
 */
export const shortOfMinimum = (stock: Stock): boolean =>
  stock.availableQuantity < smallestOrder(stock.minimumOrder);

export const shortOfMinimumSql = <Fragment>(
  sql: SqlTag<Fragment>,
  stock: unknown,
  minimumOrder: unknown,
): Fragment => sql`(${stock} < ${smallestOrderSql(sql, minimumOrder)})`;
