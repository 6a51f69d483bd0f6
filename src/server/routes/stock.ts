/**
 * The stock ledger, adjustments, reorder settings, Low stock, suppliers and purchase orders
 * (docs/stock.md): admin only, but for the stock views a cashier reads (without what is the
 * admins'). Handlers call the stock services; alerts go out after commit.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { stockMovementsCsvFilename } from '../../shared/stockLedger';
import { endpointRouter } from '../http/endpointRoute';
import { idempotencyKeyOf } from '../http/idempotencyKey';
import { listMovements, movementsCsv } from '../stock/movements';
import {
  cancelPurchaseOrder,
  createPurchaseOrder,
  editPurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  purchaseOrdersFromLowStock,
  receivePurchaseOrder,
  sendPurchaseOrder,
} from '../stock/purchaseOrders';
import { adjustStock, asSeenBy, lowStock, stockItem, updateStockSettings } from '../stock/stockItems';
import { addSupplier, editSupplier, listSuppliers } from '../stock/suppliers';
import type { RouteOptions } from '../http/routeContext';

export const stockRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, mail } = ctx;
  const { lowStockDefault } = ctx.config.stock;
  const route = endpointRouter(app, ctx);

  const { timeZone } = ctx.config.tax;
  route('stockMovements', async ({ query }) => listMovements(db, query, timeZone));

  route('exportStockMovements', async ({ query, reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="${stockMovementsCsvFilename(new Date(), timeZone)}"`,
      )
      .send(Readable.from(movementsCsv(db, query, timeZone))),
  );

  route('adjustStock', async ({ body, caller }) => {
    const { becameLow, ...adjusted } = await adjustStock(db, body, caller, lowStockDefault);
    if (becameLow) ctx.lowStock.announce([becameLow]);
    return adjusted;
  });

  route('stockItem', async ({ params, caller }) =>
    asSeenBy(await caller.role(), await stockItem(db, params.variantId, lowStockDefault)),
  );
  route('editStockItem', async ({ params, body }) =>
    updateStockSettings(db, params.variantId, body, lowStockDefault),
  );
  route('lowStock', async ({ caller }) => {
    const role = await caller.role();
    return (await lowStock(db, lowStockDefault)).map((item) => asSeenBy(role, item));
  });

  route('listSuppliers', async () => listSuppliers(db));
  route('addSupplier', async ({ body }) => addSupplier(db, body));
  route('editSupplier', async ({ params, body }) => editSupplier(db, params.id, body));

  route('listPurchaseOrders', async ({ query }) => listPurchaseOrders(db, query.state));
  route('purchaseOrder', async ({ params }) => getPurchaseOrder(db, params.id));
  route('createPurchaseOrder', async ({ body }) => createPurchaseOrder(db, body));
  route('purchaseOrdersFromLowStock', async () => purchaseOrdersFromLowStock(db, lowStockDefault));
  route('editPurchaseOrder', async ({ params, body }) => editPurchaseOrder(db, params.id, body));
  route('sendPurchaseOrder', async ({ params }) => {
    const sent = await sendPurchaseOrder(db, params.id);
    mail.wake();
    return sent;
  });
  route('receivePurchaseOrder', async ({ params, body, request, caller }) => {
    const key = idempotencyKeyOf(request);
    return receivePurchaseOrder(db, params.id, body, key, caller, lowStockDefault);
  });
  route('cancelPurchaseOrder', async ({ params }) => cancelPurchaseOrder(db, params.id));
};
