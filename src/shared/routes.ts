/** The renderer's routes, spelt as the product spells them. */
export const routes = {
  home: '/',
  blog: '/blog',
  portfolio: '/portfolio',
  login: '/login',
  signup: '/singup',
  /** Asks for a password reset link. */
  forgotPassword: '/forgot-password',
  /**
   * Where the account emails' links land (`?mode=resetPassword|verifyEmail&oobCode=…`), the
   * identity service's action-handler shape, so a real project can point its own links here too.
   */
  accountAction: '/account/action',
  purchase: (id: string) => `/purchase/${encodeURIComponent(id)}`,
  /** A product's own page, public: what search engines and shared links see. */
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  /** A product's page with one of its variants chosen. */
  productVariant: (id: string, variantId: string) =>
    `/product/${encodeURIComponent(id)}?variant=${encodeURIComponent(variantId)}`,
  /** Search results, their filters, sort and page in the address (docs/search.md). */
  search: '/search',
  /** Every category, to browse from. */
  categories: '/category',
  /** One category's tools (its subcategories' too). */
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  /** The cart: the server's once signed in, the browser's before. */
  cart: '/cart',
  /** The cart's lines ordered in one go, to an address (signed in). */
  checkout: '/checkout',
  dashboard: '/dasboard',
  myProfile: '/dasboard/myprofile',
  editProfile: '/dasboard/myprofile/eidtprofile',
  myOrders: '/dasboard/myorder',
  addReview: '/dasboard/addreview',
  payment: (id: string) => `/dasboard/payment/${encodeURIComponent(id)}`,
  /** An order's detail and timeline, for its owner and for admins. */
  orderDetail: (id: string) => `/dasboard/order/${encodeURIComponent(id)}`,
  /** An order's printable packing slip (admins). */
  packingSlip: (id: string) => `/dasboard/order/${encodeURIComponent(id)}/slip`,
  overview: '/dasboard/overview',
  manageOrders: '/dasboard/manageorder',
  addProduct: '/dasboard/addproduct',
  makeAdmin: '/dasboard/makeadmin',
  manageProducts: '/dasboard/manageproduct',
  /** A product's edit page, reached from Manage Products. */
  editProduct: (id: string) => `/dasboard/manageproduct/${encodeURIComponent(id)}`,
  /** The catalogue's CSV import (docs/catalogue-csv.md). */
  importCatalogue: '/dasboard/manageproduct/import',
  /** Staff's categories (docs/search.md). */
  manageCategories: '/dasboard/categories',
  /** Staff's stock screens (not in the spec: the shop floor's additions, docs/stock.md). */
  /** The counter's sale screen (cashiers and admins). */
  counter: '/dasboard/counter',
  /** Past register sessions and their Z reports (cashiers and admins). */
  registerHistory: '/dasboard/counter/history',
  stockLedger: '/dasboard/stock',
  lowStock: '/dasboard/stock/low',
  suppliers: '/dasboard/stock/suppliers',
  purchaseOrders: '/dasboard/stock/purchase-orders',
  newPurchaseOrder: '/dasboard/stock/purchase-orders/new',
  purchaseOrder: (id: string) => `/dasboard/stock/purchase-orders/${encodeURIComponent(id)}`,
  /** A period's tax by rate and the returns' CSV sections (admins; docs/tax.md). */
  tax: '/dasboard/tax',
  /** A customer's account: credit terms, what is owed, payments and statements (staff; docs/credit.md). */
  customerAccount: (id: string) => `/dasboard/customers/${encodeURIComponent(id)}`,
  /** Each customer's balance by days past due (admins). */
  receivables: '/dasboard/receivables',
  /** The signed-in customer's own account with the shop and its statement. */
  myAccount: '/dasboard/myaccount',
} as const;
