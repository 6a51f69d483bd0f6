/**
 * Shopify's product CSV, which is the shop's own export too (docs/catalogue-csv.md): any subset of
 * its columns in any order, Handle and Title required. Read here into the catalogue's columns:
 * `Body` as `Body (HTML)`; `Type` as the category where `Product Category` is empty; `Published`
 * and `Status` in each form Shopify writes (a draft, archived or unpublished product is archived);
 * `Variant Weight` with its unit where `Variant Grams` is not given; `Default Title` as a product
 * without options; a row giving only an image (Shopify's further pictures of a product) and a
 * variant's picture counted as the product's extra images. Every other column is named once in the
 * warnings and left out.
 */
import {
  CATALOGUE_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type ImportRowError,
} from '../../../shared/catalogueCsv';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../../shared/strings/catalogueCsv';
import {
  cellText,
  gramsOf,
  headerNames,
  turnBeforeRow,
  type Cells,
  type SourceFile,
  type SourceRow,
} from './sourceFile';

/** Other names Shopify's files give a column of ours. */
const ALIASES: Record<string, CatalogueCsvColumn> = { Body: 'Body (HTML)' };
/** Columns read into others of ours rather than kept as they are. */
const READ_INTO = ['Type', 'Published', 'Variant Weight', 'Variant Weight Unit'] as const;

/** The cells that make a row a variant: a row with none of them (and no Title) gives only an image. */
const VARIANT_COLUMNS: CatalogueCsvColumn[] = [
  'Option1 Value',
  'Option2 Value',
  'Option3 Value',
  'Variant SKU',
  'Variant Barcode',
  'Variant Price',
  'Variant Inventory Qty',
  'Variant Grams',
];

const isOurs = (name: string): name is CatalogueCsvColumn =>
  (CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name);

/** Shopify's Status (`active`, `draft`, `archived`) and Published (TRUE/FALSE) as the shop's status. */
function statusOf(status: string | undefined, published: string | undefined): string | undefined {
  const given = status?.toLowerCase();
  const mapped = given === 'draft' ? 'archived' : given;
  if (published === undefined || published === '') return mapped;
  if (/^false$/i.test(published)) return 'archived';
  return mapped || 'active';
}

export async function readShopifyFile(header: string[], body: string[][]): Promise<SourceFile> {
  const errors: ImportRowError[] = [];
  const warnings: string[] = [];
  const names = headerNames(header, errors, e.repeatedColumn);
  /** Each column of ours the file gives, at its place; and the file's name for it. */
  const positions = new Map<CatalogueCsvColumn, number>();
  const fileNames = new Map<CatalogueCsvColumn, string>();
  const other = new Map<string, number>();
  const ignored: string[] = [];
  names.forEach((name, i) => {
    const column = isOurs(name) ? name : ALIASES[name];
    if (column) {
      if (positions.has(column)) {
        // A name given twice is said once (headerNames); `Body` beside `Body (HTML)` here.
        if (names.indexOf(name) === i) errors.push({ row: 1, column: name, message: e.repeatedColumn });
        return;
      }
      positions.set(column, i);
      if (column !== name) fileNames.set(column, name);
    } else if ((READ_INTO as readonly string[]).includes(name)) {
      other.set(name, i);
    } else if (name !== '' && !ignored.includes(name)) {
      ignored.push(name);
    }
  });
  for (const column of REQUIRED_CSV_COLUMNS) {
    if (!positions.has(column)) errors.push({ row: 1, column, message: e.missingColumn });
  }
  const columns = new Set(positions.keys());
  if (other.has('Type')) columns.add('Product Category');
  if (other.has('Published')) columns.add('Status');
  const weightFromUnit = !positions.has('Variant Grams') && other.has('Variant Weight');
  if (weightFromUnit) {
    columns.add('Variant Grams');
    fileNames.set('Variant Grams', 'Variant Weight');
  }

  const rows: SourceRow[] = [];
  const extraImages = new Map<string, number>();
  let comparePrices = 0;
  /** Each product's first row, whose picture is the product's. */
  const firstRows = new Map<string, Cells>();
  let previousHandle: string | null = null;
  const compareAt = names.indexOf('Variant Compare At Price');
  for (const [index, record] of body.entries()) {
    await turnBeforeRow(index);
    const row = index + 2;
    const cells: Cells = {};
    for (const [column, at] of positions) cells[column] = cellText(record[at]);
    const read = (name: (typeof READ_INTO)[number]) =>
      other.has(name) ? cellText(record[other.get(name)!]) : undefined;
    if (compareAt >= 0 && cellText(record[compareAt]) !== '') comparePrices += 1;
    const handle = cells.Handle ?? '';
    const startsProduct = handle !== previousHandle;
    previousHandle = handle;

    const onlyAnImage =
      !startsProduct &&
      !!cells['Image Src'] &&
      [...VARIANT_COLUMNS, ...PRODUCT_CSV_COLUMNS].every(
        (column) => column === 'Image Src' || !cells[column],
      );
    if (onlyAnImage) {
      const first = firstRows.get(handle);
      // A product's first picture given on a row of its own is the product's.
      if (first && !first['Image Src']) first['Image Src'] = cells['Image Src'];
      else extraImages.set(handle, (extraImages.get(handle) ?? 0) + 1);
      continue;
    }
    if (startsProduct) {
      if (!cells['Product Category'] && read('Type')) cells['Product Category'] = read('Type');
      const status = statusOf(cells.Status, read('Published'));
      if (status !== undefined) cells.Status = status;
      firstRows.set(handle, cells);
    } else if (cells['Image Src']) {
      // A variant's own picture: the product keeps its first.
      const first = firstRows.get(handle);
      if (first && !first['Image Src']) first['Image Src'] = cells['Image Src'];
      else if (first && first['Image Src'] !== cells['Image Src']) {
        extraImages.set(handle, (extraImages.get(handle) ?? 0) + 1);
      }
      if (first) cells['Image Src'] = '';
    }
    if (
      cells['Option1 Value'] === 'Default Title' &&
      [undefined, '', 'Title'].includes(cells['Option1 Name'])
    ) {
      cells['Option1 Value'] = '';
      if (cells['Option1 Name'] !== undefined) cells['Option1 Name'] = '';
    }
    if (weightFromUnit) {
      const weight = read('Variant Weight') ?? '';
      cells['Variant Grams'] =
        weight === '' ? '' : (gramsOf(weight, read('Variant Weight Unit') || 'kg') ?? weight);
    }
    rows.push({ row, cells });
  }

  if (ignored.length > 0) warnings.push(w.columnsIgnored(ignored));
  if (comparePrices > 0) warnings.push(w.compareAtPriceIgnored(comparePrices));
  return {
    columns,
    fileColumn: (column) => fileNames.get(column) ?? column,
    rows,
    extraImages,
    warnings,
    errors,
  };
}
