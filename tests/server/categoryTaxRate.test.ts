/**
 * A category's tax rate (docs/tax.md): the rate its products take when they name none of their own,
 * held to the regime's list like a product's, served on `GET /category`. Worked under GST in the
 * shop's own state: ₹1,050 at a category's 5% is ₹1,000.00 taxable and ₹50.00 tax.
 */
import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/shared/catalogueSchemas';
import type { Product } from '../../src/shared/entities';
import { taxMessages } from '../../src/shared/strings/taxMessages';
import { SHIPPING } from './support/constants';
import { counterSuite } from './support/counter';
import { bodyOf, errorOf, linesOrderBody } from './support/environment';
import { gstShop } from '../support/taxShops';

const { env, openSession, sellOn } = counterSuite({ env: gstShop.settings });

let names = 0;
const addCategory = async (body: { taxRate?: number | null } = {}) =>
  env.api.addCategory({ as: env.admin, body: { name: `Taxed Category ${++names}`, ...body } });
const editCategory = (category: Category, body: { taxRate?: number | null; name?: string }) =>
  env.api.editCategory({ as: env.admin, params: { id: category._id }, body });
const listed = async (category: Category) =>
  bodyOf(await env.api.listCategories()).find((c) => c._id === category._id);

const inKarnataka = { ...SHIPPING, country: 'India', city: 'Bengaluru', region: 'Karnataka' };

async function webOrderOf(product: Product) {
  const placed = await env.api.placeOrder({
    as: env.userA,
    body: linesOrderBody([[product, 1]], inKarnataka),
  });
  expect(placed.status, JSON.stringify(bodyOf(placed))).toBe(201);
  return bodyOf(placed);
}

describe('a category’s rate', () => {
  it('is refused outside GST’s list, naming taxRate, on adding and on editing', async () => {
    const added = await addCategory({ taxRate: 12 });
    expect(added.status).toBe(400);
    expect(errorOf(added)).toMatchObject({
      message: taxMessages.rateExpected([0, 5, 18, 40]),
      issues: [{ path: 'taxRate' }],
    });
    const category = bodyOf(await addCategory());
    const edited = await editCategory(category, { taxRate: 7.5 });
    expect(edited.status).toBe(400);
    expect(errorOf(edited).issues?.[0]?.path).toBe('taxRate');
    expect((await listed(category))?.taxRate).toBeNull();
  });

  it('is served on GET /category, set on adding, changed and cleared on editing', async () => {
    const category = bodyOf(await addCategory({ taxRate: 5 }));
    expect(category.taxRate).toBe(5);
    expect((await listed(category))?.taxRate).toBe(5);
    expect(bodyOf(await editCategory(category, { taxRate: 40 })).taxRate).toBe(40);
    expect(bodyOf(await editCategory(category, { name: `${category.name} renamed` })).taxRate).toBe(40);
    expect(bodyOf(await editCategory(category, { taxRate: null })).taxRate).toBeNull();
    expect((await listed(category))?.taxRate).toBeNull();
  });

  it('taxes a product that names no rate of its own, on the web and at the counter; its own rate wins', async () => {
    const category = bodyOf(await addCategory({ taxRate: 5 }));
    const grinder = await env.createProduct({
      price: 1050,
      availableQuentity: 10,
      hsnCode: '8467',
      categoryId: category._id,
    });
    expect(grinder.taxRate).toBeNull();
    const order = await webOrderOf(grinder);
    expect(order.taxLines).toEqual([{ rate: 5, taxable: 1000, cgst: 25, sgst: 25, igst: 0, vat: 0 }]);

    const sold = await sellOn(await openSession(0), [[grinder, 1]], { cash: 1050 });
    expect(sold.status, JSON.stringify(bodyOf(sold))).toBe(201);
    expect(bodyOf(sold).order.taxLines).toEqual([
      { rate: 5, taxable: 1000, cgst: 25, sgst: 25, igst: 0, vat: 0 },
    ]);

    const ownRate = await env.createProduct({
      price: 1180,
      availableQuentity: 10,
      hsnCode: '8467',
      taxRate: 18,
      categoryId: category._id,
    });
    expect((await webOrderOf(ownRate)).taxLines).toEqual([
      { rate: 18, taxable: 1000, cgst: 90, sgst: 90, igst: 0, vat: 0 },
    ]);
  });

  it('leaves an order made before it changed as it was, and taxes the next at the shop’s default once cleared', async () => {
    const category = bodyOf(await addCategory({ taxRate: 5 }));
    const saw = await env.createProduct({
      price: 1180,
      availableQuentity: 10,
      hsnCode: '8202',
      categoryId: category._id,
    });
    const before = await webOrderOf(saw);
    bodyOf(await editCategory(category, { taxRate: null }));
    const after = await webOrderOf(saw);
    expect(after.taxLines).toEqual([{ rate: 18, taxable: 1000, cgst: 90, sgst: 90, igst: 0, vat: 0 }]);
    const reread = bodyOf(await env.api.orderDetail({ as: env.userA, params: { id: before._id } }));
    expect(reread.taxLines[0]?.rate).toBe(5);
  });
});
