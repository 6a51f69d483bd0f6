/**
 * Writing CSV, for every export: RFC 4180 quoting, and a cell a spreadsheet would read as a formula
 * (leading `= + - @`, tab or carriage return) prefixed with `'` so it stays text.
 */

/** A number the server wrote with its decimals (`-500.00`), never anyone's text: written as it is. */
export interface DecimalCell {
  decimal: string;
}

/** Money in minor units as a cell with its two decimals: `122000` → `1220.00`, `-7500` → `-75.00`. */
export const moneyCell = (cents: number): DecimalCell => ({ decimal: (cents / 100).toFixed(2) });

export type CsvCell = string | number | DecimalCell | null;

/**
 * One cell: text neutralised if it could start a formula (a number, `-3`, cannot), quoted if it holds
 * `,` `"` CR or LF.
 */
function csvCell(value: CsvCell): string {
  if (typeof value === 'object' && value !== null) return value.decimal;
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;
