/** Buying several tools at once, as the header and the tool cards say it: the cart, its button, adding. */
import { itemCount } from './common';

const CART = 'Cart';

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
  quantitySaved: (productName: string, quantity: number) => `${productName}: ${quantity} in your cart`,
  removed: (productName: string) => `${productName} removed from your cart`,
} as const;
