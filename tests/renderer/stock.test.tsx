/**
 * The admin's stock screens over a scripted API: the ledger's filters, cursor and links; adjusting
 * stock (a correction's note, the server's below-zero refusal); Make purchase orders; a purchase
 * order's send, receipt and cancel; a new purchase order's total; the menu.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LowStockItem, PurchaseOrder, StockMovement, Supplier } from '@shared/stockSchemas';
import { stockErrors } from '@shared/strings/stockMessages';
import { stockText } from '@shared/strings/labels/stock';
import { linesTotal } from '../../src/renderer/src/pages/dashboard/stock/PurchaseLinesFields';
import { formatDelta } from '../../src/renderer/src/pages/dashboard/stock/MovementHistory';
import { receiptLines, unitsOnOrder } from '../../src/renderer/src/pages/dashboard/stock/ReceiveDialog';
import { useSession } from '../../src/renderer/src/stores/session';
import { barClamp, shopAdmin, stockItemOf } from './fixtures';
import { hrefOf, ok, openDashboard, scriptedApi, type SentCall, sentTo } from './render';

const supplier: Supplier = {
  _id: 's1',
  name: 'Dhaka Clamp Works',
  email: 'orders@clampworks.test',
  phone: '',
  leadDays: 7,
  note: '',
};

const movement = (fields: Partial<StockMovement>): StockMovement => ({
  _id: 'm1',
  at: '2026-11-25T10:00:00.000Z',
  productId: 'p1',
  variantId: 'p1',
  productName: 'Bar Clamp',
  delta: -2,
  stockAfter: 3,
  reason: 'order',
  ref: { type: 'order', id: 'o7', number: 1007 },
  actorUid: 'u1',
  actorEmail: 'rahim@toolshop.test',
  note: '',
  ...fields,
});

const purchaseOrder = (fields: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  _id: 'po1',
  number: 1001,
  reference: 'PO-1001',
  state: 'sent',
  supplier,
  currency: 'USD',
  lines: [{ productId: 'p1', variantId: 'p1', name: 'Bar Clamp', quantity: 8, received: 3, unitCost: 6.25 }],
  total: 50,
  note: '',
  createdAt: '2026-11-25T09:00:00.000Z',
  sentAt: '2026-11-25T09:05:00.000Z',
  receivedAt: null,
  cancelledAt: null,
  ...fields,
});

/** Opens `path` as the shop's admin, toasts shown: the user who clicks and types there. */
function openAsAdmin(path: string) {
  openDashboard(path, shopAdmin, { toasts: true });
  return userEvent.setup();
}

afterEach(() => {
  useSession.setState({ identity: null, user: null, loading: true });
});

describe('formatting and sums', () => {
  it('writes a change with its sign, a true minus for stock taken', () => {
    expect(formatDelta(12)).toBe('+12');
    expect(formatDelta(-3)).toBe('\u22123');
  });

  it('totals a new purchase order in cents, counting only the lines filled in', () => {
    expect(
      linesTotal([
        { quantity: 3, unitCost: 0.1 },
        { quantity: '7', unitCost: '6.25' },
        { quantity: '', unitCost: 4 },
      ]),
    ).toBe(44.05);
  });

  it('offers what is still on order, and receives only the lines with units', () => {
    const po = purchaseOrder({
      lines: [
        { productId: 'p1', variantId: 'p1', name: 'Bar Clamp', quantity: 8, received: 3, unitCost: 1 },
        { productId: 'p2', variantId: 'p2', name: 'Vise', quantity: 2, received: 2, unitCost: 1 },
      ],
    });
    expect(unitsOnOrder(po)).toEqual({ p1: 5, p2: 0 });
    expect(receiptLines({ p1: '4', p2: 0, p3: '' })).toEqual([{ variantId: 'p1', quantity: 4 }]);
  });
});

describe('the stock ledger', () => {
  it('lists movements with their reason, signed change and linked reference, filters them, and loads older ones with the cursor', async () => {
    const calls = scriptedApi({
      'GET /': () => ok([barClamp]),
      'GET /stock/movements': (sent) =>
        sent.query?.cursor === 'c2'
          ? ok({
              items: [
                movement({
                  _id: 'm0',
                  reason: 'initial',
                  delta: 7,
                  stockAfter: 7,
                  ref: null,
                  actorEmail: null,
                }),
              ],
              nextCursor: null,
            })
          : ok({
              items: [
                movement({
                  _id: 'm2',
                  reason: 'received',
                  delta: 5,
                  stockAfter: 8,
                  ref: { type: 'purchase_order', id: 'po1', number: 1001 },
                }),
                movement({}),
              ],
              nextCursor: 'c2',
            }),
    });
    const user = openAsAdmin('/dasboard/stock');
    const table = await screen.findByRole('list', { name: stockText.ledger.caption });
    expect(hrefOf(table, 'PO-1001')).toBe('/dasboard/stock/purchase-orders/po1');
    expect(hrefOf(table, '#1007')).toBe('/dasboard/order/o7');
    expect(within(table).getByText('+5')).toBeInTheDocument();
    expect(within(table).getByText('\u22122')).toBeInTheDocument();
    expect(within(table).getByText(stockText.reasons.received)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: stockText.ledger.loadMore }));
    expect(await within(table).findByText(stockText.reasons.initial)).toBeInTheDocument();
    expect(within(table).getByText(stockText.ledger.shop)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: stockText.ledger.loadMore })).not.toBeInTheDocument();
    expect(sentTo(calls, 'GET', '/stock/movements').map((call) => call.query?.cursor)).toEqual([
      undefined,
      'c2',
    ]);

    await user.click(screen.getByLabelText(stockText.ledger.reasonFilter, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: stockText.reasons.received, hidden: true }));
    await user.type(screen.getByLabelText(stockText.ledger.from), '2026-11-01');
    await waitFor(() =>
      expect(sentTo(calls, 'GET', '/stock/movements').at(-1)?.query).toEqual({
        reason: 'received',
        from: '2026-11-01',
      }),
    );
  });
});

describe("a product's stock on its edit page", () => {
  const stockReplies = (
    replies: Record<string, (sent: SentCall) => { status: number; data: unknown }> = {},
  ) =>
    scriptedApi({
      'GET /': () => ok([barClamp]),
      'GET /stock/item/p1': () => ok(stockItemOf(barClamp)),
      'GET /stock/movements': () => ok({ items: [movement({})], nextCursor: null }),
      'GET /supplier': () => ok([supplier]),
      ...replies,
    });

  it('shows only this tool’s history, and a correction without a note is refused before anything is sent', async () => {
    const calls = stockReplies();
    const user = openAsAdmin('/dasboard/manageproduct/p1');
    const history = await screen.findByRole('list', { name: stockText.ledger.historyTitle });
    expect(within(history).queryByText(stockText.ledger.columns.product)).toBeNull();
    expect(sentTo(calls, 'GET', '/stock/movements')[0]?.query).toEqual({ productId: 'p1' });

    await user.click(screen.getByRole('button', { name: stockText.adjust.open }));
    const dialog = await screen.findByRole('dialog', { name: stockText.adjust.title('Bar Clamp') });
    await user.click(within(dialog).getByText(stockText.adjust.kinds.correction));
    await user.type(
      within(dialog).getByLabelText(stockText.adjust.quantity.correction, { exact: false }),
      '-2',
    );
    await user.click(within(dialog).getByRole('button', { name: stockText.adjust.save }));
    expect(await within(dialog).findByText(stockErrors.noteRequired)).toBeInTheDocument();
    expect(sentTo(calls, 'POST', '/stock/adjustments')).toHaveLength(0);
  });

  it('says the server’s below-zero refusal in the dialog', async () => {
    const calls = stockReplies({
      'POST /stock/adjustments': () => ({ status: 409, data: { message: stockErrors.belowZero(3) } }),
    });
    const user = openAsAdmin('/dasboard/manageproduct/p1');
    await user.click(await screen.findByRole('button', { name: stockText.adjust.open }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText(stockText.adjust.kinds.lost));
    await user.type(within(dialog).getByLabelText(stockText.adjust.quantity.lost, { exact: false }), '5');
    await user.click(within(dialog).getByRole('button', { name: stockText.adjust.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stockErrors.belowZero(3));
    expect(sentTo(calls, 'POST', '/stock/adjustments')[0]?.body).toEqual({
      variantId: 'p1',
      kind: 'lost',
      quantity: 5,
      note: '',
    });
  });

  it('saves the reorder settings: an empty threshold is the shop default, the supplier by id', async () => {
    const calls = stockReplies({
      'PATCH /stock/item/p1': () => ok(stockItemOf(barClamp, { reorderQuantity: 20, supplier })),
    });
    const user = openAsAdmin('/dasboard/manageproduct/p1');
    const settings = await screen.findByRole('form', { name: stockText.reorder.title });
    expect(within(settings).getByText(stockText.reorder.thresholdHint(5))).toBeInTheDocument();
    await user.type(within(settings).getByLabelText(stockText.reorder.reorderQuantity), '20');
    const supplierSelect = within(settings).getByLabelText(stockText.reorder.supplier, { selector: 'input' });
    await waitFor(() => expect(supplierSelect).toBeEnabled());
    await user.click(supplierSelect);
    await user.click(await screen.findByRole('option', { name: supplier.name, hidden: true }));
    await user.click(within(settings).getByRole('button', { name: stockText.reorder.save }));
    await waitFor(() => expect(sentTo(calls, 'PATCH', '/stock/item/p1')).toHaveLength(1));
    expect(sentTo(calls, 'PATCH', '/stock/item/p1')[0]?.body).toEqual({
      lowStockThreshold: null,
      reorderQuantity: 20,
      supplierId: 's1',
    });
    expect(await screen.findByText(stockText.reorder.saved('Bar Clamp'))).toBeInTheDocument();
  });
});

describe('Low stock', () => {
  const low: LowStockItem = {
    ...stockItemOf(barClamp, { supplier, low: true }),
    suggestedQuantity: 7,
    lowSince: '2026-11-25T10:00:00.000Z',
  };

  it('links each tool to its page, and Make purchase orders links the drafts it made', async () => {
    scriptedApi({
      'GET /stock/low': () => ok([low]),
      'POST /purchase-order/from-low-stock': () => ok({ created: [purchaseOrder({ state: 'draft' })] }, 201),
    });
    const user = openAsAdmin('/dasboard/stock/low');
    const table = await screen.findByRole('list', { name: stockText.low.title });
    expect(hrefOf(table, 'Bar Clamp')).toBe('/dasboard/manageproduct/p1');
    await user.click(screen.getByRole('button', { name: stockText.low.makeOrders }));
    const made = await screen.findByRole('status');
    expect(made).toHaveTextContent(stockText.low.made(1));
    expect(hrefOf(made, /PO-1001/)).toBe('/dasboard/stock/purchase-orders/po1');
  });

  it('says so when nothing low has a supplier', async () => {
    scriptedApi({
      'GET /stock/low': () => ok([{ ...low, supplier: null }]),
      'POST /purchase-order/from-low-stock': () => ok({ created: [] }, 201),
    });
    const user = openAsAdmin('/dasboard/stock/low');
    await user.click(await screen.findByRole('button', { name: stockText.low.makeOrders }));
    expect(await screen.findByRole('status')).toHaveTextContent(stockErrors.nothingLow);
  });
});

describe('a purchase order', () => {
  it('receives what is still on order by default, with one key for every try of one receipt', async () => {
    const answers = [
      { status: 500, data: { message: 'lost on the way' } },
      ok(purchaseOrder({ state: 'received', lines: [{ ...purchaseOrder().lines[0]!, received: 8 }] })),
    ];
    const calls = scriptedApi({
      'GET /purchase-order/po1': () => ok(purchaseOrder()),
      'POST /purchase-order/po1/receive': () => answers.shift()!,
    });
    const user = openAsAdmin('/dasboard/stock/purchase-orders/po1');
    await user.click(await screen.findByRole('button', { name: stockText.purchaseOrder.receive }));
    const dialog = await screen.findByRole('dialog', {
      name: stockText.purchaseOrder.receiveTitle('PO-1001'),
    });
    expect(
      within(dialog).getByLabelText(stockText.purchaseOrder.receiveQuantity('Bar Clamp', 5)),
    ).toHaveValue('5');
    const confirm = within(dialog).getByRole('button', { name: stockText.purchaseOrder.receiveConfirm });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText(stockText.purchaseOrder.receivedDone('PO-1001', 5))).toBeInTheDocument();
    const receipts = sentTo(calls, 'POST', '/purchase-order/po1/receive');
    expect(receipts.map((call) => call.body)).toEqual([
      { lines: [{ variantId: 'p1', quantity: 5 }] },
      { lines: [{ variantId: 'p1', quantity: 5 }] },
    ]);
    expect(receipts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(receipts[1]?.idempotencyKey).toBe(receipts[0]?.idempotencyKey);
  });

  it('sends more than is on order as typed and shows the API’s refusal instead of clamping it', async () => {
    const calls = scriptedApi({
      'GET /purchase-order/po1': () => ok(purchaseOrder()),
      'POST /purchase-order/po1/receive': () => ({
        status: 409,
        data: { message: stockErrors.beyondOrdered('Bar Clamp', 5) },
      }),
    });
    const user = openAsAdmin('/dasboard/stock/purchase-orders/po1');
    await user.click(await screen.findByRole('button', { name: stockText.purchaseOrder.receive }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText(stockText.purchaseOrder.receiveQuantity('Bar Clamp', 5));
    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.click(within(dialog).getByRole('button', { name: stockText.purchaseOrder.receiveConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      stockErrors.beyondOrdered('Bar Clamp', 5),
    );
    expect(quantity).toHaveValue('9');
    expect(sentTo(calls, 'POST', '/purchase-order/po1/receive')[0]?.body).toEqual({
      lines: [{ variantId: 'p1', quantity: 9 }],
    });
  });

  it('asks for the cost a draft from Low stock lacks, saves the changed lines, and only then sends', async () => {
    const t = stockText.purchaseOrder;
    const unpricedLine = { productId: 'p1', variantId: 'p1', name: 'Bar Clamp', quantity: 8, received: 0 };
    let now = purchaseOrder({
      state: 'draft',
      sentAt: null,
      total: 0,
      lines: [{ ...unpricedLine, unitCost: null }],
    });
    const calls = scriptedApi({
      'GET /': () => ok([barClamp]),
      'GET /purchase-order/po1': () => ok(now),
      'PATCH /purchase-order/po1': (sent) => {
        now = { ...now, lines: [{ ...unpricedLine, quantity: 10, unitCost: 6.5 }], total: 65 };
        return sent.body ? ok(now) : { status: 400, data: { message: 'no body' } };
      },
    });
    const user = openAsAdmin('/dasboard/stock/purchase-orders/po1');
    const notice = await screen.findByRole('status', { name: t.unpricedTitle });
    expect(notice).toHaveTextContent(t.unpricedText('Bar Clamp'));
    expect(screen.getByRole('button', { name: t.send })).toBeDisabled();
    expect(screen.getAllByText(t.costMissing)).toHaveLength(2);

    await user.click(within(notice).getByRole('button', { name: t.giveCosts }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle('PO-1001') });
    const n = stockText.newPurchaseOrder;
    const cost = within(dialog).getByLabelText(`${n.unitCost}${n.onLine(1)}`, { exact: false });
    expect(cost).toHaveValue('');
    expect(within(dialog).getByText(t.costNeeded)).toBeInTheDocument();
    const quantity = within(dialog).getByLabelText(`${n.quantity}${n.onLine(1)}`, { exact: false });
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.type(cost, '6.5');
    await user.click(within(dialog).getByRole('button', { name: t.editSave }));

    expect(await screen.findByText(t.editedDone('PO-1001'))).toBeInTheDocument();
    expect(sentTo(calls, 'PATCH', '/purchase-order/po1')[0]?.body).toEqual({
      lines: [{ variantId: 'p1', quantity: 10, unitCost: 6.5 }],
      note: '',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: t.send })).toBeEnabled());
    expect(screen.queryByRole('status', { name: t.unpricedTitle })).not.toBeInTheDocument();
  });

  it('shows why a draft cannot be sent, and cancels only after asking', async () => {
    let now = purchaseOrder({ state: 'draft', sentAt: null });
    const calls = scriptedApi({
      'GET /purchase-order/po1': () => ok(now),
      'POST /purchase-order/po1/send': () => ({
        status: 409,
        data: { message: stockErrors.supplierHasNoEmail },
      }),
      'POST /purchase-order/po1/cancel': () => {
        now = { ...now, state: 'cancelled', cancelledAt: '2026-11-25T11:00:00.000Z' };
        return ok(now);
      },
    });
    const user = openAsAdmin('/dasboard/stock/purchase-orders/po1');
    await user.click(await screen.findByRole('button', { name: stockText.purchaseOrder.send }));
    expect(await screen.findByText(stockErrors.supplierHasNoEmail)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: stockText.purchaseOrder.cancel }));
    const ask = await screen.findByRole('dialog', { name: stockText.purchaseOrder.cancelTitle('PO-1001') });
    expect(sentTo(calls, 'POST', '/purchase-order/po1/cancel')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: stockText.purchaseOrder.cancelConfirm }));
    expect(await screen.findByText(stockText.purchaseOrder.cancelledDone('PO-1001'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: stockText.purchaseOrder.cancel })).not.toBeInTheDocument();
  });
});

describe('a new purchase order', () => {
  it('says what is missing, then creates the draft from the lines and opens it', async () => {
    const calls = scriptedApi({
      'GET /supplier': () => ok([supplier]),
      'GET /': () => ok([barClamp]),
      'POST /purchase-order': () => ok(purchaseOrder({ state: 'draft' }), 201),
      'GET /purchase-order/po1': () => ok(purchaseOrder({ state: 'draft' })),
    });
    const router = openDashboard('/dasboard/stock/purchase-orders/new', shopAdmin, { toasts: true });
    const user = userEvent.setup();
    const t = stockText.newPurchaseOrder;
    const create = await screen.findByRole('button', { name: t.create });
    await user.click(create);
    expect(await screen.findByText(stockErrors.unknownSupplier)).toBeInTheDocument();
    expect(sentTo(calls, 'POST', '/purchase-order')).toHaveLength(0);

    const choose = async (label: string, option: string) => {
      const select = screen.getByLabelText(label, { selector: 'input', exact: false });
      await waitFor(() => expect(select).toBeEnabled());
      await user.click(select);
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await choose(t.supplier, supplier.name);
    await choose(`${t.product}${t.onLine(1)}`, barClamp.name);
    await user.type(screen.getByLabelText(`${t.quantity}${t.onLine(1)}`, { exact: false }), '7');
    await user.type(screen.getByLabelText(`${t.unitCost}${t.onLine(1)}`, { exact: false }), '6.25');
    expect(screen.getByText(t.total('$43.75'))).toBeInTheDocument();
    await user.click(create);

    await waitFor(() => expect(sentTo(calls, 'POST', '/purchase-order')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/purchase-order')[0]?.body).toEqual({
      supplierId: 's1',
      lines: [{ variantId: 'p1', quantity: 7, unitCost: 6.25 }],
      note: '',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dasboard/stock/purchase-orders/po1'));
  });
});

describe('the dashboard around stock', () => {
  it('offers admins the four stock screens in the menu', async () => {
    scriptedApi({ 'GET /stock/movements': () => ok({ items: [], nextCursor: null }), 'GET /': () => ok([]) });
    openDashboard('/dasboard/stock', shopAdmin);
    const menu = await screen.findByRole('navigation', { name: 'Dashboard menu' });
    for (const [label, href] of [
      [stockText.menu.ledger, '/dasboard/stock'],
      [stockText.menu.lowStock, '/dasboard/stock/low'],
      [stockText.menu.suppliers, '/dasboard/stock/suppliers'],
      [stockText.menu.purchaseOrders, '/dasboard/stock/purchase-orders'],
    ] as const) {
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });
});
