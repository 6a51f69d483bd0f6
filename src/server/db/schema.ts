/**
 * The shop's tables, one schema for PGlite and PostgreSQL, a file per domain under ./tables. Money is
 * integer cents; ids are opaque random strings; the API serves them as `_id` and dollars (see
 * ../serialize.ts).
 */
export { newId } from './tables/columns';
export * from './tables/catalogue';
export * from './tables/suppliers';
export * from './tables/stock';
export * from './tables/orders';
export * from './tables/payments';
export * from './tables/people';
export * from './tables/images';
export * from './tables/counter';
export * from './tables/mail';
export * from './tables/shop';
export * from './tables/invoices';
export * from './tables/credit';
export * from './tables/catalogueImports';
