/**
 * The cart's and the checkout's own words, apart from ./shopping, so the landing's first load carries
 * only what the header and the tool cards say.
 */
import { fieldLabels, itemCount, timesOf } from './common';

const CHECKOUT = 'Checkout';

export const cartPage = {
  cartTitle: 'Your cart',
  cartLines: 'Tools in your cart',
  emptyCart: 'Your cart is empty',
  emptyCartHint: 'Add tools from the catalogue and they wait here until you check out.',
  quantityFor: (productName: string) => `Quantity of ${productName}`,
  remove: 'Remove',
  removeFor: (productName: string) => `Remove: ${productName}`,
  subtotal: 'Subtotal',
  units: itemCount,
  problemsBlockCheckout: 'Change or remove the tools marked above to check out.',
  checkout: CHECKOUT,

  checkoutTitle: CHECKOUT,
  deliverTo: 'Deliver to',
  yourOrder: 'Your order',
  lineSummary: timesOf,
  total: fieldLabels.total,
  placeOrder: 'Place order',
  orderPlaced: (orderNumber: number) => `Order #${orderNumber} placed: pay for it to have it shipped`,
  /** A refused line in a toast: which tool, then the server's reason in the product's words. */
  lineRefused: (productName: string, reason: string) => `${productName}: ${reason.trim()}`,
  backToCart: 'Back to your cart',

  savedAddress: fieldLabels.deliveryAddress,
  savedAddressHint: 'Your next order starts from this address, and every order you place updates it.',
} as const;
