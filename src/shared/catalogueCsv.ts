/**
 * The catalogue as CSV (docs/catalogue-csv.md): its columns (Shopify's names where Shopify has
 * one), the file's limits, and what an import takes and answers, said once for the server, the
 * staff screen and the desktop app's save.
 */
import { z } from 'zod';
import { localDate } from './tax/financialYear';

/** One row per variant; the product's own columns are filled on its first row only. */
export const CATALOGUE_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Barcode',
  'Variant Price',
  'Variant Inventory Qty',
  'Variant Grams',
  'Minimum Order',
  'Tax Rate',
  'HSN Code',
  'Image Src',
  'Status',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The columns that describe the product rather than one of its variants. */
export const PRODUCT_CSV_COLUMNS = [
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Option1 Name',
  'Option2 Name',
  'Option3 Name',
  'Minimum Order',
  'Tax Rate',
  'HSN Code',
  'Image Src',
  'Status',
] as const satisfies readonly CatalogueCsvColumn[];

export const OPTION_NAME_COLUMNS = ['Option1 Name', 'Option2 Name', 'Option3 Name'] as const;
export const OPTION_VALUE_COLUMNS = ['Option1 Value', 'Option2 Value', 'Option3 Value'] as const;

/** The columns a file must have: Handle and Title (Shopify requires only these too). */
export const REQUIRED_CSV_COLUMNS = ['Handle', 'Title'] as const satisfies readonly CatalogueCsvColumn[];

/** The columns by which a WooCommerce product export is known, and the ones it must have. */
export const WOOCOMMERCE_CSV_COLUMNS = ['Type', 'SKU', 'Name', 'Parent'] as const;

/** How a category path is written: `Tools > Power tools > Drills`. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

export const PRODUCT_STATUSES = ['active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const MAX_IMPORT_MEGABYTES = 20;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MEGABYTES * 1024 * 1024;

/** The catalogue's CSV as saved, dated by the day it was made in `timeZone`: `catalogue-2026-11-26.csv`. */
export const catalogueCsvFilename = (now: Date, timeZone: string): string =>
  `catalogue-${localDate(now, timeZone)}.csv`;

/**
 * What an import does with an `Image Src` it cannot download (unreachable, too slow, too large, not
 * an image): a row error, as docs/catalogue-csv.md has it by default, or left out, the product taking the placeholder (a
 * new one) or keeping its picture. An address refused as private is an error either way.
 */
export const UNFETCHED_IMAGE_CHOICES = ['error', 'placeholder'] as const;
export type UnfetchedImages = (typeof UNFETCHED_IMAGE_CHOICES)[number];

/** `POST /product/import?dryRun=&unfetchedImages=`: a dry run (the default) checks the file and changes nothing. */
export const catalogueImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun is true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  unfetchedImages: z
    .enum(UNFETCHED_IMAGE_CHOICES, { error: 'unfetchedImages is error or placeholder' })
    .default('error'),
});
export type CatalogueImportQuery = z.input<typeof catalogueImportQuerySchema>;
/** The query as the staff screen and the desktop app pass it on. */
export type CatalogueImportChoice = z.output<typeof catalogueImportQuerySchema>;

const counts = z.strictObject({ create: z.number().int().min(0), update: z.number().int().min(0) });

export const importRowErrorSchema = z.strictObject({
  row: z.number().int().min(1).describe('The record’s number in the file, the column names being row 1'),
  column: z.string().describe('The column the problem is in; empty for the row or the file as a whole'),
  message: z.string(),
  unfetchedImage: z
    .literal(true)
    .optional()
    .describe('The row’s picture could not be downloaded: unfetchedImages=placeholder imports without it'),
});
export type ImportRowError = z.output<typeof importRowErrorSchema>;

/** What an import would do (a dry run) or did; with any error, nothing was applied. */
export const catalogueImportReportSchema = z.strictObject({
  dryRun: z.boolean(),
  applied: z.boolean().describe('True only when the file was imported: never on a dry run or with errors'),
  products: counts,
  variants: counts,
  errors: z.array(importRowErrorSchema),
  warnings: z
    .array(z.string())
    .describe(
      'What the import leaves out or reads its own way (columns it ignores, extra images…), each said once',
    ),
});
export type CatalogueImportReport = z.output<typeof catalogueImportReportSchema>;
