/** The shapes the API serves (spec §3, field names as the product spells them). Money is dollars. */
import type { Role } from './roles';

export interface Product {
  _id: string;
  name: string;
  description: string;
  /** An absolute URL, or a path under the API such as `/api/images/{id}`. */
  img: string;
  minimumOrder: number;
  availableQuentity: number;
  price: number;
  /** Raised by every edit; sent back as `If-Match` so a stale edit is refused (DESIGN §3a). */
  version: number;
  /** When the product was added (ISO time). */
  createdAt: string;
}

export const COUNTRIES = ['Bangladesh', 'India'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface Shipping {
  company: string;
  city: string;
  postalCode: string;
  country: Country;
  phone: string;
}

/** Where an order stands (DESIGN §3a, §4): unpaid → paid → shipped; unpaid → cancelled | expired. */
export const ORDER_STATES = ['unpaid', 'paid', 'shipped', 'cancelled', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface Order extends Shipping {
  _id: string;
  productId: string;
  email: string;
  /** The product's name. */
  name: string;
  /** Unit price in dollars, taken from the product by the server. */
  price: number;
  quantity: number;
  totalPrice: number;
  paid: boolean;
  /** Shipped or not. */
  status: boolean;
  tnxId: string | null;
  state: OrderState;
  createdAt: string;
}

/** One step of an order's history: the state it entered and when (ISO time). */
export interface TimelineEntry {
  state: OrderState;
  at: string;
}

/** `GET /order/{id}` (DESIGN §3a): the order with its shipping address and history. */
export interface OrderDetail extends Order {
  shipping: Shipping;
  /** Oldest first. */
  timeline: TimelineEntry[];
  /** While unpaid: when the reservation expires (ISO time); otherwise null. */
  holdUntil: string | null;
}

export type OrderEventType = 'created' | 'paid' | 'shipped' | 'cancelled' | 'expired';
export type ProductEventType = 'created' | 'updated' | 'deleted';

/** What `GET /events` pushes (DESIGN §3a): the SSE event name is `kind`, its data the rest. */
export type ShopEvent =
  | { kind: 'order'; type: OrderEventType; order: Order }
  | { kind: 'product'; type: ProductEventType; product: Product };

/** A review as anyone may read it: the reviewer's email stays private (DESIGN §9). */
export interface Review {
  _id: string;
  name: string;
  review: string;
  rating: number;
  /** Today's date in medium format, e.g. "Nov 22, 2026". */
  date: string;
  img: string;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  image: string;
  phone: string;
  role: Role;
  location: string;
  fbLink: string;
  education: string;
}

/** One page of a list that pages (DESIGN §3a): asked for with `page` (1-based) and `pageSize`. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LoginResponse {
  accessToken: string;
}

export interface DeleteResult {
  deletedCount: number;
}

export interface ImageUploadResponse {
  data: { url: string };
}

export type PaymentDriverName = 'sandbox' | 'stripe';

/** `GET /api/config`: what one web build needs to know about the environment it runs in. */
export interface PublicConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set in the default (embedded) mode: the Auth emulator's origin, e.g. http://127.0.0.1:9099. */
    emulatorUrl: string | null;
  };
  payments: {
    driver: PaymentDriverName;
    /** Stripe's publishable key; null for the sandbox driver. */
    publishableKey: string | null;
  };
}

/** `POST /api/payments/intent`: an intent to pay one order's total. */
export interface PaymentIntent {
  intentId: string;
  clientSecret: string;
  amount: number;
  currency: 'usd';
}

export interface SandboxConfirmResult {
  intentId: string;
  status: 'succeeded';
}

export interface ApiErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
  /** 412 on a stale `PATCH /{id}`: the product as it is now. */
  product?: Product;
}

/** A list asked for with `page` (DESIGN §3a): one page of the matches and how many match. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Money and count taken over one period: paid orders (paid or since shipped) by their paid time. */
export interface SalesFigures {
  /** US dollars. */
  revenue: number;
  orders: number;
}

/** A product whose stock is below its minimum order: no customer can order it until restocked. */
export interface LowStockProduct {
  _id: string;
  name: string;
  stock: number;
  minimumOrder: number;
}

/** `GET /stats` (admin, issue 9): the shop at a glance. Days are UTC days; today is the last. */
export interface ShopStats {
  today: SalesFigures;
  last7Days: SalesFigures;
  last30Days: SalesFigures;
  /** Paid orders not yet shipped. */
  awaitingShipment: number;
  lowStock: LowStockProduct[];
  /** The last 30 days, oldest first, a day without sales as zeros. */
  dailySales: (SalesFigures & { date: string })[];
}
