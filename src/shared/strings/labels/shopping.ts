/** Buying several tools at once: the cart, its button, the checkout and the saved address. */

export const shopping = {
  cart: 'Cart',
  /** The header's cart button: its visible count, then what it counts. */
  cartButton: (units: number | null) =>
    units === null ? 'Cart' : `Cart: ${units} ${units === 1 ? 'item' : 'items'}`,
  addToCart: 'Add to cart',
  /** An Add to cart button's accessible name: the visible words first, then which tool. */
  addToCartFor: (productName: string) => `Add to cart: ${productName}`,
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
  units: (units: number) => `${units} ${units === 1 ? 'item' : 'items'}`,
  problemsBlockCheckout: 'Change or remove the tools marked above to check out.',
  checkout: 'Checkout',

  checkoutTitle: 'Checkout',
  deliverTo: 'Deliver to',
  yourOrder: 'Your order',
  lineSummary: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
  total: 'Total',
  placeOrder: 'Place order',
  orderPlaced: (orderNumber: number) => `Order #${orderNumber} placed: pay for it to have it shipped`,
  /** A refused line in a toast: which tool, then the server's reason in the product's words. */
  lineRefused: (productName: string, reason: string) => `${productName}: ${reason.trim()}`,
  backToCart: 'Back to your cart',

  savedAddress: 'Delivery address',
  savedAddressHint: 'Your next order starts from this address, and every order you place updates it.',
} as const;
