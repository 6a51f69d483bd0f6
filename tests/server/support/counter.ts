/**
 * The set-up the counter's suites share (docs/counter.md): the suite's environment with a cashier, the
 * register opened afresh, a sale sent with a saleId of its own, a tool's stock and movements as the
 * stock calls answer them, and a grinder in two variants. After each test, every product's stock is
 * the sum of its movements.
 */
import { afterEach, beforeAll, expect } from 'vitest';
import type { CounterSaleInput, RegisterReport } from '../../../src/shared/counterSchemas';
import type { Product } from '../../../src/shared/entities';
import { ean13 } from '../../support/barcodes';
import { bodyOf, suiteEnvironment, type Session } from './environment';
import { expectStockMatchesLedger } from './stockLedger';

export function counterSuite() {
  const env = suiteEnvironment();
  let signedUp: Session | undefined;
  beforeAll(async () => {
    const person = await env.newUser('cashier');
    bodyOf(
      await env.api.setRole({ as: env.admin, params: { email: person.email }, body: { role: 'cashier' } }),
    );
    signedUp = person;
  });
  afterEach(() => expectStockMatchesLedger(env.db));
  // Made in beforeAll, like the environment: usable inside tests and hooks.
  const cashier = new Proxy({} as Session, {
    get(_, key) {
      if (!signedUp) throw new Error('the cashier signs up in beforeAll: use it inside a test or hook');
      return Reflect.get(signedUp, key);
    },
  });
  let sequence = 0;

  /** The one register (the settings name only `Counter 1`), closed if open and opened afresh with `float`. */
  async function openSession(float = 100): Promise<RegisterReport> {
    const open = await env.api.registerSessions({ as: cashier, query: { state: 'open' } });
    for (const session of bodyOf(open).sessions) {
      await env.api.closeRegister({ as: cashier, params: { sessionId: session._id }, body: { counted: 0 } });
    }
    const opened = await env.api.openRegister({ as: cashier, body: { register: 'Counter 1', float } });
    expect(opened.status).toBe(201);
    return bodyOf(opened);
  }

  /** A saleId (or returnId) no other of the suite has. */
  const saleId = () => `sale-${Date.now()}-${++sequence}`;

  /** `POST /counter/sale` by the cashier, with a saleId of its own. */
  const sell = (sale: Omit<CounterSaleInput, 'saleId'>) =>
    env.api.counterSale({ as: cashier, body: { saleId: saleId(), ...sale } });

  /** A variant's stock as `GET /stock/item` answers it. */
  const variantStockItemOf = async (variantId: string) =>
    bodyOf(await env.api.stockItem({ as: cashier, params: { variantId } })).stock;

  /** A tool sold as its one variant: its stock as `GET /stock/item` answers it. */
  const stockItemOf = (product: Product) => variantStockItemOf(product._id);

  const movementsOf = async (product: Product) =>
    bodyOf(await env.api.stockMovements({ as: env.admin, query: { productId: product._id } })).items;

  /** A grinder in two discs, each with its own SKU, barcode, price and stock: 115 mm $60 (5), 125 mm $70 (3). */
  async function grinder() {
    const n = String(++sequence).padStart(4, '0');
    const codes = {
      sku: [`CT-${n}-115`, `CT-${n}-125`],
      barcode: [ean13(`2098765${n}1`), ean13(`2098765${n}2`)],
    };
    const upload = bodyOf(await env.uploadPng(env.admin));
    const added = await env.api.addProduct({
      as: env.admin,
      body: {
        name: `Angle Grinder ${n}`,
        description: 'Two disc sizes.',
        img: upload.data.url,
        minimumOrder: 1,
        options: [{ name: 'Disc', values: ['115 mm', '125 mm'] }],
        variants: [
          {
            options: { Disc: '115 mm' },
            sku: codes.sku[0],
            barcode: codes.barcode[0],
            price: 60,
            availableQuantity: 5,
          },
          {
            options: { Disc: '125 mm' },
            sku: codes.sku[1],
            barcode: codes.barcode[1],
            price: 70,
            availableQuantity: 3,
          },
        ],
      } as never,
    });
    const product = bodyOf(added);
    const [small, large] = product.variants as { _id: string; title: string }[];
    return { product, small: small!, large: large!, codes };
  }

  return { env, cashier, openSession, saleId, sell, variantStockItemOf, stockItemOf, movementsOf, grinder };
}
