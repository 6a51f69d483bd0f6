/**
 * The journal of a catalogue file's staged write (../../catalogue/csv/stagedImport.ts): the import,
 * and each step it committed with what undoing it needs, written in that step's own transaction, so
 * the journal always says exactly what is committed; its steps are deleted once it has ended. An
 * import still `staging` when its process died is undone at the next start.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

export const CATALOGUE_IMPORT_STATES = ['staging', 'live', 'undone'] as const;
export type CatalogueImportState = (typeof CATALOGUE_IMPORT_STATES)[number];

export const catalogueImports = pg.pgTable(
  'catalogue_imports',
  {
    id: id(),
    /** Who imported: the compensating movements of an undo are theirs too. */
    actorUid: pg.text('actor_uid').notNull(),
    actorEmail: pg.text('actor_email').notNull(),
    state: pg.text('state', { enum: CATALOGUE_IMPORT_STATES }).notNull().default('staging'),
    createdAt: createdAt(),
    /** Raised by each step: an import whose heartbeat stopped long ago has no process writing it. */
    heartbeatAt: pg.timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    pg.check(
      'catalogue_imports_state_known',
      sql.raw(`state in (${CATALOGUE_IMPORT_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
    // One import at a time: a second one is refused while the first is staging.
    pg
      .uniqueIndex('catalogue_imports_one_staging_idx')
      .on(t.state)
      .where(sql`${t.state} = 'staging'`),
  ],
);
export type CatalogueImportRow = typeof catalogueImports.$inferSelect;

/** One committed step of an import: its kind and what it did, as its undo reads it. */
export const catalogueImportSteps = pg.pgTable(
  'catalogue_import_steps',
  {
    importId: pg
      .text('import_id')
      .notNull()
      .references(() => catalogueImports.id),
    /** Its place among the import's steps: undone in reverse. */
    seq: pg.integer('seq').notNull(),
    kind: pg.text('kind').notNull(),
    done: pg.jsonb('done').notNull(),
    /** Set in the transaction that undid it, so an undo cut short resumes where it stopped. */
    undoneAt: pg.timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [pg.primaryKey({ columns: [t.importId, t.seq] })],
);
