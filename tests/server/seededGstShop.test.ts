/**
 * The seeded catalogue of a GST shop's first start: GST wants an HSN code on every invoice line and
 * in the GSTR-1 HSN summary, so every seeded tool carries its HS code and is invoiced with it.
 */
import { expect, it } from 'vitest';
import type { Invoice } from '../../src/shared/invoiceSchemas';
import { hsnCodeSchema } from '../../src/shared/tax/taxIds';
import { SEED_PRODUCTS, seedCatalogue } from '../../src/server/seed';
import { SHIPPING } from './support/constants';
import { bodyOf, linesOrderBody, suiteEnvironment } from './support/environment';
import { gstShop } from '../support/taxShops';

const env = suiteEnvironment({ env: gstShop.settings });

it('gives every seeded tool an HSN code GST accepts, and prints it on the invoice of a seeded tool', async () => {
  expect(await seedCatalogue(env.db, { currency: 'INR' })).toBe(true);
  const catalogue = bodyOf(await env.api.listProducts());
  expect(catalogue).toHaveLength(SEED_PRODUCTS.length);
  for (const product of catalogue)
    expect(
      hsnCodeSchema('IN_GST').safeParse(product.hsnCode).success,
      `${product.name}: ${product.hsnCode}`,
    ).toBe(true);

  const hammer = catalogue.find((product) => product.name === 'Claw Hammer 16 oz')!;
  const placed = await env.api.placeOrder({
    as: env.userA,
    body: linesOrderBody([[hammer, hammer.minimumOrder]], {
      ...SHIPPING,
      country: 'India',
      city: 'Pune',
      region: 'Maharashtra',
    }),
  });
  expect(placed.status, JSON.stringify(bodyOf(placed))).toBe(201);
  const paid = await env.payOrder(env.userA, bodyOf(placed));
  const invoice: Invoice = bodyOf(
    await env.api.invoice({ as: env.userA, params: { number: paid.invoiceNumber! } }),
  );
  expect(invoice.lines[0]).toMatchObject({ hsnCode: '820520', quantity: hammer.minimumOrder });
});
