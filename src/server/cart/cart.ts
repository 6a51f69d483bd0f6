/**
 * A signed-in customer's cart, kept on the server so it follows them between web and desktop. A
 * cart holds no stock (the order does); each line says, in the product's own words, why it cannot
 * be bought as it stands, and stays until the customer changes it.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { cartOf, stockProblem } from '../../shared/cart';
import type { Cart } from '../../shared/entities';
import { toDollars } from '../../shared/money';
import { MAX_ORDER_LINES } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { Cte } from '../db/cte';
import { queryRows, type Database } from '../db/database';
import { cartItems, products, type orders, type ProductRow } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { findBuyableProduct } from '../catalogue/productWrites';

/** Why a line cannot be bought as it stands, or null. */
function problemOf(product: ProductRow, quantity: number): string | null {
  if (product.archivedAt) return apiErrors.noLongerSold;
  return stockProblem(
    { minimumOrder: product.minimumOrder, availableQuentity: product.availableQuantity },
    quantity,
  );
}

export async function readCart(db: Database, uid: string): Promise<Cart> {
  const rows = await db
    .select({ quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.uid, uid))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  const items = rows.map(({ quantity, product }) => ({
    productId: product.id,
    name: product.name,
    img: product.img,
    price: toDollars(product.priceCents),
    quantity,
    minimumOrder: product.minimumOrder,
    availableQuentity: product.availableQuantity,
    lineTotal: toDollars(product.priceCents * quantity),
    problem: problemOf(product, quantity),
  }));
  return cartOf(items);
}

/** Sets a product's quantity in the cart, adding the line if need be (at most MAX_ORDER_LINES). */
export async function setCartQuantity(db: Database, uid: string, productId: string, quantity: number) {
  if (!(await findBuyableProduct(db, productId))) throw notFound();
  const [stored] = await queryRows(
    db,
    sql`insert into ${cartItems} (uid, product_id, quantity)
        select ${uid}, ${productId}, ${quantity}
        where (select count(*) from ${cartItems}
               where ${cartItems.uid} = ${uid} and ${cartItems.productId} <> ${productId}) < ${MAX_ORDER_LINES}
        on conflict (uid, product_id) do update set quantity = excluded.quantity
        returning product_id`,
  );
  if (!stored) throw badRequest(apiErrors.cartFull(MAX_ORDER_LINES), 'productId');
}

export async function removeCartItem(db: Database, uid: string, productId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.uid, uid), eq(cartItems.productId, productId)));
}

export async function clearCart(db: Database, uid: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.uid, uid));
}

/** Placement's piece of its statement: the ordered products leave the cart once the order is placed. */
export const clearOrderedFromCart = (uid: string, productIds: string[], placed: Cte<typeof orders>): SQL =>
  sql`delete from ${cartItems}
      where ${cartItems.uid} = ${uid} and ${cartItems.productId} in ${productIds}
        and exists (select 1 from ${placed})`;
