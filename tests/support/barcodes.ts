/** Barcodes for test products, worked out here rather than by the code under test. */

/** A valid EAN-13 whose first twelve digits are `base`. */
export function ean13(base: string): string {
  const sum = [...base]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}
