/** The storefront's labels: the landing page's headings and buttons, and the purchase page. */

const SOLD_OUT = 'Sold out';

export const landing = {
  // Section headings and buttons: the original product's words, kept verbatim.
  shopNow: 'Shop Now',
  ourTools: 'OUR TOOLS',
  buyNow: 'Buy Now',
  businessSummary: 'Business Summary',
  customersReview: 'Customers Review',
  trustedBy: 'Trusted by',
  needHelp: 'Need Help',
  sendMessage: 'Send Message',

  contactMessage: 'Message',
  contactHint:
    'Send Message opens your email app with this message addressed to us; nothing is sent from this page.',
  contactSubject: (name: string) => `Message from ${name || 'a Toolshop visitor'}`,
  phoneHeading: 'Call us',
  emailHeading: 'Email us',
  hoursHeading: 'Opening hours',
  price: (formatted: string) => `${formatted} per unit`,
  noTools: 'No tools in the catalogue yet.',
  noReviews: 'No reviews yet.',
  moreReviews: 'More reviews',
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  reviewPhotoAlt: (name: string) => `Photo of ${name}`,
  brandLogoAlt: (brand: string) => `${brand} logo`,
  soldOut: SOLD_OUT,
  /**
   * A tool nobody can order: sold out, or some stock but less than its minimum order, said plainly
   * rather than "Sold out" beside a stock figure.
   */
  notOrderable: (stock: number, minimum: number) =>
    stock > 0 ? `Only ${stock} left, fewer than the minimum order of ${minimum}` : SOLD_OUT,
  inStock: (stock: number) => `${stock} in stock`,
  rating: (average: number, count: number) => `★ ${average.toFixed(1)} (${count})`,
  ratingOf: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 by ${count} ${count === 1 ? 'buyer' : 'buyers'}`,
} as const;

/** The purchase page; its fields' names are in fieldLabels. */
export const purchase = {
  // The original product's words, kept verbatim.
  purchaseNow: 'Purchase Now',
  updateQuantity: 'Update quantity',

  title: 'Complete your purchase',
  billing: 'Billing details',
  shipping: 'Shipping address',
  recipient: 'Recipient name',
  street: 'Street address',
  street2: 'Apartment, suite, floor (optional)',
  company: 'Company (optional)',
  totalPrice: 'Total price',
  soldOut: 'This tool is sold out for now: there is no quantity you can order.',
  notFound: 'This tool is not in our catalogue any more.',
  backToTools: 'Back to all tools',
} as const;
