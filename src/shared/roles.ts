/** Who an account is to the shop: a customer, a cashier at the counter (docs/counter.md), or an admin. */
export const ROLES = ['user', 'cashier', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff: whoever may use the counter, the product list and stock reads. */
export const isStaff = (role: Role): boolean => role === 'cashier' || role === 'admin';
