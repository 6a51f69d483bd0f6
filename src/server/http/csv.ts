/**
 * Writing CSV, for every export: RFC 4180 quoting, and a cell a spreadsheet would read as a formula
 * (leading `= + - @`, tab or carriage return) prefixed with `'` so it stays text.
 */

/**
 * One cell: text neutralised if it could start a formula (a number, `-3`, cannot), quoted if it holds
 * `,` `"` CR or LF.
 */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export const csvLine = (cells: readonly (string | number | null)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
