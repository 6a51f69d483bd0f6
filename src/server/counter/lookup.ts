/**
 * The counter's scan (docs/counter.md): the live variant whose barcode is exactly the code scanned,
 * or whose SKU is the code typed in any case (both unique among live variants).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { CounterItem } from '../../shared/counterSchemas';
import { toDollars } from '../../shared/money';
import { counterErrors as c } from '../../shared/strings/counterMessages';
import type { Database } from '../db/database';
import { productVariants, products } from '../db/schema';
import { HttpError } from '../http/errors';

export async function lookUpCode(db: Database, code: string): Promise<CounterItem> {
  const [found] = await db
    .select({ variant: productVariants, name: products.name, img: products.img })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        // Each side answered by its unique index: the barcode's, and the SKU's on lower(sku).
        or(eq(productVariants.barcode, code), sql`lower(${productVariants.sku}) = lower(${code})`),
        isNull(productVariants.archivedAt),
        isNull(products.archivedAt),
      ),
    )
    .limit(1);
  if (!found) throw new HttpError(404, { message: c.notFound(code) });
  const { variant, name, img } = found;
  return {
    variantId: variant.id,
    productId: variant.productId,
    name,
    variantTitle: variant.title,
    sku: variant.sku,
    barcode: variant.barcode,
    img,
    price: toDollars(variant.priceCents),
    stock: variant.availableQuantity,
  };
}
