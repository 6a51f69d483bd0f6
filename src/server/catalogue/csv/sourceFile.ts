/**
 * A catalogue file as the import reads it, whatever platform wrote it (docs/catalogue-csv.md): its
 * rows in the catalogue's own columns, a product's rows together, with the file's own name for each
 * column (so that a problem names the column the staff see in their file) and what the import
 * leaves out, said once. ./shopifyFile.ts reads Shopify's export (which is the shop's own format);
 * ./wooCommerceFile.ts reads WooCommerce's.
 */
import type { CatalogueCsvColumn, ImportRowError } from '../../../shared/catalogueCsv';
import { productFieldsSchema } from '../../../shared/schemas';
import { nextTurn } from '../../nextTurn';

/** A row's cells by the catalogue's column; a column the file does not give is left out. */
export type Cells = Partial<Record<CatalogueCsvColumn, string>>;

export interface SourceRow {
  /** The record's number in the file (the column names are row 1). */
  row: number;
  /** Where the row's variant is in the file, when not on `row` (a WooCommerce variation's own row). */
  variantRow?: number;
  cells: Cells;
}

/** Rows read or checked between two turns given to other requests. */
const ROWS_PER_TURN = 500;

/** Before every ROWS_PER_TURN-th row, a turn for other requests: a long file never holds the shop. */
export async function turnBeforeRow(index: number): Promise<void> {
  if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
}

export interface SourceFile {
  /** The columns of the catalogue the file gives: any other field is left as it is. */
  columns: ReadonlySet<CatalogueCsvColumn>;
  /** The file's name of a column on a row, where it is not the catalogue's own. */
  fileColumn: (column: CatalogueCsvColumn, row: number) => string;
  rows: SourceRow[];
  /** Images a product has beyond its first, by handle: the shop keeps one a product. */
  extraImages: Map<string, number>;
  warnings: string[];
  errors: ImportRowError[];
}

/**
 * A cell as the export wrote it: a text that could start a formula was given a leading `'`
 * (../../http/csv.ts csvCell), which reading takes off again.
 */
export const cellText = (raw: string | undefined): string => {
  const trimmed = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
};

/** The file's column names, trimmed, with each name the first row gives twice as an error. */
export function headerNames(header: string[], errors: ImportRowError[], repeated: string): string[] {
  const names = header.map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) errors.push({ row: 1, column: name, message: repeated });
    seen.add(name);
  }
  return names;
}

/** A weight in a unit the platforms write, as whole grams (a string, as a cell is); null when not a weight. */
const GRAMS_PER: Record<string, number> = { g: 1, kg: 1000, lb: 453.59237, lbs: 453.59237, oz: 28.349523125 };
export function gramsOf(weight: string, unit: string): string | null {
  const perUnit = GRAMS_PER[unit.trim().toLowerCase()];
  if (perUnit === undefined || !/^\d*\.?\d+$/.test(weight)) return null;
  return String(Math.round(Number(weight) * perUnit));
}

/**
 * A money cell without the commas that group its digits, as a spreadsheet writes a number formatted
 * with separators: in thousands (`1,234,567.89`) or in lakhs, as India and Bangladesh write them
 * (`12,34,567.89`). Null when it has any other comma (a decimal comma, `12,50`, or `1,2,3`): what it
 * means is not certain. A cell without a comma is returned as it is, for the price's own rule.
 */
export function ungroupedAmount(cell: string): string | null {
  if (!cell.includes(',')) return cell;
  const grouped = /^-?(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d+)?$/.test(cell);
  return grouped ? cell.replace(/,/g, '') : null;
}

/** A Tax Rate cell's number as written (`18`, `7.5`; a spreadsheet's `18%` too), or undefined. */
export function writtenRate(cell: string): number | undefined {
  const written = cell.replace(/%$/, '').trim();
  return /^\d+(\.\d+)?$/.test(written) ? Number(written) : undefined;
}

/**
 * Whether a further row's cell of a product's column says what its first row's says: a rate and an
 * HSN code by what they read as (`18`, `18%` and `18.0` agree, as do `8467.22.00` and `84672200`),
 * any other column by its text. A variant's row (or a WooCommerce variation) may repeat its
 * product's cells as another program wrote them.
 */
export function sameProductCell(
  column: CatalogueCsvColumn,
  first: string | undefined,
  further: string,
): boolean {
  if (first === further) return true;
  if (first === undefined) return false;
  if (column === 'Tax Rate') {
    const rate = writtenRate(first);
    return rate !== undefined && rate === writtenRate(further);
  }
  if (column === 'HSN Code') {
    const code = (cell: string) => productFieldsSchema.shape.hsnCode.safeParse(cell);
    const [a, b] = [code(first), code(further)];
    return a.success && b.success && a.data === b.data;
  }
  return false;
}
