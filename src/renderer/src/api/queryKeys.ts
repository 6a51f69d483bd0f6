/** TanStack Query keys, one per resource, so every page invalidates the same cache entries. */
export const queryKeys = {
  config: ['config'] as const,
  products: ['products'] as const,
  /** A product's own page: the product and its reviews (the server renders it from the same answer). */
  productPage: (id: string) => ['products', 'page', id] as const,
  /** The tools a signed-out visitor's cart names (`GET /product?ids=`), by their sorted ids. */
  cartTools: (ids: readonly string[]) => ['products', 'cart', ids.join(',')] as const,
  /** Under products, so whatever moves stock refreshes a counter line followed through its product. */
  counterLineVariant: (variantId: string) => ['products', 'counter-line', variantId] as const,
  /** Every category with its product count (docs/search.md). */
  categories: ['categories'] as const,
  /** One search: its filters, sort and page as the address holds them (@shared/searchAddress). */
  search: (request: object) => ['products', 'search', request] as const,
  /** The signed-in customer's cart on the server (a signed-out visitor's lives in the browser). */
  cart: ['cart'] as const,
  reviews: ['reviews'] as const,
  /** One page of the landing's reviews, newest first; invalidating `reviews` refreshes every page. */
  reviewsPage: (page: number) => ['reviews', page] as const,
  myOrders: (email: string) => ['orders', email] as const,
  allOrders: ['allOrders'] as const,
  /** One page of the admin's order list; invalidating `allOrders` refreshes every page. */
  allOrdersPage: (request: object) => ['allOrders', request] as const,
  stats: ['stats'] as const,
  backups: ['backups'] as const,
  order: (id: string) => ['order', id] as const,
  users: ['users'] as const,
  /** One page of the users list; invalidating `users` refreshes every page. */
  usersPage: (request: object) => ['users', request] as const,
  paymentIntent: (orderId: string) => ['paymentIntent', orderId] as const,
  /** The bell: the signed-in user's notifications and how many are unread. */
  notifications: ['notifications'] as const,
  /** Everything about stock (the ledger, low stock, suppliers, purchase orders): one prefix to refresh. */
  stock: ['stock'] as const,
  stockMovements: (filters: object) => ['stock', 'movements', filters] as const,
  stockItem: (variantId: string) => ['stock', 'item', variantId] as const,
  lowStock: ['stock', 'low'] as const,
  suppliers: ['stock', 'suppliers'] as const,
  purchaseOrders: (state: string | undefined) => ['stock', 'purchaseOrders', state ?? 'all'] as const,
  purchaseOrder: (id: string) => ['stock', 'purchaseOrder', id] as const,
  /** A period's tax summary, by its first and last day. */
  taxSummary: (from: string, to: string) => ['tax', 'summary', from, to] as const,
  /** The counter: its registers' open sessions, a session's report, the tools on the sale (live stock). */
  registerSessions: ['counter', 'sessions'] as const,
  registerReport: (sessionId: string) => ['counter', 'report', sessionId] as const,
  /** Under registerSessions, so closing a register refreshes the history too. */
  closedRegisterSessions: ['counter', 'sessions', 'closed'] as const,
  counterItems: ['counter', 'item'] as const,
  counterItem: (code: string) => ['counter', 'item', code.toLowerCase()] as const,
  /** The variants the scan box's name search lists for some words. */
  counterSearch: (words: string) => ['counter', 'search', words.toLowerCase()] as const,
  /** The desktop's offline sale queue. */
  saleQueue: ['counter', 'queue'] as const,
  /** Trade customers on credit: one prefix refreshes accounts, statements and receivables after a sale or payment. */
  credit: ['credit'] as const,
  customerAccount: (customerId: string) => ['credit', 'account', customerId] as const,
  statement: (customerId: string, period: object) => ['credit', 'statement', customerId, period] as const,
  receivables: (order: object) => ['credit', 'receivables', order] as const,
  /** The delivery charge of some lines to a country and city; a change of stock or price refreshes it. */
  shippingQuote: (request: object) => ['products', 'shippingQuote', request] as const,
};
