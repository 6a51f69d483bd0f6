/**
 * The shop's currency (docs/currency.md): chosen at the first start and kept; a later start asking for
 * another is refused with the data untouched; the config, every order and purchase order, the
 * orders' CSV and the emails carry it, and the defaults (COD's limit, delivery charges) are in it.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { settleShopCurrency } from '../../src/server/shop/shopCurrency';
import { formatMoney } from '../../src/shared/currency';
import { TEST_PROJECT_ID } from './support/constants';
import { bodyOf, orderBody, suiteEnvironment } from './support/environment';

// Delivery charges left to the shop's defaults, which are in its currency.
const env = suiteEnvironment({ env: { SHOP_CURRENCY: 'BDT', SHIPPING_ZONES: '' } });

/** The settings a later start of the same shop reads. */
const restartSettings = (extra: Record<string, string> = {}) => ({
  FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: env.emulatorHost,
  WEB_DIR: '/nonexistent-toolshop-web',
  ...extra,
});

describe('a shop started in taka', () => {
  it('says so in its config, with its defaults in taka', async () => {
    const config = bodyOf(await env.api.config());
    expect(config.currency).toBe('BDT');
    expect(config.cod.maxTotal).toBe(60_000);
  });

  it('prices, delivers, emails and exports its orders in taka', async () => {
    const drill = await env.createProduct({ name: 'Taka drill', price: 12_500 });
    const order = bodyOf(await env.api.placeOrder({ as: env.userA, body: orderBody(drill, 1) }));
    expect(order).toMatchObject({ currency: 'BDT', totalPrice: 12_570, shippingTotal: 70 });

    const email = await env.mailbox.waitFor(env.userA.email, (e) => e.subject.includes(`#${order.number}`));
    expect(email.text).toContain('৳12,570.00');
    expect(email.text).not.toContain('$');

    const csv = (await env.request('GET', '/api/export/orders.csv', { as: env.admin })).raw.toString('utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    const currencyAt = header!.split(',').indexOf('Currency');
    const row = rows.find((r) => r.startsWith(`${order.number},`))!;
    expect(row.split(',')[currencyAt]).toBe('BDT');
  });

  it('orders from its suppliers in taka', async () => {
    const tool = await env.createProduct({ name: 'Taka clamp', price: 900 });
    const supplier = bodyOf(
      await env.api.addSupplier({
        as: env.admin,
        body: { name: 'Dhaka Tools', email: 'sales@dhaka.example' },
      }),
    );
    const po = bodyOf(
      await env.api.createPurchaseOrder({
        as: env.admin,
        body: { supplierId: supplier._id, lines: [{ variantId: tool._id, quantity: 4, unitCost: 620 }] },
      }),
    );
    expect(po).toMatchObject({ currency: 'BDT', total: 2480 });
    bodyOf(await env.api.sendPurchaseOrder({ as: env.admin, params: { id: po._id } }));
    const email = await env.mailbox.waitFor('sales@dhaka.example', (e) => e.subject.includes(po.reference));
    expect(email.text).toContain(formatMoney(2480, 'BDT'));
  });

  it('refuses a later start in another currency, saying which one it keeps, and changes nothing', async () => {
    const drill = await env.createProduct({ name: 'Kept drill', price: 8_000 });
    const again = loadConfig(restartSettings({ SHOP_CURRENCY: 'INR' }));
    const refusal = await settleShopCurrency(env.db, again, restartSettings({ SHOP_CURRENCY: 'INR' })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).problems.join()).toMatch(
      /SHOP_CURRENCY: this shop keeps its prices in BDT/,
    );
    const listed = bodyOf(await env.api.listProducts()).find((p) => p._id === drill._id);
    expect(listed?.price).toBe(8_000);
    expect(bodyOf(await env.api.config()).currency).toBe('BDT');

    // Started without the setting, it keeps taka, and its defaults are in taka.
    const kept = await settleShopCurrency(env.db, loadConfig(restartSettings()), restartSettings());
    expect(kept.currency).toBe('BDT');
    expect(kept.cod.maxTotalCents).toBe(6_000_000);
    expect(kept.shippingZones.find((zone) => zone.name === 'Inside Dhaka')?.flatCents).toBe(7_000);
  });
});
