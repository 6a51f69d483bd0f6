/**
 * Reads a catalogue CSV (docs/catalogue-csv.md) into products and their variants, checking every
 * cell on its own and the rows against each other: the file's columns, each product's rows kept
 * together under one Handle, options, numbers and codes. Every problem is kept with its row and
 * column, so staff fix the whole file at once. What needs the database (a SKU another product has,
 * an image the shop does not hold) is checked by the import's plan.
 */
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { z } from 'zod';
import {
  CATEGORY_PATH_SEPARATOR,
  OPTION_NAME_COLUMNS,
  OPTION_VALUE_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_STATUSES,
  REQUIRED_CSV_COLUMNS,
  WOOCOMMERCE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type ImportRowError,
  type ProductStatus,
} from '../../../shared/catalogueCsv';
import { MAX_CATEGORY_DEPTH, categoryCreateSchema } from '../../../shared/catalogueSchemas';
import { isHtmlDescription } from '../../../shared/descriptionText';
import { toCents } from '../../../shared/money';
import { textRefusal } from '../../../shared/plainText';
import { lendWindow, sanitiseDescription } from '../../../shared/sanitiseDescription';
import {
  imageRef,
  productFieldsSchema,
  signedWholeNumber,
  variantInputSchema,
} from '../../../shared/schemas';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../../shared/strings/catalogueCsv';
import { taxMessages } from '../../../shared/strings/taxMessages';
import { messages as m } from '../../../shared/strings/validation';
import { taxRateProblem, type TaxRegime } from '../../../shared/tax/regimes';
import { isGstHsnCode } from '../../../shared/tax/taxIds';
import { HttpError } from '../../http/errors';
import { readShopifyFile } from './shopifyFile';
import {
  sameProductCell,
  turnBeforeRow,
  ungroupedAmount,
  writtenRate,
  type Cells,
  type SourceFile,
  type SourceRow,
} from './sourceFile';
import { readWooCommerceFile } from './wooCommerceFile';
import { nextTurn } from '../../nextTurn';

/** A field the file leaves out is undefined: an update leaves it as it is, a new variant takes its default. */
export interface CsvVariant {
  row: number;
  /** Its value of each of the product's options, in the options' order. */
  optionValues: string[];
  sku?: string | null;
  barcode?: string | null;
  priceCents?: number;
  quantity?: number;
  weightGrams?: number | null;
}

/** A field the file leaves out is undefined: an update leaves it as it is, a new product takes its default. */
export interface CsvProduct {
  /** The row it starts on. */
  row: number;
  handle: string;
  name: string;
  /** Plain text, or HTML as sanitised for its page. */
  description?: string;
  brand?: string;
  /** From the top level down; empty for none. */
  categoryPath?: string[];
  optionNames: string[];
  minimumOrder?: number;
  /** Its own tax rate in percent; null takes its category's, else the shop's default. */
  taxRate?: number | null;
  /** Digits only; null for none. */
  hsnCode?: string | null;
  img?: string;
  status?: ProductStatus;
  variants: CsvVariant[];
}

export interface CatalogueCsv {
  products: CsvProduct[];
  errors: ImportRowError[];
  warnings: string[];
  /** Images products have beyond their first, by handle (the shop keeps one). */
  extraImages: Map<string, number>;
  /** The file's name of a column of the catalogue's on a row, for a problem found later to name. */
  fileColumn: (column: string, row: number) => string;
}

/** The most variants one product may have: three options of a few values each. */
export const MAX_VARIANTS_PER_PRODUCT = 100;
const MAX_OPTION_CHARS = 60;
/** csv-parse reads a string handed to it at once in one go; in pieces, other requests get turns. */
const PIECE_CHARS = 64 * 1024;

/** The message of the first problem zod finds with `value`, or its output. */
function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; message: string } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

async function* pieces(text: string): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += PIECE_CHARS) {
    // A turn per piece: the parser's stream would otherwise read the whole file on microtasks alone,
    // every other request waiting (150 ms for 10,000 rows).
    await nextTurn();
    yield text.slice(at, at + PIECE_CHARS);
  }
}

/** The file's records, or where it stopped being CSV. */
async function records(text: string): Promise<{ rows: string[][]; error: ImportRowError | null }> {
  const rows: string[][] = [];
  const parser = Readable.from(pieces(text)).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  try {
    for await (const record of parser) rows.push(record as string[]);
    return { rows, error: null };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The records read whole before the one it stopped in.
    const before = (error as CsvError & { records?: number }).records ?? rows.length;
    return { rows, error: { row: before + 1, column: '', message: e.notCsv(error.message) } };
  }
}

/** One product's rows as they are read: its own columns from its first row. */
interface OpenProduct {
  product: CsvProduct;
  first: Cells;
  /** Option values seen, joined, with the row each was first on. */
  combinations: Map<string, number>;
  valid: boolean;
}

/** Which platform wrote the file, told by its first row; 400 when neither. */
async function sourceOf(header: string[], body: string[][]): Promise<SourceFile> {
  const names = new Set(header.map((name) => name.trim()));
  if (names.has('Handle')) return readShopifyFile(header, body);
  if (names.has('Type') && names.has('Name') && (names.has('SKU') || names.has('ID'))) {
    return readWooCommerceFile(header, body);
  }
  throw new HttpError(400, { message: e.unknownFormat(REQUIRED_CSV_COLUMNS, WOOCOMMERCE_CSV_COLUMNS) });
}

/** The jsdom window the description sanitiser works in, made once a file first needs it. */
let windowLent: Promise<void> | null = null;
const lendSanitiserWindow = () =>
  (windowLent ??= import('jsdom').then(({ JSDOM }) => lendWindow(new JSDOM('').window)));

/** `regime`: the shop's tax regime, whose rates and HSN codes the file's are held to. */
export async function readCatalogueCsv(text: string, regime: TaxRegime): Promise<CatalogueCsv> {
  const none = {
    products: [],
    warnings: [],
    extraImages: new Map<string, number>(),
    fileColumn: (column: string) => column,
  };
  const { rows, error } = await records(text);
  if (error) return { ...none, errors: [error] };
  const [header, ...body] = rows;
  if (!header || body.length === 0) return { ...none, errors: [{ row: 1, column: '', message: e.empty }] };

  const source = await sourceOf(header, body);
  const errors = source.errors;
  if (errors.some((error) => error.row === 1)) return { ...none, errors };
  const fail: Fail = (row, column, message) =>
    errors.push({ row, column: column === '' ? '' : source.fileColumn(column, row), message });
  if (source.rows.some(({ cells }) => isHtmlDescription(cells['Body (HTML)'] ?? ''))) {
    await lendSanitiserWindow();
  }

  const products: CsvProduct[] = [];
  /** Where each handle's product started, to tell a product split in two. */
  const handles = new Map<string, number>();
  const skus = new Map<string, number>();
  const barcodes = new Map<string, number>();
  const cutCategories: number[] = [];
  let open: OpenProduct | null = null;

  const readRow = ({ row, variantRow, cells }: SourceRow): void => {
    const errorsBefore = errors.length;
    const body = cells['Body (HTML)'];
    // A line or paragraph separator in HTML (Shopify's editor leaves them) shows as a space: a line feed.
    if (body && isHtmlDescription(body)) cells['Body (HTML)'] = body.replace(/[\u2028\u2029]/g, '\n');
    // The API's rule for text (src/shared/plainText.ts), in every column: a title holding `ESC p` would
    // reach the receipt printer and kick the drawer open; a NUL, the database, which takes none.
    for (const column of source.columns) {
      const refusal = textRefusal(cells[column] ?? '', column === 'Body (HTML)' ? 'lines' : 'line');
      if (refusal) return fail(row, column, refusal);
    }
    const handle = cells.Handle ?? '';
    if (!handle) return fail(row, 'Handle', e.handleRequired);

    if (open?.product.handle !== handle) {
      const startedOn = handles.get(handle);
      if (startedOn !== undefined) return fail(row, 'Handle', e.handleRepeated(startedOn));
      if (!cells.Title) return fail(row, 'Title', e.continuesNothing);
      handles.set(handle, row);
      open = startProduct(row, handle, cells, regime, fail, cutCategories);
      if (open.valid) products.push(open.product);
    } else {
      for (const column of PRODUCT_CSV_COLUMNS) {
        if (cells[column] && !sameProductCell(column, open.first[column], cells[column])) {
          fail(row, column, e.differsFromFirstRow(open.product.row));
        }
      }
    }

    const variant = readVariant(variantRow ?? row, cells, open, fail);
    if (!variant) return;
    if (variant.sku) {
      const key = variant.sku.toLowerCase();
      const seen = skus.get(key);
      if (seen === undefined) skus.set(key, variant.row);
      else fail(variant.row, 'Variant SKU', e.skuRepeated(seen));
    }
    if (variant.barcode) {
      const seen = barcodes.get(variant.barcode);
      if (seen === undefined) barcodes.set(variant.barcode, variant.row);
      else fail(variant.row, 'Variant Barcode', e.barcodeRepeated(seen));
    }
    if (errors.length === errorsBefore) open.product.variants.push(variant);
  };
  for (let at = 0; at < source.rows.length; at++) {
    await turnBeforeRow(at);
    readRow(source.rows[at]!);
  }

  const warnings = [...source.warnings];
  if (cutCategories.length > 0) warnings.push(w.categoryCut(cutCategories, MAX_CATEGORY_DEPTH));
  return {
    products,
    errors,
    warnings,
    extraImages: source.extraImages,
    fileColumn: (column, row) => source.fileColumn(column as CatalogueCsvColumn, row),
  };
}

type Fail = (row: number, column: CatalogueCsvColumn | '', message: string) => void;

/**
 * The product a row starts: its own columns checked; `valid` false when any is wrong. A column the
 * file does not give is left undefined; a category path deeper than the shop's is cut (its row kept
 * in `cutCategories` for the warning).
 */
function startProduct(
  row: number,
  handle: string,
  cells: Cells,
  regime: TaxRegime,
  fail: Fail,
  cutCategories: number[],
): OpenProduct {
  let valid = true;
  const refuse = (column: CatalogueCsvColumn, message: string) => {
    valid = false;
    fail(row, column, message);
  };
  /** The column's cell through `schema`, or undefined when the file leaves the column out. */
  const cell = <S extends z.ZodType>(
    column: CatalogueCsvColumn,
    schema: S,
    value: unknown = cells[column],
  ) => {
    if (value === undefined) return undefined;
    const checked = check(schema, value);
    if (checked.ok) return checked.value as z.output<S>;
    refuse(column, checked.message);
    return undefined;
  };
  const longest = (column: CatalogueCsvColumn, max: number): string => {
    const value = cells[column] ?? '';
    if (value.length <= max) return value;
    refuse(column, e.textTooLong(max));
    return '';
  };

  const name = cell('Title', productFieldsSchema.shape.name);
  const description = readDescription(cells['Body (HTML)'], (message) => refuse('Body (HTML)', message));
  const minimumOrder =
    cells['Minimum Order'] === '' ? 1 : cell('Minimum Order', productFieldsSchema.shape.minimumOrder);
  // Empty: the product keeps its picture, a new one takes the shop's placeholder.
  const img = cells['Image Src'] ? cell('Image Src', imageRef) : undefined;
  if (img !== undefined && !img.startsWith('/') && !URL.canParse(img)) refuse('Image Src', e.imageRef);
  let taxRate: number | null | undefined;
  if (cells['Tax Rate'] !== undefined) {
    const read = readTaxRate(cells['Tax Rate'], regime);
    if (read.problem) refuse('Tax Rate', read.problem);
    taxRate = read.rate;
  }
  const hsnCode =
    cells['HSN Code'] === undefined
      ? undefined
      : (cell('HSN Code', productFieldsSchema.shape.hsnCode) ?? null);
  if (hsnCode && regime === 'IN_GST' && !isGstHsnCode(hsnCode)) refuse('HSN Code', taxMessages.hsnRequired);
  const status = cells.Status === undefined ? undefined : statusOf(cells.Status);
  if (status === null) refuse('Status', e.badStatus);

  let categoryPath: string[] | undefined;
  if (cells['Product Category'] !== undefined) {
    categoryPath = cells['Product Category']
      ? cells['Product Category'].split(CATEGORY_PATH_SEPARATOR.trim()).map((level) => level.trim())
      : [];
    if (categoryPath.length > MAX_CATEGORY_DEPTH) {
      cutCategories.push(row);
      categoryPath = categoryPath.slice(0, MAX_CATEGORY_DEPTH);
    }
    if (categoryPath.some((level) => level === '')) refuse('Product Category', e.categoryEmptyLevel);
    else for (const level of categoryPath) cell('Product Category', categoryCreateSchema.shape.name, level);
  }

  const optionNames: string[] = [];
  OPTION_NAME_COLUMNS.forEach((column, i) => {
    const optionName = longest(column, MAX_OPTION_CHARS);
    if (!optionName) return;
    if (optionNames.length < i) return refuse(OPTION_NAME_COLUMNS[optionNames.length]!, e.optionNameMissing);
    if (optionNames.some((known) => known.toLowerCase() === optionName.toLowerCase())) {
      refuse(column, e.optionNameRepeated);
    }
    optionNames.push(optionName);
  });

  return {
    product: {
      row,
      handle,
      name: name ?? '',
      description,
      brand: cell('Vendor', productFieldsSchema.shape.brand) ?? (cells.Vendor === undefined ? undefined : ''),
      categoryPath,
      optionNames,
      minimumOrder: minimumOrder ?? (cells['Minimum Order'] === undefined ? undefined : 1),
      taxRate,
      hsnCode,
      img,
      status: status ?? undefined,
      variants: [],
    },
    first: cells,
    combinations: new Map(),
    valid,
  };
}

/** Shopify's statuses as the shop's: a draft is not on sale, as an archived product is not. Null: none of them. */
function statusOf(cell: string): ProductStatus | null {
  const status = cell.toLowerCase() || 'active';
  if (status === 'draft') return 'archived';
  return (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : null;
}

/**
 * `Body (HTML)` as the product keeps it: HTML sanitised as its page shows it, plain text as it is;
 * empty allowed, as Shopify allows it. Undefined when the file has no such column.
 */
function readDescription(cell: string | undefined, refuse: (message: string) => void): string | undefined {
  if (cell === undefined || cell === '') return cell;
  const text = isHtmlDescription(cell) ? sanitiseDescription(cell) : cell;
  const checked = check(productFieldsSchema.shape.description, text);
  if (checked.ok) return checked.value;
  refuse(checked.message);
  return undefined;
}

/**
 * A Tax Rate cell: empty for none of its own, else a percentage (`18`, `7.5`; a spreadsheet's `18%`
 * too) from the regime's list.
 */
function readTaxRate(cell: string, regime: TaxRegime): { rate: number | null; problem: string | null } {
  if (cell === '') return { rate: null, problem: null };
  const rate = writtenRate(cell);
  const shape = productFieldsSchema.shape.taxRate.safeParse(rate);
  if (rate === undefined || !shape.success) return { rate: null, problem: taxMessages.rateNumber };
  return { rate, problem: taxRateProblem(regime, rate) };
}

/** A row's variant of the open product, or null when any of its cells is wrong (each one said). */
function readVariant(row: number, cells: Cells, open: OpenProduct, fail: Fail): CsvVariant | null {
  let valid = true;
  const problem = (column: CatalogueCsvColumn, message: string) => {
    valid = false;
    fail(row, column, message);
  };
  /** The column's cell through `schema`, or undefined when the file leaves the column out. */
  const cell = <S extends z.ZodType>(
    column: CatalogueCsvColumn,
    schema: S,
    value: string | undefined = cells[column],
  ) => {
    if (value === undefined) return undefined;
    const checked = check(schema, value);
    if (checked.ok) return checked.value as z.output<S>;
    problem(column, checked.message);
    return undefined;
  };
  const { product } = open;
  if (product.variants.length + 1 > MAX_VARIANTS_PER_PRODUCT) {
    problem('Handle', e.tooManyVariants(MAX_VARIANTS_PER_PRODUCT));
  }

  const optionValues: string[] = [];
  OPTION_VALUE_COLUMNS.forEach((column, i) => {
    const value = cells[column] ?? '';
    const optionName = product.optionNames[i];
    if (optionName === undefined) {
      if (value) problem(column, e.optionValueUnnamed);
    } else if (!value) {
      problem(column, e.optionValueRequired(optionName));
    } else if (value.length > MAX_OPTION_CHARS) {
      problem(column, e.textTooLong(MAX_OPTION_CHARS));
    } else {
      optionValues.push(value);
    }
  });
  if (product.optionNames.length === 0 && row !== product.row && product.variants.length > 0) {
    problem('Option1 Value', e.oneVariantWithoutOptions);
  } else if (valid) {
    const key = JSON.stringify(optionValues.map((value) => value.toLowerCase()));
    const seen = open.combinations.get(key);
    if (seen === undefined) open.combinations.set(key, row);
    else problem(OPTION_VALUE_COLUMNS[0], e.optionsRepeated(seen));
  }

  // Its digits may be grouped by commas, as a spreadsheet writes a number with separators.
  const priceWritten =
    cells['Variant Price'] === undefined ? undefined : ungroupedAmount(cells['Variant Price']);
  if (priceWritten === null) problem('Variant Price', e.amountCommas);
  const price =
    priceWritten == null ? undefined : cell('Variant Price', productFieldsSchema.shape.price, priceWritten);
  // Empty: stock left as it is (Shopify leaves it so for a variant it does not track); 0 for a new one.
  // Below zero as the export writes stock an offline counter sale took there; the plan lets it be kept only.
  const quantity = cells['Variant Inventory Qty']
    ? cell('Variant Inventory Qty', signedWholeNumber(m.availableQuantityRequired))
    : undefined;
  const grams = cells['Variant Grams']
    ? readGrams(cells['Variant Grams'])
    : cells['Variant Grams'] === ''
      ? null
      : undefined;
  if (grams === false) problem('Variant Grams', m.weightInvalid);
  const sku = cell('Variant SKU', variantInputSchema.shape.sku);
  const barcode = cell('Variant Barcode', variantInputSchema.shape.barcode);

  if (!valid) return null;
  return {
    row,
    optionValues,
    sku: cells['Variant SKU'] === undefined ? undefined : (sku ?? null),
    barcode: cells['Variant Barcode'] === undefined ? undefined : (barcode ?? null),
    priceCents: price === undefined ? undefined : toCents(price),
    quantity,
    weightGrams: grams === false ? undefined : grams,
  };
}

/** Grams as Shopify writes them, decimals too (`28.35`), rounded to whole grams; false when not a weight. */
function readGrams(cell: string): number | false {
  if (!/^\d*\.?\d+$/.test(cell)) return false;
  const grams = Math.round(Number(cell));
  return check(variantInputSchema.shape.weightGrams, grams).ok ? grams : false;
}
