/** Buying several tools at once: the cart, its button, the checkout and the saved address. */
import { fieldLabels, itemCount, timesOf } from './common';

const CART = 'Cart';
const CHECKOUT = 'Checkout';

export const shopping = {
  cart: CART,
  /** The header's cart button: its visible count, then what it counts. */
  cartButton: (units: number | null) => (units === null ? CART : `${CART}: ${itemCount(units)}`),
  addToCart: 'Add to cart',
  /** An Add to cart button's accessible name: the visible words first, then which tool. */
  addToCartFor: (productName: string) => `Add to cart: ${productName}`,
  /** A tool sold in several variants is added from its page, where one is chosen. */
  chooseOptions: 'Choose options',
  chooseOptionsFor: (productName: string) => `Choose options: ${productName}`,
  added: (productName: string, inCart: number) => `${productName} added to your cart (${inCart} in it now)`,

  cartTitle: 'Your cart',
  cartLines: 'Tools in your cart',
  emptyCart: 'Your cart is empty',
  emptyCartHint: 'Add tools from the catalogue and they wait here until you check out.',
  quantityFor: (productName: string) => `Quantity of ${productName}`,
  quantitySaved: (productName: string, quantity: number) => `${productName}: ${quantity} in your cart`,
  remove: 'Remove',
  removeFor: (productName: string) => `Remove: ${productName}`,
  removed: (productName: string) => `${productName} removed from your cart`,
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
