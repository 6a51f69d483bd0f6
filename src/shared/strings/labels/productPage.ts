/** A product's own page: its own words, loaded with the page rather than with the landing page. */
import { fieldLabels } from './common';

/** A product's own page (`/product/{id}`), which search engines and shared links see. */
export const productPageText = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  description: fieldLabels.description,
  reviews: 'Reviews',
  noReviews: 'No reviews yet. Customers who buy this tool can review it from their order.',
  verifiedBuyer: 'Verified buyer',
  quantity: fieldLabels.quantity,
  /** The option picker: one group of choices per option, e.g. "Voltage". */
  optionGroup: (option: string) => option,
  sku: (sku: string) => `SKU ${sku}`,
  /** The head's description when the product's own is empty. */
  metaDescription: (name: string, price: string) => `${name}, ${price} per unit, at Toolshop.`,
} as const;
