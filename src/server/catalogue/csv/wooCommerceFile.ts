/**
 * WooCommerce's product export (docs/catalogue-csv.md), read into the catalogue's columns: one row
 * per simple or variable product and one per variation, found by its `Parent` (a SKU, or `id:NN`)
 * wherever it is in the file. A product's handle is its SKU, else `id:` and its ID, so that an
 * updated export updates the same products. A variable product's attributes (up to three) are its
 * options; a variation that leaves one empty ("any") becomes one variant per value the product
 * lists, said in the warnings. `Sale price` is the price where set, an empty `Stock` is 0, the first
 * of `Categories` is the category and the first of `Images` the picture, `Published` 1 is on sale
 * (0, a draft, and -1, private, are archived), `Weight (lbs)` and its kin are converted to grams.
 * Grouped and external products are left out, by name, in the warnings. `HSN Code` and `Tax Rate`
 * are read as in the shop's own file (./shopifyFile.ts), the HSN code else from the product meta a
 * GST plugin exports (HSN_META); both are the product's, a variation giving another is a row error.
 */
import {
  WOOCOMMERCE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type ImportRowError,
} from '../../../shared/catalogueCsv';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../../shared/strings/catalogueCsv';
import {
  cellText,
  gramsOf,
  headerNames,
  sameProductCell,
  turnBeforeRow,
  type Cells,
  type SourceFile,
  type SourceRow,
} from './sourceFile';

const MAX_OPTIONS = 3;
/** `Weight (lbs)`, `Weight (kg)`, …: the unit is the store's, written in the column's name. */
const WEIGHT_COLUMN = /^Weight \((\w+)\)$/;
const BARCODE_COLUMN = 'GTIN, UPC, EAN, or ISBN';
const ATTRIBUTE_COLUMN = /^Attribute (\d+) (name|value\(s\))$/;
/**
 * The product meta WooCommerce's export writes (with "Export custom meta") where a GST plugin keeps
 * the HSN code: `hsn_prod_id` is "GST for WooCommerce"'s key, `hsn_code` the usual one of the others.
 * Read when `HSN Code` is absent or empty.
 */
const HSN_META = ['Meta: hsn_code', 'Meta: hsn_prod_id'];
/** The shop's own columns a WooCommerce file may add, read as the shop's file reads them. */
const OWN_COLUMNS = ['HSN Code', 'Tax Rate'] as const satisfies readonly CatalogueCsvColumn[];
/** The columns read into the catalogue's; any other is named in the warnings. */
const READ = new Set([
  'ID',
  'Type',
  'SKU',
  'Name',
  'Published',
  'Description',
  'In stock?',
  'Stock',
  'Sale price',
  'Regular price',
  'Categories',
  'Images',
  'Parent',
  'Brands',
  BARCODE_COLUMN,
  ...OWN_COLUMNS,
  ...HSN_META,
]);

/** The catalogue's columns as a WooCommerce file names them, for problems to name the file's. */
const FILE_COLUMNS: Partial<Record<CatalogueCsvColumn, string>> = {
  Handle: 'SKU',
  Title: 'Name',
  'Body (HTML)': 'Description',
  Vendor: 'Brands',
  'Product Category': 'Categories',
  'Option1 Name': 'Attribute 1 name',
  'Option2 Name': 'Attribute 2 name',
  'Option3 Name': 'Attribute 3 name',
  'Option1 Value': 'Attribute 1 value(s)',
  'Option2 Value': 'Attribute 2 value(s)',
  'Option3 Value': 'Attribute 3 value(s)',
  'Variant SKU': 'SKU',
  'Variant Barcode': BARCODE_COLUMN,
  'Variant Price': 'Regular price',
  'Variant Inventory Qty': 'Stock',
  'Image Src': 'Images',
  Status: 'Published',
};

/** A record's cells by the file's column names. */
type Record_ = { row: number; get: (name: string) => string };

interface WooProduct {
  record: Record_;
  handle: string;
  variable: boolean;
  variations: Record_[];
}

/** WooCommerce writes a list as `a, b, c`, a comma inside a name as `\,`. */
const listOf = (cell: string): string[] =>
  cell === ''
    ? []
    : cell
        .split(/(?<!\\),/)
        .map((item) => item.replace(/\\,/g, ',').trim())
        .filter((item) => item !== '');

const typesOf = (record: Record_) => listOf(record.get('Type').toLowerCase());

/** The attributes a record names, `name → value(s)`, in their order. */
function attributesOf(record: Record_, numbers: number[]): { name: string; value: string; n: number }[] {
  return numbers
    .map((n) => ({
      n,
      name: record.get(`Attribute ${n} name`),
      value: record.get(`Attribute ${n} value(s)`),
    }))
    .filter((attribute) => attribute.name !== '');
}

export async function readWooCommerceFile(header: string[], body: string[][]): Promise<SourceFile> {
  const errors: ImportRowError[] = [];
  const warnings: string[] = [];
  const names = headerNames(header, errors, e.repeatedColumn);
  const at = new Map(names.map((name, i) => [name, i] as const));
  const weightColumn = names.find((name) => WEIGHT_COLUMN.test(name));
  const attributeNumbers = [
    ...new Set(
      names.flatMap((name) => (ATTRIBUTE_COLUMN.exec(name) ? [Number(ATTRIBUTE_COLUMN.exec(name)![1])] : [])),
    ),
  ].sort((a, b) => a - b);
  const ignored = names.filter(
    (name) => name !== '' && !READ.has(name) && name !== weightColumn && !ATTRIBUTE_COLUMN.test(name),
  );
  for (const column of WOOCOMMERCE_CSV_COLUMNS) {
    if (!at.has(column)) errors.push({ row: 1, column, message: e.missingColumn });
  }

  const columns = new Set<CatalogueCsvColumn>([
    'Handle',
    'Title',
    'Option1 Name',
    'Option2 Name',
    'Option3 Name',
    'Option1 Value',
    'Option2 Value',
    'Option3 Value',
  ]);
  const gives = (file: string, column: CatalogueCsvColumn) => at.has(file) && columns.add(column);
  gives('Description', 'Body (HTML)');
  gives('Brands', 'Vendor');
  gives('Categories', 'Product Category');
  gives('Images', 'Image Src');
  gives('Published', 'Status');
  gives('SKU', 'Variant SKU');
  gives(BARCODE_COLUMN, 'Variant Barcode');
  gives('Regular price', 'Variant Price');
  gives('Sale price', 'Variant Price');
  gives('Stock', 'Variant Inventory Qty');
  if (weightColumn) columns.add('Variant Grams');
  for (const column of OWN_COLUMNS) gives(column, column);
  const hsnMeta = HSN_META.filter((name) => at.has(name));
  if (hsnMeta.length > 0) columns.add('HSN Code');

  const records: Record_[] = body.map((cells, index) => ({
    row: index + 2,
    get: (name: string) => (at.has(name) ? cellText(cells[at.get(name)!]) : ''),
  }));
  /** The column each row's HSN code came from, for a problem with it to name. */
  const hsnColumnOf = new Map<number, string>();
  /** A record's own columns of the shop's: its HSN code from the plugin's meta where `HSN Code` gives none. */
  const ownCells = (record: Record_): Cells => {
    const cells: Cells = {};
    if (columns.has('Tax Rate')) cells['Tax Rate'] = record.get('Tax Rate');
    if (columns.has('HSN Code')) {
      const given = ['HSN Code', ...hsnMeta].find((name) => record.get(name) !== '');
      if (given) hsnColumnOf.set(record.row, given);
      cells['HSN Code'] = given ? record.get(given) : '';
    }
    return cells;
  };
  const products: WooProduct[] = [];
  const byReference = new Map<string, WooProduct>();
  const variations: Record_[] = [];
  const skipped: string[] = [];
  for (const record of records) {
    const types = typesOf(record);
    if (types.includes('variation')) {
      variations.push(record);
    } else if (types.includes('grouped') || types.includes('external')) {
      skipped.push(record.get('Name'));
    } else if (types.includes('simple') || types.includes('variable')) {
      const sku = record.get('SKU');
      const id = record.get('ID');
      const handle = sku || (id ? `id:${id}` : '');
      if (!handle) {
        errors.push({ row: record.row, column: 'SKU', message: e.wooReferenceRequired });
        continue;
      }
      const product: WooProduct = { record, handle, variable: types.includes('variable'), variations: [] };
      products.push(product);
      if (sku) byReference.set(sku.toLowerCase(), product);
      if (id) byReference.set(`id:${id}`, product);
    } else {
      errors.push({ row: record.row, column: 'Type', message: e.wooType });
    }
  }
  for (const variation of variations) {
    const parent = variation.get('Parent');
    const product = byReference.get(parent.toLowerCase());
    if (product?.variable) product.variations.push(variation);
    else errors.push({ row: variation.row, column: 'Parent', message: e.wooParentMissing(parent) });
  }

  let salePrices = 0;
  let emptyStock = 0;
  const anyExpanded: string[] = [];
  const extraImages = new Map<string, number>();
  /** A variant's cells from its record: price, stock, codes and weight (its product's where it gives none). */
  const variantCells = (record: Record_, product: Record_): Cells => {
    const cells: Cells = {};
    if (columns.has('Variant SKU')) cells['Variant SKU'] = record.get('SKU');
    if (columns.has('Variant Barcode')) cells['Variant Barcode'] = record.get(BARCODE_COLUMN);
    if (columns.has('Variant Price')) {
      const sale = record.get('Sale price');
      if (sale !== '') salePrices += 1;
      cells['Variant Price'] = sale || record.get('Regular price');
    }
    if (columns.has('Variant Inventory Qty')) {
      const stock = record.get('Stock');
      if (stock === '') emptyStock += 1;
      cells['Variant Inventory Qty'] = stock || '0';
    }
    if (weightColumn) {
      const weight = record.get(weightColumn) || product.get(weightColumn);
      const unit = WEIGHT_COLUMN.exec(weightColumn)![1]!;
      cells['Variant Grams'] = weight === '' ? '' : (gramsOf(weight, unit) ?? weight);
    }
    return cells;
  };

  const fileColumn = (column: CatalogueCsvColumn, row: number): string =>
    FILE_COLUMNS[column] ??
    (column === 'Variant Grams'
      ? weightColumn!
      : column === 'HSN Code'
        ? (hsnColumnOf.get(row) ?? (at.has('HSN Code') ? 'HSN Code' : hsnMeta[0]!))
        : column);

  const rows: SourceRow[] = [];
  for (const [index, product] of products.entries()) {
    await turnBeforeRow(index);
    const { record } = product;
    const published = record.get('Published');
    if (columns.has('Status') && !['1', '0', '-1', ''].includes(published)) {
      errors.push({ row: record.row, column: 'Published', message: e.wooPublished });
    }
    const images = listOf(record.get('Images'));
    const own: Cells = {
      Handle: product.handle,
      Title: record.get('Name'),
      ...(columns.has('Body (HTML)') && { 'Body (HTML)': record.get('Description') }),
      ...(columns.has('Vendor') && { Vendor: listOf(record.get('Brands'))[0] ?? '' }),
      ...(columns.has('Product Category') && {
        'Product Category': listOf(record.get('Categories'))[0] ?? '',
      }),
      ...(columns.has('Image Src') && { 'Image Src': images[0] ?? '' }),
      ...(columns.has('Status') && { Status: published === '1' || published === '' ? 'active' : 'archived' }),
      ...ownCells(record),
    };
    const pictures = new Set(images);

    if (!product.variable) {
      rows.push({ row: record.row, cells: { ...own, ...variantCells(record, record) } });
    } else {
      const attributes = attributesOf(record, attributeNumbers);
      if (attributes.length > MAX_OPTIONS) {
        errors.push({
          row: record.row,
          column: `Attribute ${attributes[MAX_OPTIONS]!.n} name`,
          message: e.wooTooManyAttributes(MAX_OPTIONS),
        });
        continue;
      }
      if (product.variations.length === 0) {
        errors.push({ row: record.row, column: 'Type', message: e.wooNoVariations });
        continue;
      }
      attributes.forEach(
        (attribute, i) => (own[`Option${i + 1} Name` as CatalogueCsvColumn] = attribute.name),
      );
      let first = true;
      for (const variation of product.variations) {
        // A variation's HSN code and rate are its product's, as a Shopify variant's are: another is an error.
        for (const [column, value] of Object.entries(ownCells(variation)) as [CatalogueCsvColumn, string][]) {
          if (value && !sameProductCell(column, own[column], value)) {
            errors.push({
              row: variation.row,
              column: fileColumn(column, variation.row),
              message: e.differsFromFirstRow(record.row),
            });
          }
        }
        for (const image of listOf(variation.get('Images'))) pictures.add(image);
        const given = attributesOf(variation, attributeNumbers);
        const valueOf = (name: string) =>
          given.find((attribute) => attribute.name.toLowerCase() === name.toLowerCase())?.value ?? '';
        // "Any" value of an attribute: one variant per value the product lists.
        let combinations: string[][] = [[]];
        const anyOf: string[] = [];
        for (const attribute of attributes) {
          const value = valueOf(attribute.name);
          const values = value ? [value] : listOf(attribute.value);
          if (!value) anyOf.push(attribute.name);
          combinations = combinations.flatMap((combination) => values.map((one) => [...combination, one]));
        }
        if (anyOf.length > 0) anyExpanded.push(w.wooAnyExpanded(variation.get('Name'), variation.row, anyOf));
        const cells = variantCells(variation, record);
        for (const combination of combinations) {
          const optionCells: Cells = {};
          combination.forEach(
            (value, i) => (optionCells[`Option${i + 1} Value` as CatalogueCsvColumn] = value),
          );
          rows.push({
            row: first ? record.row : variation.row,
            variantRow: variation.row,
            cells: {
              ...(first ? own : { Handle: product.handle }),
              ...cells,
              // A SKU names one variant: an "any" variation's variants go without it.
              ...(combinations.length > 1 && columns.has('Variant SKU') && { 'Variant SKU': '' }),
              ...optionCells,
            },
          });
          first = false;
        }
      }
    }
    if (pictures.size > 1) extraImages.set(product.handle, pictures.size - 1);
  }

  if (ignored.length > 0) warnings.push(w.columnsIgnored(ignored));
  if (skipped.length > 0) warnings.push(w.wooSkipped(skipped));
  if (salePrices > 0) warnings.push(w.wooSalePrice(salePrices));
  if (emptyStock > 0) warnings.push(w.wooEmptyStock(emptyStock));
  warnings.push(...anyExpanded);
  return {
    columns,
    fileColumn,
    rows,
    extraImages,
    warnings,
    errors,
  };
}
