/**
 * The API, one entry per endpoint (docs/contract.md). The entry's name is its OpenAPI
 * `operationId`, the renderer's `call(name, …)` and the desktop proxy's message. Adding an
 * endpoint is one entry here and one handler on the server.
 */
import { z } from 'zod';
import {
  orderExportQuerySchema,
  orderListQuerySchema,
  reviewListQuerySchema,
  userListQuerySchema,
} from '../paging';
import {
  apiErrorSchema,
  cartOutSchema,
  deleteResultSchema,
  healthSchema,
  imageUploadResponseSchema,
  loginResponseSchema,
  notificationsSchema,
  orderDetailOutSchema,
  orderOutSchema,
  ordersToShipSchema,
  pageOf,
  paymentIntentOutSchema,
  productOutSchema,
  productPageSchema,
  publicConfigSchema,
  reviewOutSchema,
  sandboxConfirmResultSchema,
  shopStatsSchema,
  userOutSchema,
  backupStatusSchema,
  backupTakenSchema,
} from '../responseSchemas';
import {
  cartItemParams,
  cartItemQuery,
  cartQuantitySchema,
  emailParams,
  emailSchema,
  idParams,
  loginSchema,
  idempotencyHeaders,
  orderCreateSchema,
  orderPaySchema,
  passwordResetSchema,
  paymentIntentSchema,
  productCreateSchema,
  productPatchSchema,
  refundSchema,
  returnDecisionSchema,
  returnRequestSchema,
  shipOrderSchema,
  reviewSchema,
  sandboxCardSchema,
  userPutSchema,
} from '../schemas';
import { defineEndpoints, type EndpointDefinition, type HttpMethod } from './endpoint';
import { catalogueEndpoints } from './catalogueEndpoints';
import { counterEndpoints } from './counterEndpoints';
import { codEndpoints } from './codEndpoints';
import { catalogueCsvEndpoints } from './catalogueCsvEndpoints';
import { stockEndpoints } from './stockEndpoints';
import { invoiceEndpoints } from './invoiceEndpoints';
import { taxEndpoints } from './taxEndpoints';
import { creditEndpoints } from './creditEndpoints';

const orderList = z.union([orderOutSchema.array(), pageOf(orderOutSchema)]);
const binary = z.string().meta({ format: 'binary' });

export const endpoints = defineEndpoints({
  listProducts: {
    method: 'GET',
    path: '/',
    access: 'public',
    write: false,
    tag: 'catalogue',
    summary: 'The catalogue (ETag; 304 on If-None-Match)',
    responses: { 200: productOutSchema.array(), 304: z.null().describe('Not modified') },
  },
  addProduct: {
    method: 'POST',
    path: '/',
    access: 'admin',
    write: true,
    tag: 'catalogue',
    summary: 'Add a product (admin)',
    body: productCreateSchema,
    responses: { 201: productOutSchema },
  },
  editProduct: {
    method: 'PATCH',
    path: '/:id',
    access: 'admin',
    write: true,
    tag: 'catalogue',
    summary: 'Edit or restock a product (admin); a stale If-Match answers 412 with the product as it is',
    description: 'Without `If-Match` (or with `*`) it is 428: every edit names the version it was made on.',
    params: idParams,
    headers: z.looseObject({
      'if-match': z.string().describe('The version the edit was made on'),
    }),
    body: productPatchSchema,
    responses: {
      200: productOutSchema,
      412: apiErrorSchema.extend({ product: productOutSchema }).describe('The product as it is now'),
    },
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/:id',
    access: 'admin',
    write: true,
    tag: 'catalogue',
    summary: 'Delete a product (admin); one with orders is archived',
    params: idParams,
    responses: { 200: deleteResultSchema },
  },

  listAllOrders: {
    method: 'GET',
    path: '/allOrder',
    access: 'admin',
    write: false,
    tag: 'orders',
    summary:
      'Every order but the cancelled, newest first (admin; with `page`, one page of them; `q` searches email, product name, tnxId and order id)',
    query: orderListQuerySchema,
    responses: { 200: orderList },
  },
  shipOrder: {
    method: 'PUT',
    path: '/allOrder/:id',
    access: 'admin',
    write: true,
    tag: 'orders',
    summary:
      'Ship a paid order (admin), with its carrier and tracking number if given (given again for a shipped order: updated)',
    params: idParams,
    body: shipOrderSchema,
    responses: { 200: orderOutSchema },
  },
  exportOrders: {
    method: 'GET',
    path: '/export/orders.csv',
    access: 'admin',
    write: false,
    tag: 'orders',
    summary: 'The orders `GET /allOrder` would list for the same `q`, `state` and `sort`, as CSV (admin)',
    query: orderExportQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string().describe('A header row, then one row per order (RFC 4180)') },
  },
  shopStats: {
    method: 'GET',
    path: '/stats',
    access: 'admin',
    write: false,
    tag: 'orders',
    summary: 'Sales today, over 7 and 30 days and by day; orders to ship; products short of stock (admin)',
    responses: { 200: shopStatsSchema },
  },
  ordersToShip: {
    method: 'GET',
    path: '/stats/to-ship',
    access: 'admin',
    write: false,
    tag: 'orders',
    summary:
      "How many orders wait to ship, paid or confirmed cash on delivery (admin): the overview's figure alone, for the desktop's badge",
    responses: { 200: ordersToShipSchema },
  },
  placeOrder: {
    method: 'POST',
    path: '/order',
    access: 'signedIn',
    write: true,
    tag: 'orders',
    summary: 'Order a product: takes the stock and holds it while unpaid',
    body: orderCreateSchema,
    responses: { 201: orderOutSchema },
  },
  myOrders: {
    method: 'GET',
    path: '/order',
    access: 'signedIn',
    write: false,
    tag: 'orders',
    summary: "One customer's orders, newest first (oneself; an admin: anyone)",
    query: z.strictObject({ email: emailSchema }),
    responses: { 200: orderOutSchema.array() },
  },
  orderDetail: {
    method: 'GET',
    path: '/order/:id',
    access: 'signedIn',
    write: false,
    tag: 'orders',
    summary: 'One order with its shipping address and history (owner or admin)',
    params: idParams,
    responses: { 200: orderDetailOutSchema },
  },
  cancelOrder: {
    method: 'DELETE',
    path: '/order/:id',
    access: 'signedIn',
    write: true,
    tag: 'orders',
    summary: 'Cancel an unpaid order: its stock goes back (owner or admin)',
    params: idParams,
    responses: { 200: deleteResultSchema },
  },
  payOrder: {
    method: 'PUT',
    path: '/order/:id',
    access: 'signedIn',
    write: true,
    tag: 'orders',
    summary: 'Record a payment the server verifies with the payment driver (owner)',
    params: idParams,
    body: orderPaySchema,
    responses: { 200: orderOutSchema },
  },
  requestReturn: {
    method: 'POST',
    path: '/order/:id/return',
    access: 'signedIn',
    write: true,
    tag: 'orders',
    summary: 'Ask to return units of a shipped order within RETURN_DAYS of shipping (the owner)',
    description:
      "Someone else's order is 403 (an admin's too: staff refund or decline instead); an unshipped order, one shipped " +
      'longer ago than RETURN_DAYS, one with a request already waiting or one whose request was declined is 409. ' +
      'A refund closes the request as refunded.',
    params: idParams,
    body: returnRequestSchema,
    responses: { 200: orderDetailOutSchema },
  },
  declineReturn: {
    method: 'PUT',
    path: '/order/:id/return',
    access: 'admin',
    write: true,
    tag: 'orders',
    summary: "Decline a customer's waiting return request with a note they see (admin)",
    params: idParams,
    body: returnDecisionSchema,
    responses: { 200: orderDetailOutSchema },
  },
  refundOrder: {
    method: 'POST',
    path: '/order/:id/refund',
    access: 'admin',
    write: true,
    tag: 'orders',
    summary:
      'Refund a paid or shipped order (admin): everything left, some lines, or an amount; restock puts the lines back on sale',
    description:
      'The payment provider refunds first, then the order records it; fully refunded, the order is `refunded`. ' +
      'More than is left to refund, or both `amount` and `lines`, or an `amount` of null is 400; an unpaid, cancelled ' +
      'or expired order 409; a refusal by the provider 409 saying why (the sandbox refuses every refund of $13.13). ' +
      'The same `Idempotency-Key` again answers the refund it made; sent with another body it is 422.',
    params: idParams,
    headers: idempotencyHeaders('refund the admin confirms'),
    body: refundSchema,
    responses: { 200: orderDetailOutSchema },
  },

  getCart: {
    method: 'GET',
    path: '/cart',
    access: 'signedIn',
    write: false,
    tag: 'cart',
    summary: "The caller's cart: each line with its price, stock and any problem, the subtotal and count",
    responses: { 200: cartOutSchema },
  },
  setCartItem: {
    method: 'PUT',
    path: '/cart/items/:productId',
    access: 'signedIn',
    write: true,
    tag: 'cart',
    summary:
      'Set how many of a variant the cart holds (adds the line; at most 50 lines); variantId may be left out for a product with one variant',
    params: cartItemParams,
    body: cartQuantitySchema,
    responses: { 200: cartOutSchema },
  },
  removeCartItem: {
    method: 'DELETE',
    path: '/cart/items/:productId',
    access: 'signedIn',
    write: true,
    tag: 'cart',
    summary: 'Take a variant (or, naming none, every variant of a product) out of the cart',
    params: cartItemParams,
    query: cartItemQuery,
    responses: { 200: cartOutSchema },
  },
  clearCart: {
    method: 'DELETE',
    path: '/cart',
    access: 'signedIn',
    write: true,
    tag: 'cart',
    summary: 'Empty the cart',
    responses: { 200: cartOutSchema },
  },

  events: {
    method: 'GET',
    path: '/events',
    access: 'signedIn',
    write: false,
    tag: 'events',
    summary: 'Live events (Server-Sent Events)',
    description:
      'A `text/event-stream` that stays open: `event: order` with ' +
      '`data: {"type":"created|paid|shipped|cancelled|expired","order":{…}}` (admins: every order; ' +
      'a customer: their own) and `event: product` with `data: {"type":"created|updated|deleted","product":{…}}`. ' +
      'A comment line every 25 s keeps proxies from closing it.',
    produces: 'text/event-stream',
    caller: 'stream',
    responses: { 200: z.string().describe('The event stream') },
  },

  listReviews: {
    method: 'GET',
    path: '/review',
    access: 'public',
    write: false,
    tag: 'reviews',
    summary: 'Reviews, newest first: every one, or one page with `page`; `productId`: that product’s only',
    query: reviewListQuerySchema,
    responses: { 200: z.union([reviewOutSchema.array(), pageOf(reviewOutSchema)]) },
  },
  productPage: {
    method: 'GET',
    path: '/product/:id',
    access: 'public',
    write: false,
    tag: 'catalogue',
    summary: "A product's page: the product (with its rating) and its reviews; archived or unknown: 404",
    params: idParams,
    responses: { 200: productPageSchema },
  },
  addReview: {
    method: 'POST',
    path: '/review',
    access: 'signedIn',
    write: true,
    tag: 'reviews',
    summary:
      'Write a review as oneself; with `productId`, of that product, only after buying it (403 otherwise), one per customer and product (a second replaces the first)',
    body: reviewSchema,
    responses: { 201: reviewOutSchema },
  },

  listUsers: {
    method: 'GET',
    path: '/user',
    access: 'signedIn',
    write: false,
    tag: 'users',
    summary:
      'Every user (admin; with `page`, one page of them), or the one with `email` (oneself; an admin: anyone)',
    query: userListQuerySchema,
    responses: { 200: z.union([userOutSchema.array(), pageOf(userOutSchema)]) },
  },
  saveUser: {
    method: 'PUT',
    path: '/user',
    access: 'signedIn',
    write: true,
    tag: 'users',
    summary: "Create or edit one's own user record (never its role)",
    body: userPutSchema,
    responses: { 200: userOutSchema },
  },
  makeAdmin: {
    method: 'PUT',
    path: '/user/admin/:email',
    access: 'admin',
    write: true,
    tag: 'users',
    summary: 'Make a user an admin (admin)',
    params: emailParams,
    responses: { 200: userOutSchema },
  },
  removeAdmin: {
    method: 'DELETE',
    path: '/user/admin/:email',
    access: 'admin',
    write: true,
    tag: 'users',
    summary: 'Make an admin a user again, never the last one (admin)',
    params: emailParams,
    responses: { 200: userOutSchema },
  },

  requestPasswordReset: {
    method: 'POST',
    path: '/account/password-reset',
    access: 'public',
    write: false,
    tag: 'identity',
    summary: 'Email a link to set a new password, if an account uses this address',
    description:
      'Always 202, whether or not an account exists. A few requests per address an hour; more are 429 ' +
      'and send nothing.',
    addressLimit: 'login',
    body: passwordResetSchema,
    responses: { 202: z.strictObject({ message: z.string() }) },
  },
  notifications: {
    method: 'GET',
    path: '/notifications',
    access: 'signedIn',
    write: false,
    tag: 'identity',
    summary:
      "The bell: a customer's unpaid, expiring, shipped and refunded orders; an admin's orders to ship, return requests and failed emails",
    responses: { 200: notificationsSchema },
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/notifications/read',
    access: 'signedIn',
    write: true,
    tag: 'identity',
    summary: 'Marks everything the bell shows now as read',
    responses: { 200: notificationsSchema },
  },
  login: {
    method: 'POST',
    path: '/login',
    access: 'idToken',
    write: false,
    tag: 'identity',
    summary: 'Trade an identity-service ID token (bearer) for an accessToken',
    description:
      'Send `Authorization: Bearer <Firebase ID token>`; the email must be that account’s. ' +
      'The answer’s accessToken is the bearer of every other signed-in call.',
    addressLimit: 'login',
    body: loginSchema,
    responses: { 200: loginResponseSchema },
  },

  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    write: false,
    tag: 'system',
    summary: 'Whether the API can serve (503 while its database is unreachable)',
    responses: { 200: healthSchema, 503: healthSchema },
  },
  config: {
    method: 'GET',
    path: '/config',
    access: 'public',
    write: false,
    tag: 'system',
    summary: 'Public runtime config: identity service and payment driver',
    responses: { 200: publicConfigSchema },
  },
  openApi: {
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    write: false,
    tag: 'system',
    summary: 'This document',
    responses: { 200: z.looseObject({ openapi: z.string() }).describe('An OpenAPI 3.1 document') },
  },

  uploadImage: {
    method: 'POST',
    path: '/images',
    access: 'signedIn',
    write: true,
    tag: 'images',
    summary: 'Upload a picture (PNG, JPEG, GIF or WebP; at most 5 MB)',
    consumes: 'multipart/form-data',
    rawBody: true,
    addressLimit: 'images',
    body: z.object({ image: binary.describe('The picture file') }),
    responses: { 200: imageUploadResponseSchema },
  },
  image: {
    method: 'GET',
    path: '/images/:id',
    access: 'public',
    write: false,
    tag: 'images',
    summary: 'An uploaded picture (immutable bytes)',
    params: idParams,
    produces: 'image/*',
    responses: {
      200: binary.describe('The picture, as the type it was uploaded as'),
      304: z.null().describe('Not modified (If-None-Match)'),
    },
  },

  backupStatus: {
    method: 'GET',
    path: '/backups',
    access: 'admin',
    write: false,
    tag: 'backups',
    summary: 'When the embedded database was last backed up, and whether that is too long ago (admin)',
    responses: { 200: backupStatusSchema },
  },
  takeBackup: {
    method: 'POST',
    path: '/backups',
    access: 'public',
    write: false,
    tag: 'backups',
    summary: 'Back up the embedded database now: only from this computer, with the secret in DATA_DIR',
    description:
      'What `npm run backup` calls while the shop runs (a PGlite folder belongs to one process). Refused (403) from another address or without the `x-backup-secret` header; 404 on PostgreSQL.',
    caller: 'command-line',
    responses: { 201: backupTakenSchema },
  },

  createPaymentIntent: {
    method: 'POST',
    path: '/payments/intent',
    access: 'signedIn',
    write: true,
    tag: 'payments',
    summary: "Open (or reuse) a payment intent for an unpaid order's total (owner)",
    body: paymentIntentSchema,
    responses: { 200: paymentIntentOutSchema },
  },
  confirmSandboxPayment: {
    method: 'POST',
    path: '/payments/sandbox/confirm',
    access: 'signedIn',
    write: true,
    tag: 'payments',
    summary: "The sandbox driver's card form: pay an intent with one of Stripe's test cards",
    body: sandboxCardSchema,
    responses: { 200: sandboxConfirmResultSchema },
  },
  stripeWebhook: {
    method: 'POST',
    path: '/payments/stripe/webhook',
    access: 'public',
    write: false,
    tag: 'payments',
    summary: "Stripe's signed notice of a payment (PAYMENTS=stripe only; Stripe calls it, not clients)",
    description:
      'The raw JSON event Stripe sends, signed in `Stripe-Signature` with the webhook secret. ' +
      'A succeeded payment_intent marks its order paid after the server retrieves the intent.',
    caller: 'payment-provider',
    rawBody: true,
    headers: z.looseObject({ 'stripe-signature': z.string() }),
    body: z.looseObject({ type: z.string() }).describe('A Stripe event'),
    responses: { 200: z.strictObject({ received: z.boolean() }) },
  },
  ...stockEndpoints,
  ...catalogueEndpoints,
  ...counterEndpoints,
  ...codEndpoints,
  ...invoiceEndpoints,
  ...taxEndpoints,
  ...creditEndpoints,
  ...catalogueCsvEndpoints,
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/**
 * Every call a client may make, as method + path pattern (`:param` marks one path segment): every
 * endpoint but the payment provider's webhook.
 */
export const API_CALLS: readonly { method: HttpMethod; pattern: string }[] = Object.values(endpoints)
  .filter((entry: EndpointDefinition) => entry.caller !== 'payment-provider')
  .map(({ method, path }) => ({ method, pattern: path }));

/** Where each endpoint lives: all a client needs at run time to send a call. */
export type EndpointRoutes = {
  [N in EndpointName]: { method: Endpoints[N]['method']; path: Endpoints[N]['path'] };
};

export const endpointRoutes = (): EndpointRoutes =>
  Object.fromEntries(
    Object.entries(endpoints).map(([name, { method, path }]) => [name, { method, path }]),
  ) as EndpointRoutes;

/**
 * One call as a client hands it to its transport, and as the desktop renderer sends it to main:
 * the endpoint by name, its path parameters, its query as strings and its JSON body.
 */
export interface ApiCall {
  endpoint: EndpointName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** `login` only: the identity service's ID token, sent as the bearer. */
  idToken?: string;
  /** `editProduct` only: the version the edit was made on, sent as `If-Match`. */
  ifMatch?: string;
  /** `refundOrder` and `receivePurchaseOrder` only: one key per refund or receipt confirmed, sent as `Idempotency-Key`. */
  idempotencyKey?: string;
}
