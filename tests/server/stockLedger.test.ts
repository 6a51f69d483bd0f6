/**
 * Stock with reasons (docs/stock.md): every change is a movement, the ledger cannot be rewritten,
 * counts and adjustments by staff, reorder settings and low-stock alerts, suppliers and purchase
 * orders received in parts. Staff only: customers 403, visitors 401. After each test, every
 * product's stock is the sum of its movements.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import type { StockMovement } from '../../src/shared/stockSchemas';
import { emailText } from '../../src/shared/strings/emails';
import { stockErrors } from '../../src/shared/strings/stockMessages';
import { bodyOf, createTestEnvironment, type Session, type TestEnvironment } from './support/environment';
import { expectStockMatchesLedger, movementsOf } from './support/stockLedger';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterEach(() => expectStockMatchesLedger(env.db));
afterAll(() => env?.close());

const history = (product: Product, query: Record<string, string> = {}) =>
  movementsOf(env, { productId: product._id, ...query });

const adjust = (body: Record<string, unknown>, as: Session = env.admin) =>
  env.api.adjustStock({ as, body: body as never });

const stockItemOf = async (product: Product) =>
  bodyOf(await env.api.stockItem({ as: env.admin, params: { variantId: product._id } })).stock;

describe('the ledger', () => {
  it("starts with a new product's stock as its initial movement, by whom", async () => {
    const product = await env.createProduct({ availableQuentity: 40 });
    const [initial] = await history(product);
    expect(initial).toMatchObject({
      productId: product._id,
      variantId: product._id,
      productName: product.name,
      delta: 40,
      stockAfter: 40,
      reason: 'initial',
      ref: null,
      actorEmail: env.admin.email,
    });
  });

  it('records a stock edit in the product form as a correction with its note, and a delete as one to zero', async () => {
    const product = await env.createProduct({ availableQuentity: 10 });
    const edited = await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': String(product.version) },
      body: { availableQuentity: 7, stockNote: 'Three found broken in the box' },
    });
    expect(bodyOf(edited).availableQuentity).toBe(7);
    await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': String(bodyOf(edited).version) },
      body: { availableQuentity: 9 },
    });
    await env.api.deleteProduct({ as: env.admin, params: { id: product._id } });
    const moves = await history(product);
    expect(moves.map((m) => [m.reason, m.delta, m.stockAfter, m.note])).toEqual([
      ['correction', -9, 0, stockErrors.removedFromCatalogue],
      ['correction', 2, 9, stockErrors.editedInForm],
      ['correction', -3, 7, 'Three found broken in the box'],
      ['initial', 10, 10, ''],
    ]);
  });

  it('cannot be changed or deleted, not even by the database owner', async () => {
    await env.createProduct();
    for (const statement of [
      sql`update stock_movements set delta = delta + 1`,
      sql`delete from stock_movements`,
      sql`truncate stock_movements`,
    ]) {
      const refused = await env.db.execute(statement).then(
        () => null,
        (error: { cause?: Error }) => error.cause?.message,
      );
      expect(refused).toMatch(/never changed or deleted/);
    }
  });

  it('pages newest first with a cursor, filters by reason and day, and exports the same as CSV', async () => {
    const product = await env.createProduct({ availableQuentity: 100 });
    for (let i = 0; i < 5; i += 1) await adjust({ variantId: product._id, kind: 'damaged', quantity: 1 });
    const first = bodyOf(
      await env.api.stockMovements({ as: env.admin, query: { productId: product._id, pageSize: '4' } }),
    );
    expect(first.items.map((m) => m.stockAfter)).toEqual([95, 96, 97, 98]);
    const rest = bodyOf(
      await env.api.stockMovements({
        as: env.admin,
        query: { productId: product._id, pageSize: '4', cursor: first.nextCursor! },
      }),
    );
    expect(rest.items.map((m) => m.stockAfter)).toEqual([99, 100]);
    expect(rest.nextCursor).toBeNull();

    expect((await history(product, { reason: 'damaged' })).length).toBe(5);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(product, { from: today, to: today })).length).toBe(6);
    expect(await history(product, { to: '2020-01-01' })).toEqual([]);

    const csv = await env.api.exportStockMovements({ as: env.admin, query: { productId: product._id } });
    expect(csv.status).toBe(200);
    const rows = String(csv.body).trim().split('\r\n');
    expect(rows[0]).toBe('Time,Product,Product ID,Variant ID,Reason,Change,Stock after,Reference,By,Note');
    expect(rows).toHaveLength(7);
    expect(rows[1]).toContain(`,damaged,-1,95,,${env.admin.email},`);
  });

  it.each([
    [{ reason: 'stolen' }, stockErrors.badReason],
    [{ from: '25/11/2026' }, stockErrors.badDate],
    [{ cursor: 'bm90LWEtY3Vyc29y' }, stockErrors.badCursor],
    [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
  ])('refuses the list query %j with a clear message', async (query, message) => {
    const res = await env.api.stockMovements({ as: env.admin, query: query as never });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

describe('adjusting stock', () => {
  it('counts, writes off damaged and lost units, and corrects with a note', async () => {
    const product = await env.createProduct({ availableQuentity: 20 });
    const counted = bodyOf(
      await adjust({ variantId: product._id, kind: 'count', quantity: 17, note: 'Aisle 3' }),
    );
    expect(counted.movement).toMatchObject({ reason: 'count', delta: -3, stockAfter: 17, note: 'Aisle 3' });
    expect(counted.item.stock).toBe(17);
    await adjust({ variantId: product._id, kind: 'damaged', quantity: 2 });
    await adjust({ variantId: product._id, kind: 'lost', quantity: 1 });
    await adjust({ variantId: product._id, kind: 'correction', quantity: 4, note: 'Delivery booked twice' });
    expect(await stockItemOf(product)).toBe(18);
    const same = bodyOf(await adjust({ variantId: product._id, kind: 'count', quantity: 18 }));
    expect(same.movement).toBeNull();
    expect((await history(product)).map((m) => m.reason)).toEqual([
      'correction',
      'lost',
      'damaged',
      'count',
      'initial',
    ]);
  });

  it('never takes stock below zero: 409, nothing written', async () => {
    // Well stocked, so that the day's first low-stock digest is the next test's.
    const product = await env.createProduct({ availableQuentity: 30 });
    for (const body of [
      { variantId: product._id, kind: 'damaged', quantity: 31 },
      { variantId: product._id, kind: 'correction', quantity: -31, note: 'Miscounted' },
    ]) {
      const res = await adjust(body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: stockErrors.belowZero(30) });
    }
    expect(await history(product)).toHaveLength(1);
    expect(await stockItemOf(product)).toBe(30);
  });

  it.each([
    [{ kind: 'correction', quantity: 2 }, 'note', stockErrors.noteRequired],
    [{ kind: 'correction', quantity: 0, note: 'x' }, 'quantity', stockErrors.correctionNotZero],
    [{ kind: 'count', quantity: -1 }, 'quantity', stockErrors.countNotNegative],
    [{ kind: 'damaged', quantity: 0 }, 'quantity', stockErrors.unitsRequired],
    [{ kind: 'lost', quantity: 1.5 }, 'quantity', stockErrors.unitsRequired],
    [{ kind: 'stolen', quantity: 1 }, 'kind', 'kind must be one of count, damaged, lost or correction'],
  ])('refuses %j (400 on %s), nothing written', async (body, path, message) => {
    const product = await env.createProduct();
    const res = await adjust({ variantId: product._id, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ issues: expect.arrayContaining([{ path, message }]) });
    expect(await history(product)).toHaveLength(1);
  });

  it('answers 404 for a product that is not in the catalogue', async () => {
    const product = await env.createProduct();
    await env.api.deleteProduct({ as: env.admin, params: { id: product._id } });
    expect((await adjust({ variantId: product._id, kind: 'count', quantity: 5 })).status).toBe(404);
    expect((await adjust({ variantId: 'nosuchproduct123', kind: 'count', quantity: 5 })).status).toBe(404);
  });
});

describe('low stock', () => {
  it('alerts once as stock crosses below the threshold, lists it with a suggestion, and again only after it rose', async () => {
    const product = await env.createProduct({ availableQuentity: 12 });
    const supplier = bodyOf(await env.api.addSupplier({ as: env.admin, body: { name: 'Acme Tools Ltd' } }));
    const settings = await env.api.editStockItem({
      as: env.admin,
      params: { variantId: product._id },
      body: { lowStockThreshold: 10, supplierId: supplier._id },
    });
    expect(bodyOf(settings)).toMatchObject({
      threshold: 10,
      low: false,
      supplier: { name: 'Acme Tools Ltd' },
    });

    const stream = await env.openStream(env.admin);
    const customerStream = await env.openStream(env.userA);
    try {
      await adjust({ variantId: product._id, kind: 'damaged', quantity: 3 });
      const alert = await stream.next((e) => e.kind === 'stock' && e.stock.productId === product._id);
      expect(alert).toMatchObject({ kind: 'stock', type: 'low', stock: { stock: 9, threshold: 10 } });
      await adjust({ variantId: product._id, kind: 'damaged', quantity: 1 });
      await adjust({ variantId: product._id, kind: 'correction', quantity: 5, note: 'Found in the back' });
      await adjust({ variantId: product._id, kind: 'lost', quantity: 6 });
      await stream.next(
        (e) => e.kind === 'stock' && e.stock.productId === product._id && e.stock.stock === 7,
      );
      const alerts = stream.events.filter((e) => e.kind === 'stock' && e.stock.productId === product._id);
      expect(alerts.map((e) => (e.kind === 'stock' ? e.stock.stock : null))).toEqual([9, 7]);
      expect(customerStream.events.some((e) => e.kind === 'stock')).toBe(false);
    } finally {
      stream.close();
      customerStream.close();
    }

    // The admins' bell lists it since it fell low (a customer's does not).
    const bell = bodyOf(await env.api.notifications({ as: env.admin })).items;
    expect(bell).toContainEqual(
      expect.objectContaining({ kind: 'lowStock', productId: product._id, productName: product.name }),
    );
    const customers = bodyOf(await env.api.notifications({ as: env.userA })).items;
    expect(customers.some((item) => item.kind === 'lowStock')).toBe(false);

    // The day's digest went out at the first low, to every admin, and not again at the second.
    const digest = await env.mailbox.waitFor(env.admin.email, (email) => /low on stock/.test(email.subject));
    // It reads the list when it is sent: the tool is on it, as low as it is by then.
    expect(digest.text).toMatch(new RegExp(`${product.name}: \\d+ left, order \\d+ from Acme Tools Ltd`));
    expect(
      (await env.mailbox.emails(env.admin.email)).filter((email) => /low on stock/.test(email.subject)),
    ).toHaveLength(1);

    const low = bodyOf(await env.api.lowStock({ as: env.admin })).find((i) => i.productId === product._id);
    expect(low).toMatchObject({
      stock: 7,
      threshold: 10,
      suggestedQuantity: 13,
      supplier: { _id: supplier._id },
    });
    expect(low!.lowSince).toEqual(expect.any(String));
    await env.api.editStockItem({
      as: env.admin,
      params: { variantId: product._id },
      body: { reorderQuantity: 24 },
    });
    const reordered = bodyOf(await env.api.lowStock({ as: env.admin })).find(
      (i) => i.productId === product._id,
    );
    expect(reordered?.suggestedQuantity).toBe(24);
  });
});

describe('suppliers and purchase orders', () => {
  const supplierBody = { name: 'Northwind Fasteners', email: 'Orders@Northwind.example', leadDays: 5 };

  it('adds and edits a supplier, refusing a bad email or lead time', async () => {
    const supplier = bodyOf(await env.api.addSupplier({ as: env.admin, body: supplierBody }));
    expect(supplier).toMatchObject({
      name: 'Northwind Fasteners',
      email: 'orders@northwind.example',
      leadDays: 5,
    });
    const edited = await env.api.editSupplier({
      as: env.admin,
      params: { id: supplier._id },
      body: { phone: '01711000000', leadDays: '' },
    });
    expect(bodyOf(edited)).toMatchObject({
      phone: '01711000000',
      leadDays: null,
      name: 'Northwind Fasteners',
    });
    for (const body of [{ name: '' }, { name: 'X', email: 'not an email' }, { name: 'X', leadDays: 400 }]) {
      expect((await env.api.addSupplier({ as: env.admin, body: body as never })).status).toBe(400);
    }
    expect(bodyOf(await env.api.listSuppliers({ as: env.admin })).map((s) => s._id)).toContain(supplier._id);
  });

  it('drafts from low stock, sends to the supplier by email, receives in parts to received, with movements', async () => {
    const supplier = bodyOf(await env.api.addSupplier({ as: env.admin, body: supplierBody }));
    const product = await env.createProduct({ availableQuentity: 2 });
    await env.api.editStockItem({
      as: env.admin,
      params: { variantId: product._id },
      body: { lowStockThreshold: 5, reorderQuantity: 10, supplierId: supplier._id },
    });
    const { created } = bodyOf(await env.api.purchaseOrdersFromLowStock({ as: env.admin }));
    const draft = created.find((po) => po.supplier._id === supplier._id)!;
    expect(draft).toMatchObject({ state: 'draft', reference: `PO-${draft.number}` });
    // No cost price and never received: the draft asks for the cost instead of saying $0.00.
    expect(draft.lines).toEqual([
      expect.objectContaining({ variantId: product._id, quantity: 10, received: 0, unitCost: null }),
    ]);
    const unpriced = await env.api.sendPurchaseOrder({ as: env.admin, params: { id: draft._id } });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body).toEqual({ message: stockErrors.unpriced([product.name]) });
    const priced = await env.api.editPurchaseOrder({
      as: env.admin,
      params: { id: draft._id },
      body: { lines: [{ variantId: product._id, quantity: 10, unitCost: 4.5 }] },
    });
    expect(bodyOf(priced)).toMatchObject({ total: 45, lines: [expect.objectContaining({ unitCost: 4.5 })] });

    const receive = (quantity: number, key: string) =>
      env.api.receivePurchaseOrder({
        as: env.admin,
        params: { id: draft._id },
        headers: { 'idempotency-key': key },
        body: { lines: [{ variantId: product._id, quantity }] },
      });
    expect((await receive(1, 'too-early')).status).toBe(409);

    const sent = bodyOf(await env.api.sendPurchaseOrder({ as: env.admin, params: { id: draft._id } }));
    expect(sent.state).toBe('sent');
    const email = await env.mailbox.waitFor('orders@northwind.example', (e) =>
      e.subject.includes(sent.reference),
    );
    expect(email.text).toContain(emailText.purchaseOrder.line(product.name, 10, '$4.50'));
    expect(email.text).not.toContain('$0.00');
    expect((await env.api.sendPurchaseOrder({ as: env.admin, params: { id: draft._id } })).status).toBe(409);

    expect(bodyOf(await receive(4, 'first-half'))).toMatchObject({ state: 'partly_received' });
    expect(bodyOf(await receive(4, 'first-half'))).toMatchObject({ state: 'partly_received' });
    const reused = await receive(5, 'first-half');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ message: stockErrors.receiptKeyReused });
    const beyond = await receive(7, 'too-many');
    expect(beyond.status).toBe(409);
    expect(beyond.body).toEqual({ message: stockErrors.beyondOrdered(product.name, 6) });
    const done = bodyOf(await receive(6, 'the-rest'));
    expect(done).toMatchObject({ state: 'received', lines: [expect.objectContaining({ received: 10 })] });
    expect(done.receivedAt).toEqual(expect.any(String));
    expect(await stockItemOf(product)).toBe(12);

    const received = (await history(product)).filter((m) => m.reason === 'received');
    expect(received.map((m: StockMovement) => [m.delta, m.ref])).toEqual([
      [6, { type: 'purchase_order', id: draft._id, number: draft.number }],
      [4, { type: 'purchase_order', id: draft._id, number: draft.number }],
    ]);
    expect((await env.api.cancelPurchaseOrder({ as: env.admin, params: { id: draft._id } })).status).toBe(
      409,
    );
  });

  it('prices a draft from Low stock at the cost price, else the cost it last arrived at', async () => {
    const supplier = bodyOf(await env.api.addSupplier({ as: env.admin, body: supplierBody }));
    const { img } = await env.createProduct();
    let tools = 0;
    const lowFrom = (fields: Record<string, unknown>) =>
      env.api.addProduct({
        as: env.admin,
        body: {
          name: `Priced tool ${++tools}`,
          description: 'Bought in.',
          img,
          minimumOrder: 1,
          variants: [
            { price: 20, availableQuantity: 1, lowStockThreshold: 50, supplierId: supplier._id, ...fields },
          ],
        } as never,
      });
    const costed = bodyOf(await lowFrom({ costPrice: 7.25 }));
    const bought = bodyOf(await lowFrom({}));
    const unknown = bodyOf(await lowFrom({}));
    const boughtId = bought.variants[0]!._id;
    // Arrived at $3.10; ordered again at $9.99 since, but that one never arrived.
    const earlier = bodyOf(
      await env.api.createPurchaseOrder({
        as: env.admin,
        body: { supplierId: supplier._id, lines: [{ variantId: boughtId, quantity: 2, unitCost: 3.1 }] },
      }),
    );
    await env.api.sendPurchaseOrder({ as: env.admin, params: { id: earlier._id } });
    await env.api.receivePurchaseOrder({
      as: env.admin,
      params: { id: earlier._id },
      body: { lines: [{ variantId: boughtId, quantity: 1 }] },
    });
    await env.api.createPurchaseOrder({
      as: env.admin,
      body: { supplierId: supplier._id, lines: [{ variantId: boughtId, quantity: 2, unitCost: 9.99 }] },
    });

    const { created } = bodyOf(await env.api.purchaseOrdersFromLowStock({ as: env.admin }));
    const draft = created.find((po) => po.supplier._id === supplier._id)!;
    const costOf = (product: Product) => draft.lines.find((line) => line.productId === product._id)?.unitCost;
    expect([costOf(costed), costOf(bought), costOf(unknown)]).toEqual([7.25, 3.1, null]);
    expect(draft.total).toBe(
      7.25 * draft.lines.find((l) => l.productId === costed._id)!.quantity +
        3.1 * draft.lines.find((l) => l.productId === bought._id)!.quantity,
    );
  });

  it('changes a draft’s lines, quantities, costs and note until it is sent, then refuses (409)', async () => {
    const supplier = bodyOf(await env.api.addSupplier({ as: env.admin, body: supplierBody }));
    const [first, second] = [await env.createProduct(), await env.createProduct()];
    const po = bodyOf(
      await env.api.createPurchaseOrder({
        as: env.admin,
        body: { supplierId: supplier._id, lines: [{ variantId: first._id, quantity: 2, unitCost: 1 }] },
      }),
    );
    const edit = (lines: { variantId: string; quantity: number; unitCost: number }[], note?: string) =>
      env.api.editPurchaseOrder({ as: env.admin, params: { id: po._id }, body: { lines, note } });

    const edited = bodyOf(
      await edit(
        [
          { variantId: second._id, quantity: 6, unitCost: 2.5 },
          { variantId: first._id, quantity: 3, unitCost: 1.2 },
        ],
        'Deliver to the back door',
      ),
    );
    expect(edited.lines.map((l) => [l.name, l.quantity, l.unitCost])).toEqual([
      [second.name, 6, 2.5],
      [first.name, 3, 1.2],
    ]);
    expect(edited).toMatchObject({ state: 'draft', total: 18.6, note: 'Deliver to the back door' });
    expect(bodyOf(await env.api.purchaseOrder({ as: env.admin, params: { id: po._id } }))).toEqual(edited);

    const unknownTool = await edit([
      { variantId: first._id, quantity: 1, unitCost: 1 },
      { variantId: 'nosuchproduct123', quantity: 1, unitCost: 1 },
    ]);
    expect(unknownTool.status).toBe(400);
    expect(unknownTool.body).toMatchObject({ issues: [{ path: 'lines.1.variantId' }] });
    expect((await edit([])).status).toBe(400);
    const missing = await env.api.editPurchaseOrder({
      as: env.admin,
      params: { id: 'nosuchorder12345' },
      body: { lines: [{ variantId: first._id, quantity: 1, unitCost: 1 }] },
    });
    expect(missing.status).toBe(404);

    await env.api.sendPurchaseOrder({ as: env.admin, params: { id: po._id } });
    const late = await edit([{ variantId: first._id, quantity: 30, unitCost: 1 }]);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: stockErrors.notEditable });
    expect(bodyOf(await env.api.purchaseOrder({ as: env.admin, params: { id: po._id } })).total).toBe(18.6);
  });

  it('receives exactly what was ordered when ten receipts of one unit race five on order', async () => {
    const supplier = bodyOf(await env.api.addSupplier({ as: env.admin, body: supplierBody }));
    const product = await env.createProduct({ availableQuentity: 0 });
    const po = bodyOf(
      await env.api.createPurchaseOrder({
        as: env.admin,
        body: { supplierId: supplier._id, lines: [{ variantId: product._id, quantity: 5, unitCost: 3.25 }] },
      }),
    );
    expect(po.total).toBe(16.25);
    await env.api.sendPurchaseOrder({ as: env.admin, params: { id: po._id } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        env.api.receivePurchaseOrder({
          as: env.admin,
          params: { id: po._id },
          headers: { 'idempotency-key': `race-${i}` },
          body: { lines: [{ variantId: product._id, quantity: 1 }] },
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(5);
    expect(await stockItemOf(product)).toBe(5);
  });

  it('cancels a draft, refuses unknown suppliers and products, and a supplier without an email cannot be sent to', async () => {
    const silent = bodyOf(await env.api.addSupplier({ as: env.admin, body: { name: 'No Email Co' } }));
    const product = await env.createProduct();
    const line = { variantId: product._id, quantity: 2, unitCost: 1 };
    const unknownSupplier = await env.api.createPurchaseOrder({
      as: env.admin,
      body: { supplierId: 'nosuchsupplier12', lines: [line] },
    });
    expect(unknownSupplier.body).toMatchObject({
      issues: [{ path: 'supplierId', message: stockErrors.unknownSupplier }],
    });
    const unknownProduct = await env.api.createPurchaseOrder({
      as: env.admin,
      body: { supplierId: silent._id, lines: [{ ...line, variantId: 'nosuchproduct123' }] },
    });
    expect(unknownProduct.body).toMatchObject({ issues: [{ path: 'lines.0.variantId' }] });
    const twice = await env.api.createPurchaseOrder({
      as: env.admin,
      body: { supplierId: silent._id, lines: [line, line] },
    });
    expect(twice.status).toBe(400);

    const po = bodyOf(
      await env.api.createPurchaseOrder({ as: env.admin, body: { supplierId: silent._id, lines: [line] } }),
    );
    const unsent = await env.api.sendPurchaseOrder({ as: env.admin, params: { id: po._id } });
    expect(unsent.status).toBe(409);
    expect(unsent.body).toEqual({ message: stockErrors.supplierHasNoEmail });
    expect(bodyOf(await env.api.cancelPurchaseOrder({ as: env.admin, params: { id: po._id } })).state).toBe(
      'cancelled',
    );
    const drafts = bodyOf(await env.api.listPurchaseOrders({ as: env.admin, query: { state: 'cancelled' } }));
    expect(drafts.map((p) => p._id)).toContain(po._id);
  });
});

describe('who may', () => {
  it('lets only admins near stock: a customer is refused (403), a visitor asked to sign in (401)', async () => {
    const product = await env.createProduct();
    const calls: ((as: Session) => Promise<{ status: number }>)[] = [
      (as) => env.api.stockMovements({ as, query: {} }),
      (as) => env.api.exportStockMovements({ as, query: {} }),
      (as) => adjust({ variantId: product._id, kind: 'count', quantity: 1 }, as),
      (as) => env.api.stockItem({ as, params: { variantId: product._id } }),
      (as) =>
        env.api.editStockItem({ as, params: { variantId: product._id }, body: { lowStockThreshold: 1 } }),
      (as) => env.api.lowStock({ as }),
      (as) => env.api.listSuppliers({ as }),
      (as) => env.api.addSupplier({ as, body: { name: 'Sneaky' } }),
      (as) => env.api.editSupplier({ as, params: { id: 'abcdefgh12345678' }, body: { name: 'Sneaky' } }),
      (as) => env.api.listPurchaseOrders({ as, query: {} }),
      (as) => env.api.purchaseOrder({ as, params: { id: 'abcdefgh12345678' } }),
      (as) => env.api.createPurchaseOrder({ as, body: { supplierId: 'x', lines: [] } as never }),
      (as) => env.api.purchaseOrdersFromLowStock({ as }),
      (as) =>
        env.api.editPurchaseOrder({
          as,
          params: { id: 'abcdefgh12345678' },
          body: { lines: [{ variantId: product._id, quantity: 1, unitCost: 1 }] },
        }),
      (as) => env.api.sendPurchaseOrder({ as, params: { id: 'abcdefgh12345678' } }),
      (as) =>
        env.api.receivePurchaseOrder({
          as,
          params: { id: 'abcdefgh12345678' },
          body: { lines: [] } as never,
        }),
      (as) => env.api.cancelPurchaseOrder({ as, params: { id: 'abcdefgh12345678' } }),
    ];
    for (const [i, call] of calls.entries()) {
      expect((await call(env.userA)).status, `call ${i} as a customer`).toBe(403);
      expect((await call(env.anon)).status, `call ${i} signed out`).toBe(401);
    }
    expect(await history(product)).toHaveLength(1);
  });
});

describe('orders move stock through the ledger', () => {
  it('takes stock as an order movement, puts it back when cancelled and when a refund restocks, each naming the order', async () => {
    const product = await env.createProduct({ availableQuentity: 30 });
    const cancelled = await env.placeOrder(env.userA, product, 4);
    await env.api.cancelOrder({ as: env.userA, params: { id: cancelled._id } });
    const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 3));
    await env.api.refundOrder({
      as: env.admin,
      params: { id: paid._id },
      body: { lines: [{ productId: product._id, quantity: 2 }], restock: true, reason: 'Two came back' },
    });
    const moves = (await history(product)).map((m) => [
      m.reason,
      m.delta,
      m.stockAfter,
      m.ref?.number ?? null,
    ]);
    expect(moves).toEqual([
      ['refund_restock', 2, 29, paid.number],
      ['order', -3, 27, paid.number],
      ['order_cancelled', 4, 30, cancelled.number],
      ['order', -4, 26, cancelled.number],
      ['initial', 30, 30, null],
    ]);
    const [taken] = (await history(product, { reason: 'order' })).slice(-1);
    expect(taken).toMatchObject({ actorEmail: env.userA.email, ref: { type: 'order', id: cancelled._id } });
  });

  it('alerts once when an order takes a tool below its threshold', async () => {
    const product = await env.createProduct({ availableQuentity: 12 });
    await env.api.editStockItem({
      as: env.admin,
      params: { variantId: product._id },
      body: { lowStockThreshold: 10 },
    });
    const stream = await env.openStream(env.admin);
    try {
      await env.placeOrder(env.userB, product, 3);
      const alert = await stream.next((e) => e.kind === 'stock' && e.stock.productId === product._id);
      expect(alert).toMatchObject({ stock: { stock: 9, threshold: 10 } });
      await env.placeOrder(env.userB, product, 1);
      await env.placeOrder(env.userB, product, 1);
      // The product events of those orders are there; no second alert while it stays low.
      await stream.next(
        (e) => e.kind === 'product' && e.product._id === product._id && e.product.availableQuentity === 7,
      );
      expect(
        stream.events.filter((e) => e.kind === 'stock' && e.stock.productId === product._id),
      ).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('keeps a count right while orders keep arriving: the count plus what was ordered after it', async () => {
    const product = await env.createProduct({ availableQuentity: 500 });
    const buyers = await Promise.all([
      env.newUser('countera'),
      env.newUser('counterb'),
      env.newUser('counterc'),
    ]);
    const orders = buyers.flatMap((buyer) =>
      Array.from({ length: 4 }, () => env.placeOrder(buyer, product, 2)),
    );
    const counted = adjust({ variantId: product._id, kind: 'count', quantity: 300, note: 'Stocktake' });
    const [count] = await Promise.all([counted, ...orders]);
    expect(bodyOf(count as Awaited<typeof counted>).movement?.stockAfter).toBe(300);
    // Each change waits for the row, so the stock after each is a chain: orders taken before the
    // count left 476 or more, those after it less than 300, and the count lost none of them.
    const taken = await history(product, { reason: 'order' });
    expect(taken).toHaveLength(12);
    const afterCount = taken.filter((m) => m.stockAfter < 300);
    expect(taken.every((m) => m.stockAfter < 300 || m.stockAfter >= 476)).toBe(true);
    expect(await stockItemOf(product)).toBe(300 - 2 * afterCount.length);
  });
});
