/**
 * The one rule for text (src/shared/plainText.ts): every field that can reach the receipt printer, an
 * email header or a log refuses control, line-separator and text-direction characters with a 400
 * naming the field, and a text of several lines keeps its line feeds. A catalogue import names the row
 * and column. A receipt whose name was saved before the rule still prints without them: `ESC p 0` in
 * a title would otherwise kick the cash drawer open.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeReceipt } from '../../src/main/receiptPrinter';
import { CATALOGUE_CSV_COLUMNS } from '../../src/shared/catalogueCsv';
import type { Receipt } from '../../src/shared/counterSchemas';
import type { Product } from '../../src/shared/entities';
import type { PrintedReceipt } from '../../src/shared/receipt';
import { messages } from '../../src/shared/strings/validation';
import { products } from '../../src/server/db/schema';
import type { HttpAnswer } from '../support/apiClient';
import { bodyOf, errorOf, orderBody, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

/** ESC p 0 25: the ESC/POS command that pulses the cash drawer's pin. */
const DRAWER_KICK = '\u001bp0\u0019';
const ESC_P = Buffer.from([0x1b, 0x70]);

let img: string;
let product: Product;
let sessionId: string;
beforeAll(async () => {
  img = bodyOf(await env.uploadPng(env.admin)).data.url;
  product = await env.createProduct({ availableQuentity: 1_000 });
  sessionId = bodyOf(
    await env.api.openRegister({ as: env.admin, body: { register: 'Counter 1', float: 50 } }),
  )._id;
});

const productBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Claw hammer',
  description: 'Forged steel head.',
  img,
  minimumOrder: 1,
  availableQuentity: 5,
  price: 12.5,
  ...fields,
});

/** A tool sold in variants of one option, `name`, with one value, `value`. */
const withOption = (name: string, value: string) =>
  productBody({
    price: undefined,
    availableQuentity: undefined,
    options: [{ name, values: [value] }],
    variants: [{ options: { [name]: value }, price: 3, availableQuantity: 1 }],
  });

const expectRefused = (res: HttpAnswer, path: string, what: string) => {
  expect(res.status, what).toBe(400);
  expect(errorOf(res).issues, what).toContainEqual({ path, message: messages.unprintable });
};

/** The fields below that hold a few lines: a line feed or a tab is theirs to keep. */
const MULTILINE = new Set(['a stock adjustment note', 'a review']);

/** Each text field, where it is taken, with an unprintable character in it: [what, path, send]. */
const refusals: [string, string, (bad: string) => Promise<HttpAnswer>][] = [
  [
    'a product name',
    'name',
    (bad) => env.api.addProduct({ as: env.admin, body: productBody({ name: bad }) }),
  ],
  [
    'a product brand',
    'brand',
    (bad) => env.api.addProduct({ as: env.admin, body: productBody({ brand: bad }) }),
  ],
  [
    'an option name',
    'options.0.name',
    (bad) => env.api.addProduct({ as: env.admin, body: withOption(bad, 'S') }),
  ],
  [
    'an option value (a variant title)',
    'options.0.values.0',
    (bad) => env.api.addProduct({ as: env.admin, body: withOption('Size', bad) }),
  ],
  ['a category name', 'name', (bad) => env.api.addCategory({ as: env.admin, body: { name: bad } })],
  ['a supplier name', 'name', (bad) => env.api.addSupplier({ as: env.admin, body: { name: bad } })],
  [
    'a supplier phone',
    'phone',
    (bad) => env.api.addSupplier({ as: env.admin, body: { name: 'Acme', phone: bad } }),
  ],
  [
    'a stock adjustment note',
    'note',
    (bad) =>
      env.api.adjustStock({
        as: env.admin,
        body: { variantId: product._id, kind: 'correction', quantity: 1, note: bad },
      }),
  ],
  [
    'a cash movement reason',
    'reason',
    (bad) =>
      env.api.registerCash({
        as: env.admin,
        params: { sessionId },
        body: { kind: 'in', amount: 5, reason: bad },
      }),
  ],
  [
    'a register name',
    'register',
    (bad) => env.api.openRegister({ as: env.admin, body: { register: bad, float: 0 } }),
  ],
  [
    'an order’s recipient',
    'fullName',
    (bad) => env.api.placeOrder({ as: env.userA, body: orderBody(product, 1, { fullName: bad }) }),
  ],
  [
    'a business buyer’s name',
    'buyerBusinessName',
    (bad) => env.api.placeOrder({ as: env.userA, body: orderBody(product, 1, { buyerBusinessName: bad }) }),
  ],
  [
    'a payment on account’s reference',
    'reference',
    (bad) =>
      env.api.recordAccountPayment({
        as: env.admin,
        params: { id: product._id },
        body: { paymentId: 'printable-1', amount: 5, method: 'bank', reference: bad },
      }),
  ],
  ['a review', 'review', (bad) => env.api.addReview({ as: env.userA, body: { review: bad, rating: 5 } })],
  [
    'a user’s name',
    'name',
    (bad) => env.api.saveUser({ as: env.userA, body: { name: bad, email: env.userA.email } }),
  ],
];

describe('a text field', () => {
  it.each(refusals)('refuses ESC p 0 in %s, naming the field', async (what, path, send) => {
    expectRefused(await send(`Claw hammer ${DRAWER_KICK}`), path, what);
  });

  it.each(refusals)(
    'refuses a line separator, DEL, C1 or a text-direction override in %s, and a line break in one line',
    async (what, path, send) => {
      const lineBreaks = MULTILINE.has(what) ? [] : ['Claw\nhammer', 'Claw\rhammer', 'Claw\thammer'];
      for (const bad of [
        ...lineBreaks,
        'Claw\u2028hammer',
        'Claw\u007fhammer',
        'Claw\u009bhammer',
        'Claw\u202ehammer',
      ]) {
        expectRefused(await send(bad), path, `${what}: ${JSON.stringify(bad)}`);
      }
    },
  );

  it('of several lines (a description, a note, a review) keeps its line feeds and tabs but no other control', async () => {
    const description = 'Forged steel head.\r\n\tFibreglass handle.';
    const added = bodyOf(await env.api.addProduct({ as: env.admin, body: productBody({ description }) }));
    expect(added.description).toBe('Forged steel head.\n\tFibreglass handle.');
    expectRefused(
      await env.api.addProduct({
        as: env.admin,
        body: productBody({ description: `Head.\n${DRAWER_KICK}` }),
      }),
      'description',
      'a description',
    );
    const note = 'Counted twice.\nShelf B was short.';
    const adjusted = await env.api.adjustStock({
      as: env.admin,
      body: { variantId: product._id, kind: 'correction', quantity: 1, note },
    });
    expect(bodyOf(adjusted).movement?.note).toBe(note);
    expect(
      (await env.api.addReview({ as: env.userA, body: { review: 'Solid.\nWould buy again.', rating: 5 } }))
        .status,
    ).toBe(201);
    expectRefused(
      await env.api.addSupplier({ as: env.admin, body: { name: 'Acme', note: `Call first\u0007` } }),
      'note',
      'a supplier note',
    );
  });

  it('is trimmed before it is checked: a line break at either end is no refusal', async () => {
    const added = bodyOf(
      await env.api.addProduct({ as: env.admin, body: productBody({ name: '\nClaw hammer\r\n' }) }),
    );
    expect(added.name).toBe('Claw hammer');
  });
});

describe('a catalogue import', () => {
  const csvOf = (rows: Record<string, string>[]) =>
    [CATALOGUE_CSV_COLUMNS, ...rows.map((row) => CATALOGUE_CSV_COLUMNS.map((column) => row[column] ?? ''))]
      .map((cells) => `${cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')}\r\n`)
      .join('');
  const row = (fields: Record<string, string>) => ({
    Handle: `printable-${Math.random().toString(36).slice(2)}`,
    Title: 'Imported hammer',
    'Body (HTML)': 'From the supplier.',
    'Variant Price': '9.5',
    'Variant Inventory Qty': '3',
    'Image Src': img,
    ...fields,
  });

  it('names the row and column of a control character, and takes a body of several lines', async () => {
    const csv = csvOf([
      row({ Title: `Imported hammer ${DRAWER_KICK}` }), // 2
      row({ Vendor: 'Makita\u202e' }), // 3
      row({ 'Option1 Name': 'Size', 'Option1 Value': 'S\u0085' }), // 4
      row({ 'Body (HTML)': 'Line one.\r\nLine two.' }), // 5
      row({ 'Body (HTML)': 'Line one.\u001b' }), // 6
    ]);
    const report = bodyOf(
      await env.api.importCatalogue({
        as: env.admin,
        query: { dryRun: 'true' },
        headers: { 'content-type': 'text/csv' },
        payload: csv,
      }),
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'Title', message: messages.unprintable },
      { row: 3, column: 'Vendor', message: messages.unprintable },
      { row: 4, column: 'Option1 Value', message: messages.unprintable },
      { row: 6, column: 'Body (HTML)', message: messages.unprintable },
    ]);
  });
});

/** What the till hands the printer for a receipt the API answered (as the counter page makes it). */
const printedOf = (receipt: Receipt): PrintedReceipt => ({
  shopName: receipt.shop.name,
  shopAddress: [receipt.shop.address],
  number: String(receipt.number),
  at: receipt.at,
  timeZone: 'UTC',
  register: receipt.register,
  cashier: receipt.cashier,
  lines: receipt.lines.map((line) => ({
    title: line.name,
    quantity: line.quantity,
    unitPrice: line.price,
    lineTotal: line.total,
  })),
  total: receipt.total,
  rounding: receipt.rounding,
  payments: receipt.payments.map((payment) => ({ method: payment.method, amount: payment.amount })),
  change: receipt.change,
  accountDueOn: null,
  invoiceNumber: receipt.invoiceNumber,
  taxIdentity: [],
  taxIncluded: receipt.taxIncluded,
  offline: false,
  currency: receipt.currency,
});

describe('a receipt of a tool named before the rule', () => {
  it('prints the name without its control characters: no drawer kick, nothing but the encoder’s own commands', async () => {
    const tool = await env.createProduct({ name: 'Old import', availableQuentity: 10, price: 4 });
    // As an import before the rule left it: straight into the database.
    await env.db
      .update(products)
      .set({ name: `Claw hammer ${DRAWER_KICK}` })
      .where(eq(products.id, tool._id));
    const sale = bodyOf(
      await env.api.counterSale({
        as: env.admin,
        body: {
          saleId: `printable-${Date.now()}`,
          sessionId,
          lines: [{ variantId: tool._id, quantity: 1 }],
          payments: [{ method: 'card', amount: 4, reference: 'T-1' }],
        },
      }),
    );
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: env.admin, params: { orderNumber: String(sale.number) } }),
    );
    expect(receipt.lines[0]!.name).toBe(`Claw hammer ${DRAWER_KICK}`);

    const printed = printedOf(receipt);
    const bytes = Buffer.from(await encodeReceipt(printed, { openDrawer: false }));
    // A card sale: the encoder kicks no drawer, so no ESC p at all.
    expect(bytes.includes(ESC_P)).toBe(false);
    // The very bytes of the same receipt with the name as it should have been saved.
    const clean = { ...printed, lines: [{ ...printed.lines[0]!, title: 'Claw hammer p0' }] };
    expect(bytes).toEqual(Buffer.from(await encodeReceipt(clean, { openDrawer: false })));
    expect(bytes.toString('latin1')).toContain('Claw hammer p0');
  });
});
