/**
 * The catalogue as CSV (docs/catalogue-csv.md): export and import, admin only. Part of the one
 * endpoint table (./endpoints.ts).
 */
import { z } from 'zod';
import {
  CATALOGUE_CSV_COLUMNS,
  MAX_IMPORT_MEGABYTES,
  catalogueImportQuerySchema,
  catalogueImportReportSchema,
} from '../catalogueCsv';
import { defineEndpoints } from './endpoint';

export const catalogueCsvEndpoints = defineEndpoints({
  exportCatalogue: {
    method: 'GET',
    path: '/product/export.csv',
    access: 'admin',
    write: false,
    tag: 'catalogue',
    summary: 'The whole catalogue as CSV, one row per variant (admin)',
    description: `Columns: ${CATALOGUE_CSV_COLUMNS.join(', ')}. The rows of a product share its Handle (the one its imported file gave it, else its id); the product's own columns are on its first row. What it exports, the import reads back unchanged.`,
    produces: 'text/csv',
    responses: { 200: z.string().describe('A header row, then one row per variant (RFC 4180)') },
  },
  importCatalogue: {
    method: 'POST',
    path: '/product/import',
    access: 'admin',
    write: true,
    tag: 'catalogue',
    summary: 'Check (dryRun=true) or import (dryRun=false) a catalogue CSV (admin)',
    description:
      `The shop's export, or a Shopify or WooCommerce product export as it is (told apart by the first row; 400 for neither), at most ${MAX_IMPORT_MEGABYTES} MB (413 beyond). ` +
      'Any subset of the columns (Handle and Title required); a column left out leaves its field as it is. A Handle that is a product’s handle or id updates it, ' +
      'any other starts a new product kept under it; a variant is matched by its options. The answer counts what is (or would be) ' +
      'created and updated, lists every problem by row and column, and names once what the import leaves out (`warnings`). Importing is all or nothing: with any problem, ' +
      'nothing is applied (`applied: false`); a write that fails half-way is undone. One import at a time: 409 while another runs. Images given by http(s) address are fetched by the dry run too, and downloaded before the import; ' +
      'one that cannot be downloaded is a row error (flagged `unfetchedImage`), or with `unfetchedImages=placeholder` left out and named in the warnings (the product takes the placeholder picture, or keeps its own). An address on a private network is an error either way.',
    consumes: 'text/csv',
    rawBody: true,
    query: catalogueImportQuerySchema,
    body: z.string().describe('The CSV file'),
    responses: { 200: catalogueImportReportSchema },
  },
});
