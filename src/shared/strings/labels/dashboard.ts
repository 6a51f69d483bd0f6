/** The dashboard's labels: its menu, profile, payment, review, overview and admin pages; orders are in ./orders. */
import { fieldLabels } from './common';

/** The dashboard menu: the original product's words, kept verbatim. */
export const dashboardMenu = {
  myOrders: 'My Orders',
  addReview: 'Add Review',
  myProfile: 'My Profile',
  overview: 'Overview',
  manageAllOrders: 'Manage All Orders',
  addProduct: 'Add A Product',
  makeAdmin: 'Make Admin',
  manageProducts: 'Manage Products',
} as const;

/** The profile pages' buttons: the original product's words, kept verbatim. */
export const profile = {
  editYourProfile: 'Edit your profile',
  saveAndChange: 'Save And Change',
} as const;

/** The admin pages' words from the original product, kept verbatim; Make Admin is dashboardMenu.makeAdmin. */
export const admin = {
  me: 'Me',
  deleteConfirm: 'Are you sure you want to delete this item?',
} as const;

/** A product's fields as the admin pages name them ('availableQuentity' is the API's field name). */
const productFields = {
  name: 'Product Name',
  description: fieldLabels.description,
  minimumOrder: 'Minimum Order',
  availableQuentity: 'Available Quantity',
  price: 'Price',
  image: 'Product Image',
  sku: 'SKU',
  barcode: 'Barcode',
  weightGrams: 'Weight (g)',
} as const;

/** Dashboard wording the spec leaves unnamed: headings, field labels, admin table columns. */
export const dashboardText = {
  menuLabel: 'Dashboard menu',
  profile: {
    email: 'Email Address',
    phone: 'Phone Number',
    location: 'Location',
    education: 'Education / Institution',
    fbLink: 'Facebook Profile Link',
    fbLinkPlaceholder: 'https://facebook.com/…',
    notAdded: 'Not added yet',
    editTitle: 'Edit Profile',
  },
  table: {
    search: 'Search',
    sortBy: 'Sort by',
    noMatch: 'Nothing matches your search',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  },
  payment: {
    title: 'Pay for your order',
    totalPrice: 'Total Price',
    cardDetails: 'Card details',
    cardNumber: 'Card number',
    cardNumberPlaceholder: '1234 1234 1234 1234',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'CVC',
    cvcPlaceholder: '123',
    paidTitle: 'This order is paid',
    notFound: 'This order is not among your orders.',
    preparing: 'Preparing a secure payment…',
    declined: 'Payment not completed',
    testMode:
      'Test mode: no real money moves. Use card 4242 4242 4242 4242 to succeed, 4000 0000 0000 0002 to be declined.',
  },
  review: {
    title: 'Add a new review',
    text: 'Your review',
    rating: 'Rating',
    stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
    save: 'Save',
    /** A bought tool's review, from the order's page: shown on the tool's own page as a verified buyer's. */
    reviewTool: (name: string) => `Review ${name}`,
    saved: "Thank you: your review is on the tool's page.",
  },
  overview: {
    today: 'Today',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    ordersCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} paid`,
    awaitingShipment: 'Waiting to ship',
    awaitingShipmentHint: 'Paid or confirmed cash on delivery, not yet shipped',
    returnsRequested: 'Returns to answer',
    returnsRequestedHint: 'Customers waiting for a refund or a no',
    emailsFailed: 'Emails not delivered (30 days)',
    emailsFailedHint: 'Refused by the mail server for a day; each shows in its order’s timeline',
    shortOfMinimum: 'Short of stock',
    shortOfMinimumHint: 'Stock below the minimum order',
    shortOfMinimumNone: 'Every product can fill its minimum order',
    shortOfMinimumRow: (stock: number, minimumOrder: number) =>
      `${stock} in stock, minimum order ${minimumOrder}`,
    dailySales: 'Daily sales, last 30 days',
    revenue: 'Revenue',
    topProducts: 'Top products, last 30 days',
    topProductsHint: 'Units sold in paid orders',
    topProductsNone: 'Nothing sold in the last 30 days',
    units: 'Units',
    backupDone: (at: string, megabytes: string) => `Last backup ${at} (${megabytes} MB)`,
    backupFailed: (at: string, error: string) => `The backup at ${at} failed: ${error}`,
    backupStale: (since: string | null) =>
      `${since ? `No backup since ${since}` : 'No backup yet'}: run npm run backup on the shop’s computer, and see the README.`,
  },
  addProduct: {
    ...productFields,
    submit: 'Add Product',
    belowMinimum: (stock: number, minimum: number) =>
      `Customers cannot order this tool: its stock (${stock}) is below its minimum order (${minimum}). The shop shows it as not orderable until the stock reaches the minimum.`,
    uploading: (percent: number) => `Uploading image: ${percent}%`,
    clearImage: 'Clear the chosen image',
    added: (productName: string) => `${productName} has been added`,
  },
  /** The product form's options and variants editor (docs/variants.md). */
  variants: {
    title: 'Options and variants',
    hint: 'A tool sold in sizes or voltages: add up to 3 options with their values, then make its variants and give each its SKU, barcode, price and stock.',
    addOption: 'Add an option',
    optionName: (n: number) => `Option ${n} name`,
    optionNamePlaceholder: 'e.g. Voltage',
    optionValues: (n: number) => `Option ${n} values`,
    optionValuesHint: 'Type a value and press Enter',
    removeOption: (n: number) => `Remove option ${n}`,
    makeVariants: 'Make the variants',
    columns: [
      'Variant',
      productFields.sku,
      productFields.barcode,
      productFields.price,
      'Stock',
      productFields.weightGrams,
    ],
    field: (field: string, variant: string) => `${field} of ${variant}`,
    noVariants: 'Add an option with its values, then make the variants.',
  },
  manageProducts: {
    columns: [
      'Image',
      fieldLabels.name,
      productFields.price,
      productFields.minimumOrder,
      'Stock',
      fieldLabels.action,
    ],
    empty: 'No products yet',
    edit: 'Edit',
    lowStock: 'Low stock',
    delete: 'Delete',
    confirmTitle: 'Delete product',
  },
  editProduct: {
    title: 'Edit Product',
    image: 'New image (optional)',
    currentImage: 'Current image',
    save: 'Save Changes',
    saved: (productName: string) => `${productName} has been updated`,
    staleTitle: 'Someone else changed this product',
    staleText:
      'While you were editing, someone else saved this product. Its values now are listed here. The fields you had not changed now show their values; the ones you changed keep yours. Save again to keep the form as it is.',
    notFound: 'This product is not in the catalogue any more.',
    back: 'Back to Manage Products',
  },
  makeAdmin: {
    columns: [fieldLabels.name, fieldLabels.email, 'Role', fieldLabels.action],
    promoted: (email: string) => `${email} is now an admin`,
    confirmTitle: 'Make this user an admin?',
    confirmBody: (email: string) =>
      `${email} will see every order and customer, ship orders, and change the catalogue and who is an admin.`,
    demote: 'Remove admin',
    demoteTitle: 'Remove admin rights?',
    demoteBody: (email: string) => `${email} will become a customer and lose access to the admin pages.`,
    demoted: (email: string) => `${email} is no longer an admin`,
  },
} as const;
