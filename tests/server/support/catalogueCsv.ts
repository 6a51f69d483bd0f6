/** Catalogue CSV files as a suite writes them, and the import and export as the admin calls them. */
import { expect } from 'vitest';
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '../../../src/shared/catalogueCsv';
import type { TestEnvironment } from './environment';

/** A file's row: its cells by column, empty where not given. */
export type CsvRow = Partial<Record<CatalogueCsvColumn, string | number>>;

const quoted = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

/** The file of `rows` under `columns` (all of them by default), every cell quoted. */
export const csvOf = (rows: CsvRow[], columns: readonly string[] = CATALOGUE_CSV_COLUMNS): string =>
  [columns, ...rows.map((row) => columns.map((column) => row[column as CatalogueCsvColumn] ?? ''))]
    .map((cells) => `${cells.map(quoted).join(',')}\r\n`)
    .join('');

/** `POST /product/import` of `csv`, a dry run or not, by the admin unless `as` says who. */
export const importCsv = (env: TestEnvironment, csv: string, dryRun: boolean, as = env.admin) =>
  env.api.importCatalogue({
    as,
    query: { dryRun: String(dryRun) as 'true' | 'false' },
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });

/** `GET /product/export.csv`'s text, as the admin gets it. */
export const exportCsv = async (env: TestEnvironment): Promise<string> => {
  const res = await env.api.exportCatalogue({ as: env.admin });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.raw.toString('utf8');
};
