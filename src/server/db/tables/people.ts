/** People: users, with the name the user list sorts by, and their reviews. */
import { sql, type SQL } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { SavedAddress } from '../../../shared/entities';
import { ROLES } from '../../../shared/roles';
import { id, createdAt } from './columns';

/** The name a person goes by in the user list, lower-cased: their name, or their email while they have none. */
export const shownNameOf = (user: { name: pg.AnyPgColumn; email: pg.AnyPgColumn }): SQL =>
  sql`lower(coalesce(nullif(${user.name}, ''), ${user.email}))`;

export const users = pg.pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-case; identity and lookups compare lower-case. */
    email: pg.text('email').notNull().unique(),
    /**
     * The Firebase account this record belongs to, set at sign-in and at creation: a role follows
     * the account, not the email. Null only for records made before records were bound.
     */
    uid: pg.text('uid').unique(),
    name: pg.text('name').notNull().default(''),
    image: pg.text('image').notNull().default(''),
    phone: pg.text('phone').notNull().default(''),
    role: pg.text('role', { enum: ROLES }).notNull().default('user'),
    location: pg.text('location').notNull().default(''),
    fbLink: pg.text('fb_link').notNull().default(''),
    education: pg.text('education').notNull().default(''),
    /** The address of the customer's last order, which fills the next checkout. */
    address: pg.jsonb('address').$type<SavedAddress>(),
    /** The bell's items up to this time are read. */
    notificationsReadAt: pg.timestamp('notifications_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check('users_role_known', sql`${t.role} in ('user', 'cashier', 'admin')`),
    // The admin's user list: each sort and the search, as for orders.
    pg.index('users_created_at_id_idx').on(t.createdAt, t.id),
    pg.index('users_shown_name_id_idx').on(shownNameOf(t), t.id),
    pg.index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    pg.index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const reviews = pg.pgTable(
  'reviews',
  {
    id: id(),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    review: pg.text('review').notNull(),
    rating: pg.integer('rating').notNull(),
    /** The medium-format date the spec shows, fixed when the review is posted. */
    date: pg.text('date').notNull(),
    img: pg.text('img').notNull().default(''),
    createdAt: createdAt(),
    /**
     * A review of one product, by a customer who bought it (checked when written): one per account
     * and product, a second replacing the first. Null for the spec's site-wide reviews.
     */
    productId: pg.text('product_id'),
    /** The author's account (null for reviews written before reviews were bound to one). */
    uid: pg.text('uid'),
  },
  (t) => [
    pg.check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    pg
      .uniqueIndex('reviews_uid_product_id_idx')
      .on(t.uid, t.productId)
      .where(sql`${t.productId} is not null`),
    pg.index('reviews_product_id_created_at_idx').on(t.productId, t.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
