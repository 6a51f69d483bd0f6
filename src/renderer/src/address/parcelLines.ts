import type { OrderDetail } from '@shared/entities';
import { cityAndPostalCode, regionAndCountry } from '@shared/strings/labels/common';

/** An order's address as it goes on a parcel: recipient, company, street, town, state and country. */
export const parcelLines = (shipping: OrderDetail['shipping']): string[] =>
  [
    shipping.fullName,
    shipping.company,
    shipping.addressLine1,
    shipping.addressLine2,
    cityAndPostalCode(shipping.city, shipping.postalCode),
    regionAndCountry(shipping.region, shipping.country),
  ].filter((line) => line.trim() !== '');
