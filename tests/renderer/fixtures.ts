/** A customer and their delivery address as the API answers them, for the renderer's tests. */
import type { Order, Product, SavedAddress, User } from '@shared/entities';
import type { StockItem } from '@shared/stockSchemas';
import { useSession } from '../../src/renderer/src/stores/session';

export const savedAddress: SavedAddress = {
  fullName: 'Rahim Uddin',
  addressLine1: '12 Tool Street',
  addressLine2: '',
  company: '',
  city: 'Dhaka',
  postalCode: '1207',
  country: 'Bangladesh',
  phone: '5550100',
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
  low: product.availableQuentity < 5,
  ...fields,
});

/** A product without options as the API answers it: its one variant shares its id, price and stock. */
export const withSoleVariant = (
  product: Omit<Product, 'options' | 'variants' | 'categoryId' | 'brand'> &
    Partial<Pick<Product, 'categoryId' | 'brand'>>,
): Product => ({
  categoryId: null,
  brand: '',
  ...product,
  options: [],
  variants: [
    {
      _id: product._id,
      title: '',
      options: {},
      sku: null,
      barcode: null,
      price: product.price,
      availableQuentity: product.availableQuentity,
      weightGrams: null,
    },
  ],
});
