/** Uploaded images, kept in the database. */
import * as pg from 'drizzle-orm/pg-core';
import { id, createdAt, bytea } from './columns';

export const images = pg.pgTable(
  'images',
  {
    id: id(),
    sha256: pg.text('sha256').notNull().unique(),
    mime: pg.text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Length of `bytes`, so a user's quota is summed without reading the pictures. */
    size: pg.integer('size').notNull().default(0),
    /** The uploader's uid (their quota); null for the seeded pictures. */
    uploadedBy: pg.text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('images_uploaded_by_idx').on(t.uploadedBy)],
);
