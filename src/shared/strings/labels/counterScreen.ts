/** The counter's words: the sale screen, its register, its receipts' printing and its offline queue. */
export const counterOfflineText = {
  cardNeedsNetwork: 'Card payments need the network. Take cash, or wait until the shop server answers.',
  notASale: 'Refused by the desktop app: not a counter sale',
} as const;
