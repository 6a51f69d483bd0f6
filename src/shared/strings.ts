import type { OrderState } from './entities';

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
  notifications: 'Notifications',
  accountMenu: 'Account menu',
  openMenu: 'Open navigation',
  mainNavigation: 'Main',
  checkingSignIn: 'Checking sign-in',
  home: 'Toolshop home',
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
  contactIntro: 'Questions about an order, a bulk quote or a tool? Call us or write to us.',
  contactHint:
    'Send Message opens your email app with this message addressed to us; nothing is sent from this page.',
  contactSubject: (name: string) => `Message from ${name || 'a Toolshop visitor'}`,
  phoneHeading: 'Call us',
  emailHeading: 'Email us',
  heroEyebrow: 'Hardware and tools for every workshop',
  heroImageAlt: 'A workbench with a drill, a saw and a set of wrenches',
  hoursHeading: 'Opening hours',
  hours: 'Saturday to Thursday, 9 am to 6 pm',
  toolsIntro: 'Trade-quality tools, sold by the box and shipped from our warehouse.',
  summaryIntro: 'Workshops and builders count on us every day.',
  reviewsIntro: 'What buyers say after the boxes arrive.',
  price: (formatted: string) => `${formatted} per unit`,
  minimumOrder: 'Minimum order',
  available: 'Available',
  noTools: 'No tools in the catalogue yet.',
  noReviews: 'No reviews yet.',
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  reviewPhotoAlt: (name: string) => `Photo of ${name}`,
  brands: ['Ironclad', 'Boltworks', 'Northgate Supply', 'Forge & Co', 'Stanwell', 'Rivet'],
  brandLogoAlt: (brand: string) => `${brand} logo`,
  searchTools: 'Search tools',
  sortTools: 'Sort tools by',
  sortFeatured: 'Featured',
  sortNewest: 'Newest first',
  sortPriceLow: 'Price: low to high',
  sortPriceHigh: 'Price: high to low',
  sortName: 'Name A to Z',
  soldOut: 'Sold out',
  noMatch: 'No tools match your search.',
  matchCount: (shown: number, total: number) => `${shown} of ${total} tools`,
} as const;

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

/** What each order state is called wherever an order is shown (DESIGN §3a). */
export const orderStates: Record<OrderState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** An order's detail page, the additions to the order lists, and what live updates say. */
export const orderText = {
  myOrdersColumns: ['Total', 'Date', 'Status'],
  details: 'Details',
  detailsOf: (productName: string) => `Details of the order for ${productName}`,
  title: 'Order details',
  orderNumber: (id: string) => `Order ${id}`,
  placedOn: (date: string) => `Placed on ${date}`,
  item: 'Item',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  total: 'Total',
  customer: 'Customer',
  shipTo: 'Ship to',
  company: 'Company',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  transaction: 'Transaction id',
  timeline: 'Timeline',
  timelineSteps: {
    unpaid: 'Order placed, items reserved',
    paid: 'Payment received',
    shipped: 'Shipped',
    cancelled: 'Cancelled',
    expired: 'Expired unpaid: items back on sale',
  } satisfies Record<OrderState, string>,
  holdLeft: (time: string) => `Pay within ${time} to keep these items reserved.`,
  holdOver: 'The reservation has ended: this order expires in a moment.',
  expiredNote: 'This order expired unpaid and its items went back on sale. Order again from the tools.',
  shopAgain: 'Browse the tools',
  notFound: 'This order does not exist, or it is not yours.',
  backToMyOrders: 'Back to My Orders',
  backToAllOrders: 'Back to Manage All Orders',
  newOrder: (productName: string) =>
    `Your order for ${productName} is reserved. Pay now to complete it before the reservation ends.`,
  payNow: 'Pay now',
  statusFilter: 'Status',
  allStates: 'All',
  cancelTitle: 'Cancel this order?',
  cancelBody: (productName: string) =>
    `The order for ${productName} will be deleted and its items go back on sale.`,
  keepOrder: 'Keep order',
  live: {
    newPaidOrder: (quantity: number, productName: string, email: string) =>
      `New paid order: ${quantity} × ${productName} from ${email}`,
    shipped: (productName: string) => `Your order for ${productName} has shipped`,
    expired: (productName: string) => `Your unpaid order for ${productName} has expired`,
  },
} as const;

export const purchase = {
  purchaseNow: 'Purchase Now',
  updateQuantity: 'Update quantity',
  title: 'Complete your purchase',
  billing: 'Billing details',
  shipping: 'Shipping address',
  email: 'Email',
  name: 'Name',
  company: 'Company (optional)',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  quantity: 'Quantity',
  available: 'Available',
  minimumOrder: 'Minimum order',
  unitPrice: 'Unit price',
  totalPrice: 'Total price',
  soldOut: 'This tool is sold out for now: there is no quantity you can order.',
  notFound: 'This tool is not in our catalogue any more.',
  backToTools: 'Back to all tools',
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
  testMode:
    'Test mode: no real money moves. Use card 4242 4242 4242 4242 to succeed, 4000 0000 0000 0002 to be declined.',
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
  wholeNumberMax: (n: number) => `Must be at most ${n}`,
  nulCharacter: 'Remove the invisible NUL character from this text',
  reviewRequired: 'Review text is required',
  ratingRequired: 'please select a rating',
  urlInvalid: 'Enter a full link starting with https://',
  tnxIdRequired: 'Transaction id is required',
  recipientRequired: 'Recipient name is required',
  streetRequired: 'Street address is required',
  addressTooLong: 'Keep this to 200 characters or fewer',
  productIdRequired: 'productId is required',
  orderNeedsLines: 'Add at least one tool to the order',
  tooManyLines: (max: number) => `An order can hold at most ${max} different tools`,
  duplicateLine: 'This tool is already in the order: change its quantity instead',
  linesOrProduct: 'Send either productId and quantity, or lines, not both',
  nothingToChange: 'Send at least one field to change',
} as const;

/** Words the server answers with (DESIGN §3); the client reacts to 'forbidden'. */
export const apiErrors = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not found',
  orderPaid: 'A paid order cannot be cancelled',
  orderNotPaid: 'Only paid orders can be shipped',
  orderAlreadyPaid: 'This order is already paid',
  demoteSelf: 'You cannot remove your own admin rights: ask another admin to do it.',
  lastAdmin: 'The shop needs at least one admin: make someone else an admin first.',
  orderExpired: 'This order expired unpaid and its items went back on sale. Please order again.',
  orderTooLarge: 'This order is too large to pay by card: take fewer products',
  tooManyOpenOrders: (max: number) =>
    `You already have ${max} unpaid orders. Pay or cancel one of them in My Orders before ordering more.`,
  outOfStock: 'Not enough stock left for this quantity',
  noLongerSold: 'This tool is no longer for sale',
  soldOut: 'Sold out',
  cartFull: (max: number) => `A cart holds at most ${max} different tools`,
  paymentNotVerified: 'Payment could not be verified',
  tooLarge: 'The request is too large',
  imageType: 'Upload a JPEG, PNG, WebP or GIF image',
  imageMissing: 'Attach an image in the field "image"',
  rateLimited: 'Too many requests, try again shortly',
  emailMismatch: 'The signed-in identity does not match this email',
  imageQuota: 'You have stored as many images as you may; images nothing uses are removed after a while',
  staleProduct: 'Someone else changed this product since you opened it',
  badPage: 'page must be a whole number of 1 or more',
  badPageSize: 'pageSize must be a whole number from 1 to 100',
  badSort: 'sort is not one of the orders this list offers',
  badOrderState: 'state must be one of unpaid, paid, shipped or expired',
  emailWithPage: 'email looks up one user: it cannot be combined with page, pageSize, q or sort',
  internal: 'Something went wrong on our side',
  identityUnavailable: 'The sign-in service cannot be reached; try again shortly',
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
    totalDesc: 'Total, highest first',
    totalAsc: 'Total, lowest first',
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
    cardDetails: 'Card details',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    paidTitle: 'This order is paid',
    notFound: 'This order is not among your orders.',
    preparing: 'Preparing a secure payment…',
    declined: 'Payment not completed',
    backToOrders: 'Back to My Orders',
  },
  review: {
    title: 'Add a new review',
    text: 'Your review',
    rating: 'Rating',
    stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
    save: 'Save',
  },
  manageOrders: {
    columns: ['Email', 'Item Name', 'Quantity', 'Total', 'Date', 'Payment'],
    empty: 'No orders yet',
    shipped: (productName: string) => `${productName} has been shipped`,
    exportCsv: 'Export CSV',
    exported: 'The orders shown are saved as CSV',
  },
  overview: {
    today: 'Today',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    ordersCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} paid`,
    awaitingShipment: 'Waiting to ship',
    awaitingShipmentHint: 'Paid orders not yet shipped',
    lowStock: 'Short of stock',
    lowStockHint: 'Stock below the minimum order',
    lowStockNone: 'Every product can fill its minimum order',
    lowStockRow: (stock: number, minimumOrder: number) => `${stock} in stock, minimum order ${minimumOrder}`,
    dailySales: 'Daily sales, last 30 days',
    revenue: 'Revenue',
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
    columns: ['Image', 'Name', 'Price', 'Minimum Order', 'Stock', 'Action'],
    empty: 'No products yet',
    edit: 'Edit',
    lowStock: 'Low stock',
    lowestStock: 'Lowest stock first',
    delete: 'Delete',
    keep: 'Cancel',
    confirmTitle: 'Delete product',
    deleted: (productName: string) => `${productName} has been deleted`,
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
    columns: ['Name', 'Email', 'Role', 'Action'],
    promoted: (email: string) => `${email} is now an admin`,
    confirmTitle: 'Make this user an admin?',
    confirmBody: (email: string) =>
      `${email} will see every order and customer, ship orders, and change the catalogue and who is an admin.`,
    demote: 'Remove admin',
    demoteTitle: 'Remove admin rights?',
    demoteBody: (email: string) => `${email} will become a customer and lose access to the admin pages.`,
    demoted: (email: string) => `${email} is no longer an admin`,
    keep: 'Cancel',
  },
  wrongRole: {
    user: 'This page is for customers: an admin account has no orders or reviews of its own.',
    admin: 'This page is for shop admins only.',
  },
} as const;

/** Sign-up, login and the identity service (spec §2, §5, §8). */
export const authText = {
  loginTitle: 'Login',
  signUpTitle: 'Sign Up',
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  phone: 'Phone',
  profileImage: 'Profile image',
  profileImagePlaceholder: 'Choose an image file',
  login: 'Login',
  signUp: 'Sign Up',
  or: 'OR',
  continueWithGoogle: 'Continue with Google',
  newHere: 'New to Toolshop?',
  createAccount: 'Create new account',
  haveAccount: 'Already have an account?',
  pleaseLogin: 'Please login',
  uploading: (percent: number) => `Uploading your photo: ${percent}%`,
  verificationSent: (email: string) => `Welcome to Toolshop! We sent a verification link to ${email}.`,
  emulatorTitle: 'Google sign-in (Auth emulator)',
  emulatorExplanation:
    'This shop runs on the local Firebase Auth emulator, so no real Google account is used. Choose the test Google account to sign in with.',
  emulatorEmail: 'Google account email',
  emulatorName: 'Display name',
  emulatorEmailPlaceholder: 'jane.doe@example.com',
  emulatorNamePlaceholder: 'Jane Doe',
  emulatorSignIn: 'Sign in with this test account',
  cancel: 'Cancel',
  googleNameRequired: 'Display name is required',
  noEmail: 'This account has no email address, which the shop needs to sign you in.',
  desktopTitle: 'Sign in to the Toolshop desktop app',
  desktopExplanation:
    'The Toolshop desktop app sent you here to sign in with Google. Choose your account; the app then signs you in.',
  desktopDone: 'You are signed in to the Toolshop desktop app. You can close this tab and return to the app.',
} as const;

/**
 * Identity service errors by code (spec §8): shown without Firebase's "Firebase: Error (auth/…)."
 * prefix and code, which the SDK's messages consist of entirely.
 */
export const identityErrors: Record<string, string> = {
  'email-already-in-use': 'An account with this email already exists. Please log in instead.',
  'wrong-password': 'Wrong password. Please try again.',
  'invalid-credential': 'Wrong email or password. Please try again.',
  'invalid-login-credentials': 'Wrong email or password. Please try again.',
  'user-not-found': 'No account uses this email. Please sign up first.',
  'invalid-email': 'This email address is not valid.',
  'weak-password': 'This password is too weak. Use at least 8 characters.',
  'too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'network-request-failed': 'The sign-in service cannot be reached. Check your connection and try again.',
  'requires-recent-login': 'Please log in again to do this.',
  'user-token-expired': 'Your session has expired. Please log in again.',
  'popup-closed-by-user': 'The Google sign-in window was closed before signing in.',
  'cancelled-popup-request': 'Another Google sign-in window is already open.',
  'popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups and try again.',
  'account-exists-with-different-credential':
    'An account with this email already exists with another sign-in method.',
  'credential-already-in-use': 'This sign-in is already linked to another account.',
  'expired-action-code': 'This link has expired. Please request a new one.',
  'invalid-action-code': 'This link is not valid or has already been used.',
  'user-disabled': 'This account has been disabled.',
};

export const common = {
  retry: 'Retry',
  loading: 'Loading…',
  loadFailed: 'Something went wrong',
  pageFailed: 'This page could not be loaded.',
  reload: 'Reload the page',
} as const;

export const footer = {
  copyright: (year: number) => `© ${year} ${SHOP_NAME}. All rights reserved.`,
  tagline: 'Professional tools at trade prices, shipped fast.',
  social: ['Facebook', 'Instagram', 'YouTube'],
  socialLabel: 'Social media',
} as const;

export const notFound = {
  imageAlt: 'Page not found',
  backHome: 'Back to home',
} as const;

export const blog = {
  title: 'Blogs',
  intro: 'Answers to the front-end questions our own developers get asked most.',
  posts: [
    {
      question: 'How does React decide when to re-render a component?',
      answer:
        'A component renders again when its state changes, when its parent renders, or when a context it reads changes. React then compares the new output with the previous one and touches only the parts of the page that differ. Most extra renders are cheap; when one is not, keep state close to where it is used, pass stable props, and reach for memo, useMemo or useCallback only after the profiler shows a slow component.',
    },
    {
      question: 'What is the difference between server state and client state?',
      answer:
        'Client state belongs to the browser: an open menu, a form being typed, the signed-in user. Server state lives in a database and the page only holds a copy of it, which can be stale the moment it arrives. Treat them differently: keep client state in component state or a small store, and let a data-fetching library such as TanStack Query cache, refresh and invalidate server state, so every screen shows the same list of products and orders.',
    },
    {
      question: 'Why split a web app into chunks, and how does route-level splitting work?',
      answer:
        'Visitors should download only the code of the page they open. With route-level splitting each page is loaded through a dynamic import(), so the bundler emits it as a separate file that the browser fetches the first time that route is visited. The home page of this shop, for example, never downloads the dashboard, payment or admin code.',
    },
    {
      question: 'How do you make a form accessible?',
      answer:
        'Give every input a visible label tied to it, keep the natural tab order, and make every action work with the keyboard. Show errors as text next to the field they belong to and link them to the input, so screen readers announce them. Do not rely on colour alone, keep focus outlines visible, and disable a submit button only while the request is running, saying what happened when it finishes.',
    },
    {
      question: 'What are the Core Web Vitals and how can you improve them?',
      answer:
        'They are three measurements of how a page feels to real users: Largest Contentful Paint (how soon the main content shows), Interaction to Next Paint (how quickly the page reacts to input) and Cumulative Layout Shift (how much the layout jumps while loading). Ship less JavaScript, size images and reserve their space, avoid long tasks on the main thread, and measure on real devices, not only on a fast laptop.',
    },
  ],
} as const;

export const portfolio = {
  name: 'Nadia Karim',
  role: 'Front-end engineer and the maker of Toolshop',
  photoAlt: 'Portrait of Nadia Karim',
  about:
    "I build web and desktop apps that people use at work every day: fast to load, clear to read and usable with a keyboard. Before writing software I spent four years behind the counter of my family's hardware store in Chattogram, which is where Toolshop comes from.",
  email: 'nadia.karim@toolshop.example',
  location: 'Dhaka, Bangladesh',
  educationHeading: 'Education',
  education: 'B.Sc. in Computer Science and Engineering, University of Chittagong (2019)',
  skillsHeading: 'Skills',
  skills: [
    'TypeScript',
    'React',
    'Node.js',
    'Fastify',
    'PostgreSQL',
    'Electron',
    'Playwright',
    'Accessibility',
    'Figma',
  ],
  projectsHeading: 'Projects',
  projects: [
    {
      name: 'Toolshop',
      description:
        'This shop: a React storefront, a Fastify API on PostgreSQL, card payments and an Electron app for staff.',
      link: '/',
      linkLabel: 'Open Toolshop',
    },
    {
      name: 'Ledgerly',
      description:
        'Bookkeeping for small workshops: invoices, stock counts and a monthly tax summary in one page.',
      link: 'https://ledgerly.example',
      linkLabel: 'Visit Ledgerly',
    },
    {
      name: 'Shiftboard',
      description:
        'A rota planner for shops with part-time staff, with offline support and printable weekly plans.',
      link: 'https://shiftboard.example',
      linkLabel: 'Visit Shiftboard',
    },
  ],
} as const;

/** The live connection (DESIGN §3a): the indicator shown while `GET /events` is down, and after. */
export const connectionText = {
  offline: 'You are offline. Live updates are paused; reconnecting…',
  unauthorized: 'Live updates are paused while your sign-in is renewed.',
  backOnline: 'Back online. Live updates resumed.',
} as const;

/** The staff desktop app's own words (DESIGN §7): notifications and the files it saves. */
export const desktopText = {
  paidOrder: (name: string, quantity: number, product: string) =>
    `Order from ${name}: ${quantity} × ${product} — ready to ship`,
  paidOrderOpen: 'Click to open the order.',
  fileNotWritten: 'The file could not be saved there. Choose another folder and try again.',
  googleSignInRestarted: 'Google sign-in was started again',
  googleSignInCancelled: 'Google sign-in was cancelled',
  googleSignInTimedOut: 'Google sign-in timed out',
  /** Told once, in a dialog, when the sign-in can only be kept obfuscated. */
  weakKeyring: {
    title: 'No system keyring found',
    message: 'Toolshop could not find a keyring (such as GNOME Keyring or KWallet) on this computer.',
    detail:
      'Your sign-in is still saved, but only obfuscated, not protected by a keyring: anyone who can read ' +
      'your files could use it until it expires. Install and unlock a keyring, then restart Toolshop, ' +
      'to protect it. Signing out removes it.',
  },
  /** Told once, in a dialog, when the sign-in cannot be kept at all. */
  noEncryption: {
    title: 'Sign-in is not saved',
    message: 'This computer offers Toolshop no way to encrypt your sign-in.',
    detail: 'Toolshop keeps it in memory only: you will be asked to sign in each time you start the app.',
  },
} as const;

/**
 * The messages of main's answers to the window when it refuses a call or cannot complete it (DESIGN
 * §7), as the API's are in apiErrors: pages show their own words for a failure, keyed by its status.
 */
export const desktopRefusals = {
  unreachable: 'The shop server cannot be reached',
  invalid: (where: string, problem: string) => `Refused by the desktop app: ${where}${problem}`,
  invalidRequest: 'invalid request',
  notWindowCall: "not a call the window makes (Stripe's webhook and the events stream are not)",
  dotSegment: 'a path parameter cannot be "." or ".."',
  notAVersion: 'not a version',
  pathLeavesApi: 'Refused by the desktop app: path leaves the API',
  bodyNotJson: 'Refused by the desktop app: body is not JSON',
  notThisPackingSlip: 'Refused by the desktop app: the window is not showing this packing slip',
  exportNotCsv: 'The shop server did not answer with CSV',
  exportBrokeOff: 'The export broke off before it was complete',
} as const;

/** An order's printable packing slip. */
export const packingSlipText = {
  title: 'Packing slip',
  print: 'Print packing slip',
  printNow: 'Print',
  savePdf: 'Save as PDF',
  saved: 'Packing slip saved as PDF',
  back: 'Back',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  shipTo: 'Ship to',
  customer: 'Customer',
  phone: 'Phone',
  item: 'Item',
  quantity: 'Quantity',
  signature: 'Received in good condition (name, signature, date)',
  packedBy: 'Packed by',
} as const;

/** The page frame's words for keyboards and screen readers. */
export const shellText = {
  skipToContent: 'Skip to main content',
  notFoundTitle: 'Page not found',
  /** A Buy Now link's accessible name: the visible words first, then which tool it buys. */
  buyNowFor: (productName: string) => `Buy Now: ${productName}`,
  browseTools: 'Browse our tools',
  emptyOrdersHint: 'When you buy a tool, your order shows here.',
  pagination: {
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
  },
  close: 'Close',
} as const;

/** What a visitor reads when something fails: what happened and what to do, never a code. */
export const failureText = {
  server: 'Something went wrong on our side. Please try again in a moment.',
  notFound: 'We could not find what you asked for. It may have been removed.',
  signInAgain: 'Your session has ended. Please log in again.',
  notAllowed: 'Your account cannot do this.',
  rejected: 'The shop could not do that. Please check and try again.',
  rateLimited: 'Too many requests, try again shortly',
  unexpected: 'Something unexpected went wrong. Please try again.',
  staleVersionTitle: 'Toolshop has been updated',
  staleVersion: 'A new version of Toolshop came out while this page was open. Reload to get it.',
} as const;
