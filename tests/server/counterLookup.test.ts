/**
 * The counter's lookup (docs/counter.md): a variant by its barcode or its SKU in any case, with its
 * price and stock; "Not found: <code>" for anything else.
 */
import { describe, expect, it } from 'vitest';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf } from './support/environment';
import { counterSuite } from './support/counter';

const { env, cashier, grinder } = counterSuite();

describe('lookup', () => {
  it('finds a variant by its barcode, or by its SKU in any case, with its price and stock', async () => {
    const { product, small, large, codes } = await grinder();
    const byBarcode = await env.api.counterLookup({ as: cashier, query: { code: codes.barcode[1]! } });
    expect(bodyOf(byBarcode)).toEqual({
      variantId: large._id,
      productId: product._id,
      name: product.name,
      variantTitle: '125 mm',
      sku: codes.sku[1],
      barcode: codes.barcode[1],
      img: product.img,
      price: 70,
      stock: 3,
    });
    const bySku = await env.api.counterLookup({ as: cashier, query: { code: codes.sku[0]!.toLowerCase() } });
    expect(bodyOf(bySku)).toMatchObject({ variantId: small._id, price: 60, stock: 5 });
  });

  it('answers "Not found: <code>" for an unknown code, a partial one and an archived tool', async () => {
    const { product, codes } = await grinder();
    for (const code of ['4006381333931', codes.sku[0]!.slice(0, -1), ` ${codes.barcode[0]!}x`]) {
      const missing = await env.api.counterLookup({ as: cashier, query: { code } });
      expect(missing.status).toBe(404);
      expect(errorOf(missing).message).toBe(counterErrors.notFound(code.trim()));
    }
    await env.api.deleteProduct({ as: env.admin, params: { id: product._id } });
    const archived = await env.api.counterLookup({ as: cashier, query: { code: codes.barcode[0]! } });
    expect(archived.status).toBe(404);
    const blank = await env.api.counterLookup({ as: cashier, query: { code: ' ' } });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(counterErrors.codeRequired);
  });
});
