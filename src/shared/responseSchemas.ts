/**
 * The shapes the API answers with (entities.ts), as zod schemas: the OpenAPI document (DESIGN §3a)
 * is generated from them, and tests check real answers against them. Each schema is tied to its
 * entity type both ways at compile time, so a field added to one and not the other fails the build.
 */
import { z } from 'zod';
import type {
  ApiErrorBody,
  DeleteResult,
  ImageUploadResponse,
  LoginResponse,
  Order,
  OrderDetail,
  Page,
  PaymentIntent,
  Product,
  PublicConfig,
  Review,
  SandboxConfirmResult,
  ShopStats,
  User,
} from './entities';
import { COUNTRIES, ORDER_STATES } from './entities';
import { ROLES } from './roles';

/** Compiles only when the schema's output type and the entity type are the same. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape = <_T extends true>() => undefined;

const isoTime = z.string().describe('ISO 8601 time');
const dollars = z.number().describe('US dollars');

export const productOutSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    img: z.string().describe('An absolute URL, or a path under the API such as /api/images/{id}'),
    minimumOrder: z.number().int(),
    availableQuentity: z.number().int(),
    price: dollars,
    version: z.number().int().describe('Raised by every edit; send it back as If-Match'),
    createdAt: isoTime,
  })
  .meta({ id: 'Product' });
sameShape<Same<z.output<typeof productOutSchema>, Product>>();

const shippingFields = {
  company: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.enum(COUNTRIES),
  phone: z.string(),
};

const orderFields = {
  _id: z.string(),
  productId: z.string(),
  email: z.string(),
  name: z.string().describe("The product's name"),
  price: dollars.describe('Unit price in dollars, from the product'),
  quantity: z.number().int(),
  totalPrice: dollars,
  paid: z.boolean(),
  status: z.boolean().describe('Shipped or not'),
  tnxId: z.string().nullable().describe('The verified payment intent id'),
  state: z.enum(ORDER_STATES),
  createdAt: isoTime,
  ...shippingFields,
};

export const orderOutSchema = z.strictObject(orderFields).meta({ id: 'Order' });
sameShape<Same<z.output<typeof orderOutSchema>, Order>>();

export const orderDetailOutSchema = z
  .strictObject({
    ...orderFields,
    shipping: z.strictObject(shippingFields),
    timeline: z.array(z.strictObject({ state: z.enum(ORDER_STATES), at: isoTime })),
    holdUntil: isoTime.nullable().describe('While unpaid: when the reservation expires'),
  })
  .meta({ id: 'OrderDetail' });
sameShape<Same<z.output<typeof orderDetailOutSchema>, OrderDetail>>();

export const reviewOutSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    review: z.string(),
    rating: z.number().int().min(1).max(5),
    date: z.string().describe('e.g. "Nov 22, 2026"'),
    img: z.string(),
  })
  .meta({ id: 'Review' });
sameShape<Same<z.output<typeof reviewOutSchema>, Review>>();

export const userOutSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    location: z.string(),
    fbLink: z.string(),
    education: z.string(),
  })
  .meta({ id: 'User' });
sameShape<Same<z.output<typeof userOutSchema>, User>>();

/** One page of a list that pages (DESIGN §3a). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
sameShape<Same<z.output<ReturnType<typeof pageOf<typeof reviewOutSchema>>>, Page<Review>>>();

export const loginResponseSchema = z.strictObject({ accessToken: z.string() });
sameShape<Same<z.output<typeof loginResponseSchema>, LoginResponse>>();

export const deleteResultSchema = z.strictObject({ deletedCount: z.number().int() });
sameShape<Same<z.output<typeof deleteResultSchema>, DeleteResult>>();

export const imageUploadResponseSchema = z.strictObject({
  data: z.strictObject({ url: z.string().describe('/api/images/{id}') }),
});
sameShape<Same<z.output<typeof imageUploadResponseSchema>, ImageUploadResponse>>();

export const publicConfigSchema = z.strictObject({
  firebase: z.strictObject({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    emulatorUrl: z.string().nullable(),
  }),
  payments: z.strictObject({
    driver: z.enum(['sandbox', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
});
sameShape<Same<z.output<typeof publicConfigSchema>, PublicConfig>>();

export const paymentIntentOutSchema = z.strictObject({
  intentId: z.string(),
  clientSecret: z.string(),
  amount: dollars,
  currency: z.literal('usd'),
});
sameShape<Same<z.output<typeof paymentIntentOutSchema>, PaymentIntent>>();

export const sandboxConfirmResultSchema = z.strictObject({
  intentId: z.string(),
  status: z.literal('succeeded'),
});
sameShape<Same<z.output<typeof sandboxConfirmResultSchema>, SandboxConfirmResult>>();

export const healthSchema = z.strictObject({ ok: z.boolean() });

/** Every 4xx and 5xx (DESIGN §3): the first message leads; a 400 lists each field's message. */
export const apiErrorSchema = z
  .strictObject({
    message: z.string(),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });
sameShape<Same<z.output<typeof apiErrorSchema>, ApiErrorBody>>();

const salesFiguresSchema = z.strictObject({ revenue: dollars, orders: z.number().int() });

export const shopStatsSchema = z
  .strictObject({
    today: salesFiguresSchema,
    last7Days: salesFiguresSchema,
    last30Days: salesFiguresSchema,
    awaitingShipment: z.number().int(),
    lowStock: z.array(
      z.strictObject({
        _id: z.string(),
        name: z.string(),
        stock: z.number().int(),
        minimumOrder: z.number().int(),
      }),
    ),
    dailySales: z.array(salesFiguresSchema.extend({ date: z.string().describe('YYYY-MM-DD (UTC)') })),
  })
  .meta({ id: 'ShopStats' });
sameShape<Same<z.output<typeof shopStatsSchema>, ShopStats>>();
