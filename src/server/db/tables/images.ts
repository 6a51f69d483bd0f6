/** Uploaded images, kept in the database. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, bytea } from './columns';

export const images = pgTable(
  'images',
  {
    id: id(),
    sha256: text('sha256').notNull().unique(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Length of `bytes`, so a user's quota is summed without reading the pictures. */
    size: integer('size').notNull().default(0),
    /** The uploader's uid (their quota); null for the seeded pictures. */
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('images_uploaded_by_idx').on(t.uploadedBy)],
);
