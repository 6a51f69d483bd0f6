/** The columns every table builds on: ids, creation times, and the types drizzle lacks. */
import { randomBytes } from 'node:crypto';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** 16 url-safe characters from 96 random bits. */
export const newId = (): string => randomBytes(12).toString('base64url');

/** PGlite answers bytea as Uint8Array, node-postgres as Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** Full-text search's document type; the database fills it (see products.searchVector). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const id = () => text('id').primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
