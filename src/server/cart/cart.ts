/**
 * A signed-in customer's cart, kept on the server so it follows them between web and desktop. A
 * cart holds no stock (the order does); each line is one variant and says, in the product's own
 * words, why it cannot be bought as it stands, and stays until the customer changes it.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { cartOf, stockProblem } from '../../shared/cart';
import type { Cart } from '../../shared/entities';
import { toDollars } from '../../shared/money';
import { MAX_ORDER_LINES } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import { messages as m } from '../../shared/strings/validation';
import type { Cte } from '../db/cte';
import { queryRows, type Database } from '../db/database';
import {
  cartItems,
  productVariants,
  products,
  type orders,
  type ProductRow,
  type VariantRow,
} from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { findBuyableProduct } from '../catalogue/productWrites';
import { variantsOfProduct } from '../catalogue/variants';

/** Why a line cannot be bought as it stands, or null. */
function problemOf(product: ProductRow, variant: VariantRow, quantity: number): string | null {
  if (product.archivedAt || variant.archivedAt) return apiErrors.noLongerSold;
  return stockProblem(
    { minimumOrder: product.minimumOrder, availableQuantity: variant.availableQuantity },
    quantity,
  );
}

export async function readCart(db: Database, uid: string): Promise<Cart> {
  const rows = await db
    .select({ quantity: cartItems.quantity, product: products, variant: productVariants })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.uid, uid))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(productVariants.rank));
  const items = rows.map(({ quantity, product, variant }) => ({
    productId: product.id,
    variantId: variant.id,
    variantTitle: variant.title,
    sku: variant.sku,
    name: product.name,
    img: product.img,
    price: toDollars(variant.priceCents),
    quantity,
    minimumOrder: product.minimumOrder,
    availableQuantity: variant.availableQuantity,
    lineTotal: toDollars(variant.priceCents * quantity),
    problem: problemOf(product, variant, quantity),
  }));
  return cartOf(items);
}

/**
 * Sets a variant's quantity in the cart, adding the line if need be (at most MAX_ORDER_LINES). A
 * product with one variant may be named without it; one with several must name it (400 'Choose a …').
 */
export async function setCartQuantity(
  db: Database,
  uid: string,
  productId: string,
  { quantity, variantId }: { quantity: number; variantId?: string | undefined },
) {
  const product = await findBuyableProduct(db, productId);
  if (!product) throw notFound();
  const variants = await variantsOfProduct(db, productId);
  const variant =
    variantId === undefined
      ? variants.length === 1
        ? variants[0]
        : undefined
      : variants.find((candidate) => candidate.id === variantId);
  if (!variant && variantId === undefined) {
    throw badRequest(apiErrors.chooseOption(product.options[0]?.name ?? 'variant'), 'variantId');
  }
  if (!variant) throw badRequest(m.unknownVariant, 'variantId');
  const [stored] = await queryRows(
    db,
    sql`insert into ${cartItems} (uid, product_id, variant_id, quantity)
        select ${uid}, ${productId}, ${variant.id}, ${quantity}
        where (select count(*) from ${cartItems}
               where ${cartItems.uid} = ${uid} and ${cartItems.variantId} <> ${variant.id}) < ${MAX_ORDER_LINES}
        on conflict (uid, variant_id) do update set quantity = excluded.quantity
        returning variant_id`,
  );
  if (!stored) throw badRequest(apiErrors.cartFull(MAX_ORDER_LINES), 'productId');
}

/** Takes a variant's line out, or every line of the product when no variant is named. */
export async function removeCartItem(
  db: Database,
  uid: string,
  productId: string,
  variantId: string | undefined,
): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.uid, uid),
        eq(cartItems.productId, productId),
        variantId === undefined ? undefined : eq(cartItems.variantId, variantId),
      ),
    );
}

export async function clearCart(db: Database, uid: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.uid, uid));
}

/** Placement's piece of its statement: the ordered variants leave the cart once the order is placed. */
export const clearOrderedFromCart = (
  uid: string,
  lines: readonly { productId: string; variantId?: string | undefined }[],
  placed: Cte<typeof orders>,
): SQL => {
  // A line naming no variant is of a product with one: its line in the cart is the product's.
  const named = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const whole = lines.flatMap((line) => (line.variantId ? [] : [line.productId]));
  const which = [
    named.length ? sql`${cartItems.variantId} in ${named}` : null,
    whole.length ? sql`${cartItems.productId} in ${whole}` : null,
  ].filter((part): part is SQL => part !== null);
  return sql`delete from ${cartItems}
      where ${cartItems.uid} = ${uid} and (${sql.join(which, sql` or `)})
        and exists (select 1 from ${placed})`;
};
