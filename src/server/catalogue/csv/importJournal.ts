/**
 * The one writer of the catalogue imports' journal (tables/catalogueImports.ts): an import begun,
 * each step it committed (written in that step's own transaction), each step undone (in the undo's
 * transaction), and how the import ended.
 */
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { catalogueCsvErrors as e } from '../../../shared/strings/catalogueCsv';
import type { Database, Transaction } from '../../db/database';
import { catalogueImportSteps, catalogueImports, type CatalogueImportRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { StockActor } from '../../stock/ledger';

const ONE_STAGING_INDEX = 'catalogue_imports_one_staging_idx';

function isOneStagingRefusal(error: unknown): boolean {
  const refused = (error ?? {}) as { constraint?: string; cause?: { constraint?: string } };
  return (refused.constraint ?? refused.cause?.constraint) === ONE_STAGING_INDEX;
}

/** Starts an import's journal, `staging`; 409 while another import is staging. Answers its id. */
export async function beginImport(db: Database, actor: StockActor): Promise<string> {
  const [begun] = await db
    .insert(catalogueImports)
    .values({ actorUid: actor.uid, actorEmail: actor.email })
    .returning({ id: catalogueImports.id })
    .catch((error: unknown) => {
      throw isOneStagingRefusal(error) ? new HttpError(409, { message: e.importRunning }) : error;
    });
  return begun!.id;
}

/**
 * Records a step the caller's transaction commits, and that the import is alive; refused (the step
 * rolled back) when it is no longer staging: another instance took it for dead and finished it.
 */
export async function recordStep(
  tx: Transaction,
  importId: string,
  kind: string,
  done: unknown,
): Promise<void> {
  await tx.insert(catalogueImportSteps).values({
    importId,
    kind,
    done,
    seq: sql`(select coalesce(max(seq), 0) + 1 from ${catalogueImportSteps} where import_id = ${importId})`,
  });
  const [alive] = await tx
    .update(catalogueImports)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.state, 'staging')))
    .returning({ id: catalogueImports.id });
  if (!alive) throw new Error(takenForDead(importId));
}

const takenForDead = (importId: string) =>
  `catalogue import ${importId} was finished by another instance as interrupted`;

/** The steps of an import not undone yet, the last committed first. */
export const stepsToUndo = (db: Database, importId: string) =>
  db
    .select()
    .from(catalogueImportSteps)
    .where(and(eq(catalogueImportSteps.importId, importId), isNull(catalogueImportSteps.undoneAt)))
    .orderBy(desc(catalogueImportSteps.seq));

/** Marks a step undone in the undo's transaction; false when it was already (by another instance). */
export async function markStepUndone(tx: Transaction, importId: string, seq: number): Promise<boolean> {
  const marked = await tx
    .update(catalogueImportSteps)
    .set({ undoneAt: new Date() })
    .where(
      and(
        eq(catalogueImportSteps.importId, importId),
        eq(catalogueImportSteps.seq, seq),
        isNull(catalogueImportSteps.undoneAt),
      ),
    )
    .returning({ seq: catalogueImportSteps.seq });
  return marked.length > 0;
}

/**
 * The import ends: live (the flip's transaction) or undone (after its last step's undo). Its steps
 * go with it: what they kept to undo them (a re-priced catalogue's rows as they were) is no use once
 * it has ended. Going live is refused when it is no longer staging (another instance took it for dead).
 */
export async function finishImport(
  tx: Transaction | Database,
  importId: string,
  state: 'live' | 'undone',
): Promise<void> {
  const [ended] = await tx
    .update(catalogueImports)
    .set({ state, finishedAt: new Date() })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.state, 'staging')))
    .returning({ id: catalogueImports.id });
  if (!ended && state === 'live') throw new Error(takenForDead(importId));
  await tx.delete(catalogueImportSteps).where(eq(catalogueImportSteps.importId, importId));
}

/** Imports still staging whose last sign of life is before `before` (any, when null). */
export const stagingImports = (db: Database, before: Date | null): Promise<CatalogueImportRow[]> =>
  db
    .select()
    .from(catalogueImports)
    .where(
      and(
        eq(catalogueImports.state, 'staging'),
        before === null ? undefined : lt(catalogueImports.heartbeatAt, before),
      ),
    )
    .orderBy(asc(catalogueImports.createdAt));
