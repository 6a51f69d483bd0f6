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
  CATALOGUE_CSV_COLUMNS,
  CATEGORY_PATH_SEPARATOR,
  OPTION_NAME_COLUMNS,
  OPTION_VALUE_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_STATUSES,
  type CatalogueCsvColumn,
  type ImportRowError,
  type ProductStatus,
} from '../../../shared/catalogueCsv';
import { MAX_CATEGORY_DEPTH, categoryCreateSchema } from '../../../shared/catalogueSchemas';
import { toCents } from '../../../shared/money';
import { textRefusal } from '../../../shared/plainText';
import {
  imageRef,
  productFieldsSchema,
  signedWholeNumber,
  variantInputSchema,
} from '../../../shared/schemas';
import { catalogueCsvErrors as e } from '../../../shared/strings/catalogueCsv';
import { taxMessages } from '../../../shared/strings/taxMessages';
import { messages as m } from '../../../shared/strings/validation';
import { taxRateProblem, type TaxRegime } from '../../../shared/tax/regimes';
import { isGstHsnCode } from '../../../shared/tax/taxIds';

export interface CsvVariant {
  row: number;
  /** Its value of each of the product's options, in the options' order. */
  optionValues: string[];
  sku: string | null;
  barcode: string | null;
  priceCents: number;
  quantity: number;
  weightGrams: number | null;
}

export interface CsvProduct {
  /** The row it starts on. */
  row: number;
  handle: string;
  name: string;
  description: string;
  brand: string;
  /** From the top level down; empty for none. */
  categoryPath: string[];
  optionNames: string[];
  minimumOrder: number;
  /** Its own tax rate in percent; null takes its category's, else the shop's default. */
  taxRate: number | null;
  /** Digits only; null for none. */
  hsnCode: string | null;
  img: string;
  status: ProductStatus;
  variants: CsvVariant[];
}

export interface CatalogueCsv {
  products: CsvProduct[];
  errors: ImportRowError[];
}

/** The most variants one product may have: three options of a few values each. */
export const MAX_VARIANTS_PER_PRODUCT = 100;
const MAX_OPTION_CHARS = 60;
/** csv-parse reads a string handed to it at once in one go; in pieces, other requests get turns. */
const PIECE_CHARS = 64 * 1024;

/**
 * A cell as the export wrote it: a text that could start a formula was given a leading `'`
 * (../../http/csv.ts csvCell), which reading takes off again.
 */
const cellText = (raw: string | undefined): string => {
  const trimmed = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
};

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
  for (let at = 0; at < text.length; at += PIECE_CHARS) yield text.slice(at, at + PIECE_CHARS);
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

type Cells = Record<CatalogueCsvColumn, string>;

/** One product's rows as they are read: its own columns from its first row. */
interface OpenProduct {
  product: CsvProduct;
  first: Cells;
  /** Option values seen, joined, with the row each was first on. */
  combinations: Map<string, number>;
  valid: boolean;
}

/** `regime`: the shop's tax regime, whose rates and HSN codes the file's are held to. */
export async function readCatalogueCsv(text: string, regime: TaxRegime): Promise<CatalogueCsv> {
  const errors: ImportRowError[] = [];
  const fail = (row: number, column: CatalogueCsvColumn | '', message: string) =>
    errors.push({ row, column, message });

  const { rows, error } = await records(text);
  if (error) return { products: [], errors: [error] };
  const [header, ...body] = rows;
  if (!header || body.length === 0)
    return { products: [], errors: [{ row: 1, column: '', message: e.empty }] };

  const names = header.map((name) => name.trim());
  const positions = new Map<string, number>();
  names.forEach((name, i) => {
    if (positions.has(name)) fail(1, name as CatalogueCsvColumn, e.repeatedColumn);
    else if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) fail(1, '', e.unknownColumn(name));
    positions.set(name, i);
  });
  for (const column of CATALOGUE_CSV_COLUMNS) if (!positions.has(column)) fail(1, column, e.missingColumn);
  if (errors.length > 0) return { products: [], errors };

  const products: CsvProduct[] = [];
  /** Where each handle's product started, to tell a product split in two. */
  const handles = new Map<string, number>();
  const skus = new Map<string, number>();
  const barcodes = new Map<string, number>();
  let open: OpenProduct | null = null;

  body.forEach((record, index) => {
    const row = index + 2;
    const cells = Object.fromEntries(
      CATALOGUE_CSV_COLUMNS.map((column) => [column, cellText(record[positions.get(column)!])]),
    ) as Cells;
    const errorsBefore = errors.length;
    // The API's rule for text (src/shared/plainText.ts), in every column: a title holding `ESC p` would
    // reach the receipt printer and kick the drawer open; a NUL, the database, which takes none.
    for (const column of CATALOGUE_CSV_COLUMNS) {
      const refusal = textRefusal(cells[column], column === 'Body' ? 'lines' : 'line');
      if (refusal) return fail(row, column, refusal);
    }
    const handle = cells.Handle;
    if (!handle) return fail(row, 'Handle', e.handleRequired);

    if (open?.product.handle !== handle) {
      const startedOn = handles.get(handle);
      if (startedOn !== undefined) return fail(row, 'Handle', e.handleRepeated(startedOn));
      if (!cells.Title) return fail(row, 'Title', e.continuesNothing);
      handles.set(handle, row);
      open = startProduct(row, handle, cells, regime, fail);
      if (open.valid) products.push(open.product);
    } else {
      for (const column of PRODUCT_CSV_COLUMNS) {
        if (cells[column] && cells[column] !== open.first[column]) {
          fail(row, column, e.differsFromFirstRow(open.product.row));
        }
      }
    }

    const variant = readVariant(row, cells, open, fail);
    if (!variant) return;
    if (variant.sku) {
      const key = variant.sku.toLowerCase();
      const seen = skus.get(key);
      if (seen === undefined) skus.set(key, row);
      else fail(row, 'Variant SKU', e.skuRepeated(seen));
    }
    if (variant.barcode) {
      const seen = barcodes.get(variant.barcode);
      if (seen === undefined) barcodes.set(variant.barcode, row);
      else fail(row, 'Variant Barcode', e.barcodeRepeated(seen));
    }
    if (errors.length === errorsBefore) open.product.variants.push(variant);
  });
  return { products, errors };
}

type Fail = (row: number, column: CatalogueCsvColumn | '', message: string) => void;

/** The product a row starts: its own columns checked; `valid` false when any is wrong. */
function startProduct(row: number, handle: string, cells: Cells, regime: TaxRegime, fail: Fail): OpenProduct {
  let valid = true;
  const cell = <S extends z.ZodType>(
    column: CatalogueCsvColumn,
    schema: S,
    value: unknown = cells[column],
  ) => {
    const checked = check(schema, value);
    if (checked.ok) return checked.value;
    valid = false;
    fail(row, column, checked.message);
    return undefined;
  };
  const longest = (column: CatalogueCsvColumn, max: number): string => {
    if (cells[column].length <= max) return cells[column];
    valid = false;
    fail(row, column, e.textTooLong(max));
    return '';
  };

  const name = cell('Title', productFieldsSchema.shape.name);
  const description = cell('Body', productFieldsSchema.shape.description);
  const minimumOrder = cells['Minimum Order']
    ? cell('Minimum Order', productFieldsSchema.shape.minimumOrder)
    : 1;
  const img = cell('Image Src', imageRef, cells['Image Src']);
  if (img !== undefined && !img.startsWith('/') && !URL.canParse(img)) {
    valid = false;
    fail(row, 'Image Src', e.imageRef);
  }
  const taxRate = readTaxRate(cells['Tax Rate'], regime);
  if (taxRate.problem) {
    valid = false;
    fail(row, 'Tax Rate', taxRate.problem);
  }
  const hsnCode = cell('HSN Code', productFieldsSchema.shape.hsnCode) ?? null;
  if (hsnCode !== null && regime === 'IN_GST' && !isGstHsnCode(hsnCode)) {
    valid = false;
    fail(row, 'HSN Code', taxMessages.hsnRequired);
  }
  const status = cells.Status.toLowerCase() || 'active';
  if (!(PRODUCT_STATUSES as readonly string[]).includes(status)) {
    valid = false;
    fail(row, 'Status', e.badStatus);
  }

  const categoryPath = cells['Product Category']
    ? cells['Product Category'].split(CATEGORY_PATH_SEPARATOR.trim()).map((level) => level.trim())
    : [];
  if (categoryPath.length > MAX_CATEGORY_DEPTH) {
    valid = false;
    fail(row, 'Product Category', e.categoryTooDeep(MAX_CATEGORY_DEPTH));
  } else if (categoryPath.some((level) => level === '')) {
    valid = false;
    fail(row, 'Product Category', e.categoryEmptyLevel);
  } else {
    for (const level of categoryPath) cell('Product Category', categoryCreateSchema.shape.name, level);
  }

  const optionNames: string[] = [];
  OPTION_NAME_COLUMNS.forEach((column, i) => {
    const optionName = longest(column, MAX_OPTION_CHARS);
    if (!optionName) return;
    if (optionNames.length < i) {
      valid = false;
      fail(row, OPTION_NAME_COLUMNS[optionNames.length]!, e.optionNameMissing);
      return;
    }
    if (optionNames.some((known) => known.toLowerCase() === optionName.toLowerCase())) {
      valid = false;
      fail(row, column, e.optionNameRepeated);
    }
    optionNames.push(optionName);
  });

  return {
    product: {
      row,
      handle,
      name: name ?? '',
      description: description ?? '',
      brand: cell('Vendor', productFieldsSchema.shape.brand) ?? '',
      categoryPath,
      optionNames,
      minimumOrder: minimumOrder ?? 1,
      taxRate: taxRate.rate,
      hsnCode,
      img: img ?? '',
      status: status as ProductStatus,
      variants: [],
    },
    first: cells,
    combinations: new Map(),
    valid,
  };
}

/**
 * A Tax Rate cell: empty for none of its own, else a percentage (`18`, `7.5`; a spreadsheet's `18%`
 * too) from the regime's list.
 */
function readTaxRate(cell: string, regime: TaxRegime): { rate: number | null; problem: string | null } {
  if (cell === '') return { rate: null, problem: null };
  const written = cell.replace(/%$/, '').trim();
  const rate = /^\d+(\.\d+)?$/.test(written) ? Number(written) : undefined;
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
  const { product } = open;
  if (product.variants.length + 1 > MAX_VARIANTS_PER_PRODUCT) {
    problem('Handle', e.tooManyVariants(MAX_VARIANTS_PER_PRODUCT));
  }

  const optionValues: string[] = [];
  OPTION_VALUE_COLUMNS.forEach((column, i) => {
    const value = cells[column];
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
  if (product.optionNames.length === 0 && row !== product.row) {
    problem('Option1 Value', e.oneVariantWithoutOptions);
  } else if (valid) {
    const key = JSON.stringify(optionValues.map((value) => value.toLowerCase()));
    const seen = open.combinations.get(key);
    if (seen === undefined) open.combinations.set(key, row);
    else problem(OPTION_VALUE_COLUMNS[0], e.optionsRepeated(seen));
  }

  const price = check(productFieldsSchema.shape.price, cells['Variant Price']);
  if (!price.ok) problem('Variant Price', price.message);
  // Below zero as the export writes stock an offline counter sale took there; the plan lets it be kept only.
  const quantity = check(signedWholeNumber(m.availableQuantityRequired), cells['Variant Inventory Qty']);
  if (!quantity.ok) problem('Variant Inventory Qty', quantity.message);
  const grams = check(variantInputSchema.shape.weightGrams, cells['Variant Grams']);
  if (!grams.ok) problem('Variant Grams', m.weightInvalid);

  const sku = check(variantInputSchema.shape.sku, cells['Variant SKU']);
  if (!sku.ok) problem('Variant SKU', sku.message);
  const barcode = check(variantInputSchema.shape.barcode, cells['Variant Barcode']);
  if (!barcode.ok) problem('Variant Barcode', barcode.message);

  if (!valid || !price.ok || !quantity.ok || !sku.ok || !barcode.ok || !grams.ok) return null;
  return {
    row,
    optionValues,
    sku: sku.value ?? null,
    barcode: barcode.value ?? null,
    priceCents: toCents(price.value),
    quantity: quantity.value,
    weightGrams: grams.value ?? null,
  };
}
