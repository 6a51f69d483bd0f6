/** A product's own page: its own words, loaded with the page rather than with the landing page. */

/** A product's own page (`/product/{id}`), which search engines and shared links see. */
export const productPageText = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  description: 'Description',
  reviews: 'Reviews',
  noReviews: 'No reviews yet. Customers who buy this tool can review it from their order.',
  verifiedBuyer: 'Verified buyer',
  quantity: 'Quantity',
  /** The head's description when the product's own is empty. */
  metaDescription: (name: string, price: string) => `${name}, ${price} per unit, at Toolshop.`,
} as const;
