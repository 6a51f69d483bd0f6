/**
 * Every word the shop shows, in one place. The spec's wording is kept verbatim, spelling included
 * ('Emty', 'Cancle', 'Panding', 'successfull'), so a copy change is a one-line edit here.
 */
export const SHOP_NAME = 'Toolshop';

export const nav = {
  blogs: 'Blogs',
  portfolio: 'Portfolio',
  login: 'Login',
  dashboard: 'Dashboard',
  settings: 'Settings',
  logout: 'Logout',
  paymentReminder: 'Please payment your order',
} as const;

export const landing = {
  heroTitle: 'Professional tools at affordable prices',
  heroText:
    'Drills, saws, wrenches and every part a workshop runs on, sold by the box at trade prices and shipped fast.',
  shopNow: 'Shop Now',
  ourTools: 'OUR TOOLS',
  buyNow: 'Buy Now',
  businessSummary: 'Business Summary',
  summary: [
    { figure: '12K+', label: 'Customers served' },
    { figure: '120M+', label: 'Annual revenue' },
    { figure: '33K+', label: 'Reviews' },
    { figure: '500+', label: 'Tools' },
  ],
  customersReview: 'Customers Review',
  trustedBy: 'Trusted by',
  needHelp: 'Need Help',
  contactPhones: ['+1 (555) 010-2030', '+1 (555) 010-4050'],
  contactEmail: 'info@toolshop.example',
  contactName: 'Name',
  contactEmailLabel: 'Email',
  contactMessage: 'Message',
  sendMessage: 'Send Message',
} as const;

export const dashboardMenu = {
  myOrders: 'My Orders',
  addReview: 'Add Review',
  myProfile: 'My Profile',
  manageAllOrders: 'Manage All Orders',
  addProduct: 'Add A Product',
  makeAdmin: 'Make Admin',
  manageProducts: 'Manage Products',
} as const;

export const orders = {
  columns: ['Email', 'Item Name', 'Item Price', 'Item Quantity', 'Payment', 'Action'],
  empty: 'Your Orders Are Emty',
  pay: 'Pay',
  cancel: 'Cancle',
  paid: 'Paid',
  unpaid: 'Unpaid',
  pending: 'Panding',
  shipped: 'Shipped',
  deleted: (productName: string) => `${productName} has been deleted`,
} as const;

export const purchase = {
  purchaseNow: 'Purchase Now',
  updateQuantity: 'Update quantity',
  countries: [
    { value: 'Bangladesh', label: 'Bangladesh' },
    { value: 'India', label: 'India' },
  ],
} as const;

export const profile = {
  editYourProfile: 'Edit your profile',
  saveAndChange: 'Save And Change',
} as const;

export const admin = {
  makeAdmin: 'Make Admin',
  me: 'Me',
  deleteConfirm: 'Are you sure you want to delete this item?',
} as const;

export const payment = {
  buyNow: 'Buy Now',
  pay: 'Pay',
  testMode: 'Test mode: no real money moves. Use card 4242 4242 4242 4242 to succeed, 4000 0000 0000 0002 to be declined.',
} as const;

/** Toasts and alerts of spec §8. */
export const toasts = {
  reviewSaved: 'Review successfull',
  profileSaved: 'Profile update successful',
  paymentSaved: 'Payment successful',
  purchaseSaved: 'Purchase successful',
  confirmPasswordMismatch: 'Confirm password did not match',
  selectRating: 'please select a rating',
  noUserLoggedIn: 'No user is logged in',
} as const;

/** Validation messages of spec §5, verbatim; the ones the spec leaves unnamed are ours. */
export const messages = {
  fullNameRequired: 'Full Name is required',
  fullNameMin: 'Name must be at least 3 characters or longer',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Confirm Password is required',
  phoneRequired: 'Phone number is required',
  phoneNumeric: 'Phone number must contain digits only',
  imageRequired: 'Image is required',
  cityRequired: 'City is required',
  postalCodeRequired: 'Postal code is required',
  postalCodeNumeric: 'Postal code must be a number',
  countryInvalid: 'Choose Bangladesh or India',
  quantityRequired: 'Quantity is required',
  quantityMin: (n: number) => `You must take a minimum of ${n} products `,
  quantityMax: (n: number) => `You must take a maximum of ${n} products `,
  productNameRequired: 'Product name is required',
  productNameMin: 'Product name must be at least 3 characters',
  productDescriptionRequired: 'Product description is required',
  minimumOrderRequired: 'Minimum Order Quantity is required',
  availableQuantityRequired: 'Available Quantity is required',
  priceRequired: 'Product Price is required',
  pricePositive: 'Product Price must be greater than 0',
  wholeNumber: 'Must be a whole number of 0 or more',
  reviewRequired: 'Review text is required',
  ratingRequired: 'please select a rating',
  urlInvalid: 'Enter a full link starting with https://',
  tnxIdRequired: 'Transaction id is required',
} as const;

/** Words the server answers with (DESIGN §3); the client reacts to 'forbidden'. */
export const apiErrors = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not found',
  orderPaid: 'A paid order cannot be cancelled',
  orderNotPaid: 'Only paid orders can be shipped',
  orderAlreadyPaid: 'This order is already paid',
  outOfStock: 'Not enough stock left for this quantity',
  paymentNotVerified: 'Payment could not be verified',
  tooLarge: 'The request is too large',
  imageType: 'Upload a JPEG, PNG, WebP or GIF image',
  imageMissing: 'Attach an image in the field "image"',
  rateLimited: 'Too many requests, try again shortly',
  emailMismatch: 'The signed-in identity does not match this email',
  internal: 'Something went wrong on our side',
} as const;

/** Dashboard wording the spec leaves unnamed: headings, field labels, admin table columns, toasts. */
export const dashboardText = {
  title: 'Dashboard',
  menuLabel: 'Dashboard menu',
  profile: {
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    location: 'Location',
    education: 'Education / Institution',
    fbLink: 'Facebook Profile Link',
    notAdded: 'Not added yet',
    editTitle: 'Edit Profile',
  },
  table: {
    search: 'Search',
    sortBy: 'Sort by',
    newestFirst: 'Newest first',
    oldestFirst: 'Oldest first',
    nameAsc: 'Name A to Z',
    nameDesc: 'Name Z to A',
    noMatch: 'Nothing matches your search',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  },
  myOrders: {
    transaction: 'Transaction id',
  },
  payment: {
    title: 'Pay for your order',
    itemName: 'Item Name',
    quantity: 'Quantity',
    totalPrice: 'Total Price',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    paidTitle: 'This order is paid',
    notFound: 'This order is not among your orders.',
    preparing: 'Preparing a secure payment…',
    backToOrders: 'Back to My Orders',
  },
  review: {
    title: 'Add a new review',
    text: 'Your review',
    rating: 'Rating',
    save: 'Save',
  },
  manageOrders: {
    columns: ['Email', 'Item Name', 'Quantity', 'Total', 'Date', 'Payment'],
    empty: 'No orders yet',
    shipped: (productName: string) => `${productName} has been shipped`,
  },
  addProduct: {
    name: 'Product Name',
    description: 'Description',
    minimumOrder: 'Minimum Order',
    availableQuentity: 'Available Quantity',
    price: 'Price',
    image: 'Product Image',
    imagePlaceholder: 'Choose an image file',
    submit: 'Add Product',
    uploading: (percent: number) => `Uploading image: ${percent}%`,
    added: (productName: string) => `${productName} has been added`,
  },
  manageProducts: {
    columns: ['Image', 'Name', 'Price', 'Action'],
    empty: 'No products yet',
    delete: 'Delete',
    keep: 'Cancel',
    confirmTitle: 'Delete product',
    deleted: (productName: string) => `${productName} has been deleted`,
  },
  makeAdmin: {
    columns: ['Name', 'Email', 'Role', 'Action'],
    promoted: (email: string) => `${email} is now an admin`,
  },
} as const;
