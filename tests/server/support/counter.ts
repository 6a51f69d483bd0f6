/**
 * The set-up the counter's suites share (docs/counter.md): Counter 1 opened afresh, a sale of some
 * units paid in cash, by card or both, a return of some of them, each with a saleId or returnId of
 * its own; and counterSuite(), the suite's environment with a cashier who does all that, a tool's
 * stock and movements as the stock calls answer them, and a grinder in two variants. After each test
 * of a counterSuite, every product's stock is the sum of its movements.
 */
import { afterEach, beforeAll, expect } from 'vitest';
import type {
  CounterReturnInput,
  CounterSaleInput,
  RegisterReport,
} from '../../../src/shared/counterSchemas';
import type { Product } from '../../../src/shared/entities';
import type { DigitalPaymentMethod } from '../../../src/shared/orderStates';
import { ean13 } from '../../support/barcodes';
import {
  bodyOf,
  suiteEnvironment,
  type EnvironmentOptions,
  type Session,
  type TestEnvironment,
} from './environment';
import { expectStockMatchesLedger } from './stockLedger';

/**
 * A sale's or a return's lines: each tool (or variant) with how many of it, and for a sale the price
 * the till charged (which counts only for a sale it took offline).
 */
export type Units = readonly (readonly [{ _id: string }, number, number?])[];

/**
 * How a sale is paid: cash handed over, a card's amount with its terminal's reference, a digital
 * payment's amount with the payer's reference, or cash beside either.
 */
export type Paid =
  | { cash: number }
  | { card: number; reference: string; cash?: number }
  | { digital: DigitalPaymentMethod; amount: number; reference: string; cash?: number };

const linesOf = (units: Units) =>
  units.map(([tool, quantity, unitPrice]) => ({
    variantId: tool._id,
    quantity,
    ...(unitPrice === undefined ? {} : { unitPrice }),
  }));

/** The payments `paid` says, the card's first. */
function paymentsOf(paid: Paid): CounterSaleInput['payments'] {
  const payments: CounterSaleInput['payments'] = [];
  if ('card' in paid) payments.push({ method: 'card', amount: paid.card, reference: paid.reference });
  if ('digital' in paid)
    payments.push({ method: paid.digital, amount: paid.amount, reference: paid.reference });
  if (paid.cash !== undefined) payments.push({ method: 'cash', tendered: paid.cash });
  return payments;
}

let sequence = 0;

/** A saleId (or returnId) no other of the run has. */
export const newSaleId = () => `sale-${Date.now()}-${++sequence}`;

/** Counter 1 (the one register the settings name), closed by `as` if open and opened afresh with `float`. */
export async function reopenRegister(
  env: TestEnvironment,
  as: Session,
  float = 100,
): Promise<RegisterReport> {
  const open = await env.api.registerSessions({ as, query: { state: 'open' } });
  for (const session of bodyOf(open).sessions) {
    await env.api.closeRegister({ as, params: { sessionId: session._id }, body: { counted: 0 } });
  }
  const opened = await env.api.openRegister({ as, body: { register: 'Counter 1', float } });
  expect(opened.status).toBe(201);
  return bodyOf(opened);
}

/**
 * `POST /counter/sale` by `as` on `session`: `units` paid as `paid`, with a saleId of its own; `more`
 * adds to the body (a customer's email, an offline replay) or replaces its fields.
 */
export const sellAtCounter = (
  env: TestEnvironment,
  as: Session,
  session: { _id: string },
  units: Units,
  paid: Paid,
  more: Partial<CounterSaleInput> = {},
) =>
  env.api.counterSale({
    as,
    body: {
      saleId: newSaleId(),
      sessionId: session._id,
      lines: linesOf(units),
      payments: paymentsOf(paid),
      ...more,
    },
  });

/**
 * `POST /counter/return` by `as` of `units` of `sale`, restocked, with a returnId of its own; `more`
 * adds to the body (how it is refunded, from which session's drawer) or replaces its fields.
 */
export const returnAtCounter = (
  env: TestEnvironment,
  as: Session,
  sale: { number: number },
  units: Units,
  more: Partial<CounterReturnInput> = {},
) =>
  env.api.counterReturn({
    as,
    body: {
      returnId: `ret-${newSaleId()}`,
      orderNumber: sale.number,
      lines: linesOf(units),
      restock: true,
      ...more,
    },
  });

/** `options`: the suite's settings (cash rounding, the digital payments taken) over the test defaults. */
export function counterSuite(options: EnvironmentOptions = {}) {
  const env = suiteEnvironment(options);
  let signedUp: Session | undefined;
  beforeAll(async () => {
    signedUp = await env.newCashier('cashier');
  });
  afterEach(() => expectStockMatchesLedger(env.db));
  // Made in beforeAll, like the environment: usable inside tests and hooks.
  const cashier = new Proxy({} as Session, {
    get(_, key) {
      if (!signedUp) throw new Error('the cashier signs up in beforeAll: use it inside a test or hook');
      return Reflect.get(signedUp, key);
    },
  });

  /** Counter 1, closed if open and opened afresh by the cashier with `float`. */
  const openSession = (float = 100) => reopenRegister(env, cashier, float);

  /** `POST /counter/sale` by the cashier of the body as it is, with a saleId of its own. */
  const sell = (sale: Omit<CounterSaleInput, 'saleId'>) =>
    env.api.counterSale({ as: cashier, body: { saleId: newSaleId(), ...sale } });

  /** The cashier's sale on `session` of `units`, paid as `paid` (see sellAtCounter). */
  const sellOn = (session: { _id: string }, units: Units, paid: Paid, more?: Partial<CounterSaleInput>) =>
    sellAtCounter(env, cashier, session, units, paid, more);

  /** A return of `units` of `sale`, by the cashier unless `as` says who (see returnAtCounter). */
  const giveBack = (
    sale: { number: number },
    units: Units,
    { as = cashier, ...more }: Partial<CounterReturnInput> & { as?: Session } = {},
  ) => returnAtCounter(env, as, sale, units, more);

  /** A session's X report (or its Z report, once closed) as the cashier reads it. */
  const reportOf = async (session: { _id: string }) =>
    bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } }));

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

  return {
    env,
    cashier,
    openSession,
    saleId: newSaleId,
    sell,
    sellOn,
    giveBack,
    reportOf,
    variantStockItemOf,
    stockItemOf,
    movementsOf,
    grinder,
  };
}
