import type { OrderDetail } from '@shared/entities';

/** An order's address as it goes on a parcel: recipient, company, street, town, country. */
export const parcelLines = (shipping: OrderDetail['shipping']): string[] =>
  [
    shipping.fullName,
    shipping.company,
    shipping.addressLine1,
    shipping.addressLine2,
    `${shipping.postalCode} ${shipping.city}`,
    shipping.country,
  ].filter((line) => line.trim() !== '');
