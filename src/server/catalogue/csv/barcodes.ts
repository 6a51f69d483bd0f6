/** A barcode's own rule: at most 64 characters; a GTIN (8, 12, 13 or 14 digits) has a right check digit. */
import { catalogueCsvErrors as e } from '../../../shared/strings/catalogueCsv';

const MAX_BARCODE_CHARS = 64;

/** GS1's check digit: the other digits weighted 3 and 1 alternately from the right. */
function gtinCheckDigitRight(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

export function barcodeProblem(barcode: string): string | null {
  if (barcode.length > MAX_BARCODE_CHARS) return e.textTooLong(MAX_BARCODE_CHARS);
  if (/^(\d{8}|\d{12,14})$/.test(barcode) && !gtinCheckDigitRight(barcode)) return e.barcodeCheckDigit;
  return null;
}
