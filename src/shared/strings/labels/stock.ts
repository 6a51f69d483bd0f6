/** The staff's stock screens: the ledger, counts and adjustments, low stock, suppliers and purchase orders. */
export const stockText = {
  live: {
    low: (name: string, stock: number) => `${name} is low on stock: ${stock} left`,
  },
} as const;
