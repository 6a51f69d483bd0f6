/**
 * The counter's scan (docs/counter.md): the tool whose barcode or SKU is exactly the code scanned or
 * typed, SKUs in any case.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { CounterItem } from '../../shared/counterSchemas';
import { toDollars } from '../../shared/money';
import { counterErrors as c } from '../../shared/strings/counterMessages';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import { HttpError } from '../http/errors';

export async function lookUpCode(db: Database, code: string): Promise<CounterItem> {
  const [tool] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, code), isNull(products.archivedAt)));
  if (!tool) throw new HttpError(404, { message: c.notFound(code) });
  return {
    variantId: tool.id,
    productId: tool.id,
    name: tool.name,
    variantTitle: '',
    sku: null,
    barcode: null,
    img: tool.img,
    price: toDollars(tool.priceCents),
    stock: tool.availableQuantity,
  };
}
