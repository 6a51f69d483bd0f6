/** The people, products and orders the renderer's tests show, as the API answers them. */
import type { Order, OrderLine, Product, SavedAddress, User } from '@shared/entities';
import type { StockItem } from '@shared/stockSchemas';
import { useSession } from '../../src/renderer/src/stores/session';
import { withSoleVariant } from '../support/products';
import { UNTAXED_ORDER } from '../support/untaxedOrder';

export const savedAddress: SavedAddress = {
  fullName: 'Rahim Uddin',
  addressLine1: '12 Tool Street',
  addressLine2: '',
  company: '',
  city: 'Dhaka',
  postalCode: '1207',
  country: 'Bangladesh',
  phone: '5550100',
  region: '',
};

/** A customer's record, with no address saved unless one is given. */
export const customerRecord = (fields: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Rahim Uddin',
  email: 'rahim@toolshop.test',
  image: '',
  phone: '5550100',
  role: 'user',
  location: '',
  fbLink: '',
  education: '',
  address: null,
  ...fields,
});

/** The shop's admin. */
export const shopAdmin: User = customerRecord({
  _id: 'a1',
  name: 'Shop Admin',
  email: 'admin@toolshop.test',
  role: 'admin',
});

/** An order's after-sale fields before anything happened after the sale. */
export const nothingAfterSale: Pick<
  Order,
  'carrier' | 'trackingNumber' | 'refundedTotal' | 'refunds' | 'returnRequest'
> = {
  carrier: null,
  trackingNumber: null,
  refundedTotal: 0,
  refunds: [],
  returnRequest: null,
};

/** `user` signed in, their record loaded, as the app's session holds them. */
export function signInAs(user: User): void {
  useSession.setState({
    identity: {
      uid: user._id,
      email: user.email,
      emailVerified: true,
      displayName: user.name,
      photoURL: null,
    },
    user,
    loading: false,
  });
}

/** A product's stock item as `GET /stock/item/{id}` answers it: the shop default threshold, no supplier. */
export const stockItemOf = (product: Product, fields: Partial<StockItem> = {}): StockItem => ({
  productId: product._id,
  variantId: product._id,
  name: product.name,
  variantTitle: '',
  sku: null,
  img: product.img,
  stock: product.availableQuentity,
  lowStockThreshold: null,
  threshold: 5,
  reorderQuantity: null,
  supplier: null,
  costPrice: null,
  low: product.availableQuentity < 5,
  ...fields,
});

/** The bar clamp the stock screens count: 3 in stock, below the shop's threshold of 5. */
export const barClamp: Product = withSoleVariant({
  _id: 'p1',
  name: 'Bar Clamp',
  description: 'Holds fast.',
  img: '/api/images/clamp',
  minimumOrder: 1,
  availableQuentity: 3,
  price: 12.5,
  version: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
  rating: null,
});

/** An order's line of `quantity` of a product without options (its variant shares its id). */
export const orderLineOf = (
  product: Pick<OrderLine, 'productId' | 'name' | 'img' | 'price'>,
  quantity: number,
): OrderLine => ({
  ...product,
  variantId: product.productId,
  variantTitle: '',
  sku: null,
  quantity,
  total: product.price * quantity,
});

export const cordlessDrill = { productId: 'p1', name: 'Cordless Drill', img: '/drill.png', price: 80 };
export const bitSet = { productId: 'p2', name: 'Bit Set', img: '/bits.png', price: 12.5 };

/** The customer's web order #1001 of two cordless drills, to the saved address: unpaid unless `fields` say. */
export const drillOrder = (fields: Partial<Order> = {}): Order => ({
  _id: 'o1',
  channel: 'web',
  currency: 'USD',
  number: 1001,
  productId: cordlessDrill.productId,
  email: customerRecord().email,
  name: cordlessDrill.name,
  price: cordlessDrill.price,
  quantity: 2,
  totalPrice: 160,
  shippingTotal: 0,
  shippingZone: '',
  paymentMethod: 'card',
  cod: null,
  ...UNTAXED_ORDER,
  paid: false,
  status: false,
  tnxId: null,
  state: 'unpaid',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...nothingAfterSale,
  lines: [orderLineOf(cordlessDrill, 2)],
  ...savedAddress,
  ...fields,
});
