/**
 * The typed API client: one function per call of spec §7 (plus DESIGN §3's additions). Pages and
 * hooks call these; how the request travels is the transport's business.
 */
import { apiPaths } from '@shared/api';
import { IMAGE_MIMES } from '@shared/images';
import { failureText } from '@shared/strings';
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
  Shipping,
  ShopStats,
  User,
} from '@shared/entities';
import type { ListedOrderState, OrderSort, UserSort } from '@shared/paging';
import type { Role } from '@shared/roles';
import { ApiError, type Transport, type TransportRequest } from './transport';

let transport: Transport | null = null;
let renewSession: (() => Promise<boolean>) | null = null;

/** Chosen once at start-up by the platform (web or desktop). */
export function setTransport(t: Transport): void {
  transport = t;
}

export function currentTransport(): Transport {
  if (!transport) throw new Error('API transport not initialised');
  return transport;
}

/**
 * Registered by the auth layer: fetches a fresh identity token and calls `login` again. Called once
 * when a call answers 401, so an expired accessToken is renewed without the user noticing.
 */
export function onSessionExpired(renew: () => Promise<boolean>): void {
  renewSession = renew;
}

/** Renews the accessToken now (the event stream was refused with 401); false if it cannot. */
export function renewAccessToken(): Promise<boolean> {
  return renewSession ? renewSession() : Promise.resolve(false);
}

async function call<T>(req: TransportRequest, retry = true): Promise<T> {
  const res = await currentTransport().request<T>(req);
  if (res.status === 401 && retry && !req.idToken && renewSession && (await renewSession())) {
    return call<T>(req, false);
  }
  if (res.status >= 400) {
    const body = (res.data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(res.status, {
      message: typeof body.message === 'string' ? body.message : failureText.rejected,
      issues: body.issues,
      product: body.product,
    });
  }
  return res.data;
}

/** What `POST /images` accepts, as a file chooser's `accept` list. */
export const IMAGE_TYPES = IMAGE_MIMES.join(',');

export interface NewOrder extends Shipping {
  productId: string;
  email: string;
  name: string;
  price: number;
  quantity: number;
  totalPrice: number;
  padi: false;
}

export interface NewProduct {
  name: string;
  description: string;
  img: string;
  minimumOrder: number;
  availableQuentity: number;
  price: number;
}

/** What a product edit may change (DESIGN §3a); absent fields stay as they are. */
export type ProductChanges = Partial<NewProduct>;

/** One page of an admin list: `page` is 1-based, `q` searches, `sort` names an order. */
export interface PageRequest<Sort extends string> {
  page: number;
  pageSize: number;
  q: string;
  sort: Sort;
}

const pageQuery = ({ page, pageSize, q, sort }: PageRequest<string>): Record<string, string> => ({
  page: String(page),
  pageSize: String(pageSize),
  sort,
  ...(q.trim() !== '' && { q: q.trim() }),
});

/** What the admin's order list shows: a search, a state (all but cancelled when absent), an order. */
export interface OrderFilters {
  q: string;
  state?: ListedOrderState;
  sort: OrderSort;
}

const orderFilterQuery = ({ q, state, sort }: OrderFilters): Record<string, string> => ({
  sort,
  ...(q.trim() !== '' && { q: q.trim() }),
  ...(state !== undefined && { state }),
});

export interface NewReview {
  email: string;
  review: string;
  rating: number;
  name: string;
  date: string;
  img: string;
}

export interface UserUpdate {
  name: string;
  email: string;
  phone?: string;
  location?: string;
  fbLink?: string;
  education?: string;
  image?: string;
  role?: Role;
}

export const api = {
  config: () => call<PublicConfig>({ method: 'GET', path: apiPaths.config }),
  health: () => call<{ ok: boolean }>({ method: 'GET', path: apiPaths.health }),

  products: () => call<Product[]>({ method: 'GET', path: apiPaths.products }),
  createProduct: (product: NewProduct) =>
    call<Product>({ method: 'POST', path: apiPaths.products, body: product }),
  /** `PATCH /{id}` made on `version`: a stale edit fails with 412 and the product as it is now. */
  updateProduct: (id: string, changes: ProductChanges, version: number) =>
    call<Product>({ method: 'PATCH', path: apiPaths.product(id), body: changes, ifMatch: String(version) }),
  deleteProduct: (id: string) => call<DeleteResult>({ method: 'DELETE', path: apiPaths.product(id) }),

  allOrders: () => call<Order[]>({ method: 'GET', path: apiPaths.allOrders }),
  allOrdersPage: (request: PageRequest<OrderSort> & Pick<OrderFilters, 'state'>) =>
    call<Page<Order>>({
      method: 'GET',
      path: apiPaths.allOrders,
      query: { ...pageQuery(request), ...orderFilterQuery(request) },
    }),
  /** The orders `filters` name, as the CSV text `GET /export/orders.csv` answers. */
  exportOrdersCsv: (filters: OrderFilters) =>
    call<string>({ method: 'GET', path: apiPaths.exportOrders, query: orderFilterQuery(filters) }),
  stats: () => call<ShopStats>({ method: 'GET', path: apiPaths.stats }),
  shipOrder: (id: string) => call<Order>({ method: 'PUT', path: apiPaths.shipOrder(id) }),
  createOrder: (order: NewOrder) => call<Order>({ method: 'POST', path: apiPaths.orders, body: order }),
  myOrders: (email: string) => call<Order[]>({ method: 'GET', path: apiPaths.orders, query: { email } }),
  orderDetail: (id: string) => call<OrderDetail>({ method: 'GET', path: apiPaths.order(id) }),
  cancelOrder: (id: string) => call<DeleteResult>({ method: 'DELETE', path: apiPaths.order(id) }),
  payOrder: (id: string, tnxId: string) =>
    call<Order>({ method: 'PUT', path: apiPaths.order(id), body: { tnxId } }),

  reviews: () => call<Review[]>({ method: 'GET', path: apiPaths.reviews }),
  createReview: (review: NewReview) => call<Review>({ method: 'POST', path: apiPaths.reviews, body: review }),

  usersPage: (request: PageRequest<UserSort>) =>
    call<Page<User>>({ method: 'GET', path: apiPaths.users, query: pageQuery(request) }),
  userByEmail: (email: string) => call<User[]>({ method: 'GET', path: apiPaths.users, query: { email } }),
  putUser: (user: UserUpdate) => call<User>({ method: 'PUT', path: apiPaths.users, body: user }),
  makeAdmin: (email: string) => call<User>({ method: 'PUT', path: apiPaths.makeAdmin(email) }),
  removeAdmin: (email: string) => call<User>({ method: 'DELETE', path: apiPaths.makeAdmin(email) }),

  /** Exchanges the identity provider's ID token for our accessToken; the transport keeps it. */
  login: (email: string, idToken: string) =>
    call<LoginResponse | Record<string, never>>({
      method: 'POST',
      path: apiPaths.login,
      body: { email },
      idToken,
    }),

  /** `POST /images`; resolves with the image-host shape's `data.url`. */
  uploadImage: async (file: Blob, onProgress?: (percent: number) => void): Promise<string> => {
    const res = await currentTransport().uploadImage(file, onProgress);
    if (res.status >= 400) {
      const body = (res.data ?? {}) as Partial<ApiErrorBody>;
      throw new ApiError(res.status, {
        message: body.message ?? `Upload failed (${res.status})`,
        issues: body.issues,
      });
    }
    return (res.data as ImageUploadResponse).data.url;
  },

  paymentIntent: (orderId: string) =>
    call<PaymentIntent>({ method: 'POST', path: apiPaths.paymentIntent, body: { orderId } }),
  sandboxConfirm: (body: {
    intentId: string;
    clientSecret: string;
    number: string;
    expiry: string;
    cvc: string;
  }) => call<SandboxConfirmResult>({ method: 'POST', path: apiPaths.sandboxConfirm, body }),
};

export { ApiError };
