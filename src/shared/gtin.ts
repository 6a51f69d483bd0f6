/**
 * The GTIN check digit (EAN-8, UPC-A, EAN-13, GTIN-14): the last digit makes the weighted sum of all
 * digits, weights 3 and 1 alternating from the right, a multiple of ten.
 */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** A code of 8, 12, 13 or 14 digits is read as a GTIN; any other barcode has no check digit. */
export const isGtinShaped = (code: string): boolean =>
  /^\d+$/.test(code) && (GTIN_LENGTHS as readonly number[]).includes(code.length);

/** The check digit the other digits of a GTIN call for. */
export function gtinCheckDigit(withoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < withoutCheck.length; i++) {
    const digit = Number(withoutCheck[withoutCheck.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True unless the code is GTIN-shaped and its last digit is not the one its others call for. */
export const barcodeCheckDigitOk = (code: string): boolean =>
  !isGtinShaped(code) || gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
