/**
 * The stock ledger's days and times are the shop's (docs/stock.md): in a shop in Kolkata, a movement at
 * 18:40 UTC is at ten past midnight the next day, so it is that day's in the history's filter and its
 * CSV prints the shop's wall clock.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { stockMovements } from '../../src/server/db/schema';
import { bodyOf, suiteEnvironment } from './support/environment';
import { gstShop } from '../support/taxShops';

const env = suiteEnvironment({ env: gstShop.settings });

describe('a shop in Kolkata’s stock ledger', () => {
  it('counts a movement at 00:10 in Kolkata on its own day, and writes that time in its CSV', async () => {
    const tool = await env.createProduct({ price: 118, availableQuentity: 5, hsnCode: '8205' });
    // The ledger is append-only: a count that changed nothing, written at 18:40 UTC on 29 November,
    // which is 00:10 on 30 November in Kolkata.
    await env.db.insert(stockMovements).values({
      at: new Date('2026-11-29T18:40:00.000Z'),
      productId: tool._id,
      variantId: tool._id,
      delta: 0,
      stockAfter: 5,
      reason: 'correction',
      note: 'Night count',
    });

    const onDay = async (day: string) =>
      bodyOf(
        await env.api.stockMovements({
          as: env.admin,
          query: { productId: tool._id, from: day, to: day },
        }),
      ).items.map((m) => m.note);
    expect(await onDay('2026-11-29')).toEqual([]);
    expect(await onDay('2026-11-30')).toEqual(['Night count']);

    const csv = await env.api.exportStockMovements({
      as: env.admin,
      query: { productId: tool._id, from: '2026-11-30', to: '2026-11-30' },
    });
    const rows = parse(String(csv.body)) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toContain('2026-11-30 00:10');
  });
});
