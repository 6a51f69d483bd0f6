/** The page frame's words: navigation, footer, the not-found page, the live connection and failures. */
import { SHOP_NAME } from './common';

/**
 * The header's links and menus; a page's heading reuses its link's name. The original product's
 * words are kept verbatim ('Please payment your order').
 */
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

export const footer = {
  copyright: (year: number) => `© ${year} ${SHOP_NAME}. All rights reserved.`,
  tagline: 'Professional tools at trade prices, shipped fast.',
  social: ['Facebook', 'Instagram', 'YouTube'],
  socialLabel: 'Social media',
} as const;

/** The page frame's words for keyboards and screen readers. */
export const shellText = {
  skipToContent: 'Skip to main content',
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
} as const;

/** The not-found page: its heading and its picture's alt text say the same. */
export const notFound = {
  title: 'Page not found',
  backHome: 'Back to home',
} as const;

/** The live connection: the indicator shown while `GET /events` is down, and after. */
export const connectionText = {
  offline: 'You are offline. Live updates are paused; reconnecting…',
  unauthorized: 'Live updates are paused while your sign-in is renewed.',
  backOnline: 'Back online. Live updates resumed.',
} as const;

/** What a visitor reads when something fails: what happened and what to do, never a code. */
export const failureText = {
  server: 'Something went wrong on our side. Please try again in a moment.',
  unreachable: 'The shop server cannot be reached. Check your connection and try again.',
  notFound: 'We could not find what you asked for. It may have been removed.',
  signInAgain: 'Your session has ended. Please log in again.',
  notAllowed: 'Your account cannot do this.',
  rejected: 'The shop could not do that. Please check and try again.',
  unexpected: 'Something unexpected went wrong. Please try again.',
  staleVersionTitle: 'Toolshop has been updated',
  staleVersion: 'A new version of Toolshop came out while this page was open. Reload to get it.',
} as const;

/**
 * A dashboard page opened by the wrong role says so in one line. Here rather than in ./dashboard:
 * the guard runs in the app's entry, and the dashboard's words would follow it there.
 */
export const wrongRole = {
  user: 'This page is for customers: an admin account has no orders or reviews of its own.',
  cashier: 'This page is for the shop’s cashiers and admins.',
  admin: 'This page is for shop admins only.',
} as const;
