/** Words every screen may use: the shop's name, shared buttons, field labels and sort orders. */

export const SHOP_NAME = 'Toolshop';

/** A tab's title: "Cordless Drill Driver 18V · Toolshop", "My Orders · Toolshop"; the home page's is the shop's name. */
export const pageTitle = (page?: string): string => (page ? `${page} · ${SHOP_NAME}` : SHOP_NAME);

/** "1 item", "3 items": units of tools, in a cart, an order or a notification. */
export const itemCount = (units: number): string => `${units} ${units === 1 ? 'item' : 'items'}`;

/** "3 × Cordless Drill", "3 × $12.50": how many of what, on an order's or a cart's lines. */
export const timesOf = (quantity: number, what: string): string => `${quantity} × ${what}`;

/** An address's town before its postcode, as Bangladesh and India write them: `Dhaka 1209`, `Pune 411001`. */
export const cityAndPostalCode = (city: string, postalCode: string): string =>
  [city, postalCode].filter(Boolean).join(' ');

/** An address's state (where one was asked) before its country, as a label and an invoice print them. */
export const regionAndCountry = (region: string, country: string): string =>
  [region, country].filter(Boolean).join(', ');

export const common = {
  retry: 'Retry',
  loading: 'Loading…',
  loadFailed: 'Something went wrong',
  pageFailed: 'This page could not be loaded.',
  reload: 'Reload the page',
  cancel: 'Cancel',
  close: 'Close',
  chooseImageFile: 'Choose an image file',
  deleted: (name: string) => `${name} has been deleted`,
} as const;

/** What a field or a column is called, on whichever screen shows it. */
export const fieldLabels = {
  name: 'Name',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  customer: 'Customer',
  deliveryAddress: 'Delivery address',
  description: 'Description',
  shipTo: 'Ship to',
  item: 'Item',
  itemName: 'Item Name',
  quantity: 'Quantity',
  available: 'Available',
  minimumOrder: 'Minimum order',
  unitPrice: 'Unit price',
  total: 'Total',
  status: 'Status',
  payment: 'Payment',
  transaction: 'Transaction id',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  action: 'Action',
} as const;

/** The orders a list can be sorted in: the landing's tools and the dashboard's tables. */
export const sortLabels = {
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  nameAsc: 'Name A to Z',
  nameDesc: 'Name Z to A',
  priceLow: 'Price: low to high',
  priceHigh: 'Price: high to low',
  totalDesc: 'Total, highest first',
  totalAsc: 'Total, lowest first',
  lowestStock: 'Lowest stock first',
} as const;
