/**
 * A catalogue file's write, staged (docs/catalogue-csv.md, tests/bench/CSV.md): short transactions
 * of its own, each a named step with its undo (as ../../orders/refundWorkflow.ts names its steps),
 * so that on the embedded database, which runs one transaction at a time, shoppers are answered
 * between them; and all or nothing in its outcome:
 * - `categories`: the paths' missing categories, made empty; undone by deleting those no product uses;
 * - `changes`: a batch of the existing products and variants the file changes, their rows as they
 *   were journalled; undone by writing them back, and their stock moved back by the ledger;
 * - `hidden`: a batch of new products, archived, with their variants, stock and `import` movements;
 *   undone by taking their stock to zero by the ledger (movements are never deleted) and archiving
 *   their variants;
 * - the flip: the hidden products live, SHOWN_PER_STEP a transaction, then the import `live`.
 * Each step is journalled in its own transaction (./importJournal.ts), so the journal always says
 * what is committed. A step that fails undoes the committed ones, the last first; an import whose
 * process died (still `staging`) is undone by the next start (`recoverInterruptedImports`), as
 * ../../../main/saleQueue.ts replays what it journalled. Once the flip has begun (its `showing`
 * step committed) the import only goes forward: every write is committed and shoppers may have
 * seen some of its products, so a failure or death then is finished by showing the rest, never
 * undone. One import runs at a time.
 */
import { sql } from 'drizzle-orm';
import { catalogueCsvErrors as e } from '../../../shared/strings/catalogueCsv';
import { isSoleClient, type Database, type Transaction } from '../../db/database';
import { categories, products, type CatalogueImportRow } from '../../db/schema';
import { nextTurn } from '../../nextTurn';
import type { MovementContext, StockActor } from '../../stock/ledger';
import {
  restoreImportedChanges,
  showImportedProducts,
  withdrawHiddenProducts,
  type ReplacedRows,
  type StockDelta,
} from '../catalogueWriter';
import {
  beginImport,
  finishImport,
  markStepUndone,
  recordStep,
  stagingImports,
  stepsToUndo,
} from './importJournal';

/** What each step committed, as its undo reads it from the journal. */
export interface StepDone {
  categories: { categoryIds: string[] };
  changes: { replaced: ReplacedRows; moved: StockDelta[]; entered: string[] };
  hidden: { productIds: string[]; variantIds: string[] };
}
export type StepKind = keyof StepDone;

type Undo<K extends StepKind> = (
  tx: Transaction,
  done: StepDone[K],
  undoing: MovementContext,
  lowStockDefault: number,
) => Promise<void>;

const undoOf: { [K in StepKind]: Undo<K> } = {
  categories: (tx, { categoryIds }) => removeUnusedCategories(tx, categoryIds),
  changes: (tx, done, undoing, lowStockDefault) => restoreImportedChanges(tx, done, undoing, lowStockDefault),
  hidden: (tx, rows, undoing, lowStockDefault) => withdrawHiddenProducts(tx, rows, undoing, lowStockDefault),
};

/** The categories an import made that no product or category uses (now its products are undone): deleted, children first. */
async function removeUnusedCategories(tx: Transaction, categoryIds: readonly string[]): Promise<void> {
  // Made parents before children: the last made goes first.
  for (const id of [...categoryIds].reverse()) {
    await tx.execute(sql`
      delete from ${categories} c where c.id = ${id}
        and not exists (select 1 from ${products} where category_id = c.id)
        and not exists (select 1 from ${categories} child where child.parent_id = c.id)`);
  }
}

/**
 * New products made live a transaction. Every index entry of a product is written again when it is
 * shown (its search vector's too: the update cannot stay on its page), about 0.13 ms a product on
 * the embedded database: 2,500 at once held it 350 ms (tests/bench/CSV.md).
 */
const SHOWN_PER_STEP = 500;

/** The flip's journal: the products it shows (`showing`, written first) and those each transaction showed. */
interface FlipDone {
  productIds: string[];
}

/**
 * Shows `toShow` but those `shownAlready`, SHOWN_PER_STEP a transaction journalled as a `shown`
 * step, and ends the import live.
 */
async function showInSteps(
  db: Database,
  importId: string,
  toShow: readonly string[],
  shownAlready: ReadonlySet<string> = new Set(),
): Promise<void> {
  const left = toShow.filter((id) => !shownAlready.has(id));
  for (let at = 0; at < left.length; at += SHOWN_PER_STEP) {
    const productIds = left.slice(at, at + SHOWN_PER_STEP);
    await nextTurn();
    await db.transaction(async (tx) => {
      await showImportedProducts(tx, productIds);
      await recordStep(tx, importId, 'shown', { productIds } satisfies FlipDone);
    });
  }
  await nextTurn();
  await finishImport(db, importId, 'live');
}

/** An interrupted import finished: shown, when its flip had begun; otherwise undone. */
async function finishInterrupted(
  db: Database,
  journal: Pick<CatalogueImportRow, 'id' | 'actorUid' | 'actorEmail'>,
  lowStockDefault: number,
): Promise<void> {
  const steps = await stepsToUndo(db, journal.id);
  const showing = steps.find((step) => step.kind === 'showing');
  if (!showing) return undoImport(db, journal, lowStockDefault);
  const shown = steps.flatMap((step) => (step.kind === 'shown' ? (step.done as FlipDone).productIds : []));
  await showInSteps(db, journal.id, (showing.done as FlipDone).productIds, new Set(shown));
}

/** How long a staging import on PostgreSQL may go without a step before another instance takes it for dead. */
const SILENT_FOR_DEAD_MS = 10 * 60_000;

/** The imports this process is running: on the embedded database, any other staging one is dead. */
const runningHere = new Set<string>();

/** Undoes an import's committed steps, the last first, each in its own transaction with its journal. */
async function undoImport(
  db: Database,
  journal: Pick<CatalogueImportRow, 'id' | 'actorUid' | 'actorEmail'>,
  lowStockDefault: number,
) {
  const undoing: MovementContext = {
    reason: 'import',
    actor: { uid: journal.actorUid, email: journal.actorEmail },
    note: e.importUndone,
  };
  for (const step of await stepsToUndo(db, journal.id)) {
    await nextTurn();
    await db.transaction(async (tx) => {
      // Marked first: another instance undoing the same import meanwhile waits here, then skips it.
      if (!(await markStepUndone(tx, journal.id, step.seq))) return;
      const kind = step.kind as StepKind;
      await (undoOf[kind] as Undo<StepKind>)(tx, step.done as StepDone[StepKind], undoing, lowStockDefault);
    });
  }
  await finishImport(db, journal.id, 'undone');
}

/**
 * Finishes the imports left staging by a process that died: on the embedded database every one this
 * process is not running (one process holds it); on PostgreSQL those silent for a while, since
 * another instance may be running one. Each is undone, or shown when its flip had begun. Called at
 * the server's start and before each import. Answers how many it finished.
 */
export async function recoverInterruptedImports(db: Database, lowStockDefault: number): Promise<number> {
  const silentSince = isSoleClient(db) ? null : new Date(Date.now() - SILENT_FOR_DEAD_MS);
  const left = (await stagingImports(db, silentSince)).filter((journal) => !runningHere.has(journal.id));
  for (const journal of left) await finishInterrupted(db, journal, lowStockDefault);
  return left.length;
}

export interface StagedWrite {
  /** Runs `work` in a transaction of its own, journalled as a step of `kind` that committed `done`. */
  step<K extends StepKind, A>(
    kind: K,
    work: (tx: Transaction) => Promise<{ done: StepDone[K]; answer: A }>,
  ): Promise<A>;
}

/**
 * Runs a catalogue file's write as an import of its own (409 while another runs): `write` commits
 * its steps through `staged`, then answers the new products to show (null: it wrote nothing, the
 * file refused) and its answer. The products are then shown, a few short transactions, and the
 * import ends live; anything failing before the flip begins undoes every step committed, and
 * anything failing after it is finished by the next recovery. The error goes on.
 */
export async function stagedImport<A>(
  db: Database,
  actor: StockActor,
  lowStockDefault: number,
  write: (staged: StagedWrite) => Promise<{ shown: string[] | null; answer: A }>,
): Promise<A> {
  await recoverInterruptedImports(db, lowStockDefault);
  const importId = await beginImport(db, actor);
  runningHere.add(importId);
  try {
    const staged: StagedWrite = {
      async step(kind, work) {
        // A turn for the requests waiting: on the embedded database they run between the steps.
        await nextTurn();
        return db.transaction(async (tx) => {
          const { done, answer } = await work(tx);
          await recordStep(tx, importId, kind, done);
          return answer;
        });
      },
    };
    let flipping = false;
    try {
      const { shown, answer } = await write(staged);
      await nextTurn();
      if (shown === null) {
        await finishImport(db, importId, 'undone');
        return answer;
      }
      await db.transaction((tx) =>
        recordStep(tx, importId, 'showing', { productIds: shown } satisfies FlipDone),
      );
      flipping = true;
      await showInSteps(db, importId, shown);
      return answer;
    } catch (error) {
      if (flipping) {
        console.error(
          `catalogue import ${importId} not shown whole yet (the next recovery shows the rest):`,
          error,
        );
        throw error;
      }
      const journal = { id: importId, actorUid: actor.uid, actorEmail: actor.email };
      // An undo cut short is finished by the next start's (or the next import's) recovery.
      await undoImport(db, journal, lowStockDefault).catch((undoError: unknown) =>
        console.error(`catalogue import ${importId} not undone yet:`, undoError),
      );
      throw error;
    }
  } finally {
    runningHere.delete(importId);
  }
}
