/**
 * The embedded database's upkeep (src/server/db/embeddedUpkeep.ts): PGlite has no autovacuum, so the
 * shop vacuums and analyzes the tables autovacuum would, by PostgreSQL's own thresholds, every
 * autovacuum_naptime. On a real PGlite: what it takes and leaves, what a reader gains (an
 * index-only scan that no longer visits the table), and its schedule.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedUpkeep, upkeepPass } from '../../src/server/db/embeddedUpkeep';

interface TableStats {
  relname: string;
  n_dead_tup: number;
  last_vacuum: Date | null;
  last_analyze: Date | null;
}

const opened: PGlite[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** A PGlite whose autovacuum_naptime is `naptimeSeconds`, as a shop's database could be started. */
async function embedded(naptimeSeconds = 60): Promise<PGlite> {
  const db = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `autovacuum_naptime=${naptimeSeconds}`],
  });
  opened.push(db);
  return db;
}

/** The statistics as they stand after every change so far (PostgreSQL flushes them lazily). */
async function statsOf(db: PGlite, table: string): Promise<TableStats> {
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<TableStats>(
    'select relname, n_dead_tup, last_vacuum, last_analyze from pg_stat_user_tables where relname = $1',
    [table],
  );
  return rows[0]!;
}

/** How many rows an index-only scan of `table`'s `n` below 100 still read from the table itself. */
async function heapFetches(db: PGlite, table: string): Promise<number> {
  await db.exec('set enable_seqscan = off; set enable_bitmapscan = off');
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: { 'Heap Fetches'?: number } }] }>(
    `explain (analyze, format json) select n from ${table} where n < 100`,
  );
  await db.exec('reset enable_seqscan; reset enable_bitmapscan');
  return rows[0]!['QUERY PLAN'][0].Plan['Heap Fetches']!;
}

/** `table` with 1,000 rows indexed on `n`, vacuumed and analyzed as a shop's tables are at start. */
async function tableOfRows(db: PGlite, table: string): Promise<void> {
  await db.exec(`
    create table ${table} (id int primary key, n int not null, note text);
    create index on ${table} (n);
    insert into ${table} select g, g, 'row ' || g from generate_series(1, 1000) g;`);
  // The inserts counted first, so the analyze below starts the table's count of changes afresh.
  await db.query('select pg_stat_force_next_flush()');
  await db.exec(`vacuum (analyze) ${table}`);
}

describe('the embedded database kept as autovacuum would', () => {
  it('vacuums and analyzes a table past its thresholds, leaves one below them, and readers stop visiting dead rows', async () => {
    const db = await embedded();
    // A name that must be quoted: the pass names tables as the catalogue quotes them.
    await tableOfRows(db, '"Busy Orders"');
    await tableOfRows(db, 'quiet');
    // 300 dead rows against autovacuum's 50 + 20% of 1,000 = 250; the quiet table's 10 are far below.
    await db.exec(
      `update "Busy Orders" set n = n + 1 where id <= 300; update quiet set n = n + 1 where id <= 10`,
    );
    const quietBefore = await statsOf(db, 'quiet');
    expect((await statsOf(db, 'Busy Orders')).n_dead_tup).toBe(300);
    expect(await heapFetches(db, '"Busy Orders"')).toBeGreaterThan(0);

    const kept = await upkeepPass(db);

    expect(kept).toEqual([{ table: '"Busy Orders"', vacuum: true, analyze: true }]);
    const busy = await statsOf(db, 'Busy Orders');
    expect(busy.n_dead_tup).toBe(0);
    expect(busy.last_vacuum).not.toBeNull();
    expect(busy.last_analyze).not.toBeNull();
    expect(await heapFetches(db, '"Busy Orders"')).toBe(0);
    const quiet = await statsOf(db, 'quiet');
    expect(quiet.n_dead_tup).toBe(10);
    expect(quiet.last_vacuum).toEqual(quietBefore.last_vacuum);
    // Nothing is due any more, so the next pass does nothing.
    expect(await upkeepPass(db)).toEqual([]);
  });

  it('analyzes a table whose rows changed without dying, and vacuums one that only grew', async () => {
    const db = await embedded();
    await tableOfRows(db, 'grown');
    await tableOfRows(db, 'deleted');
    // 1,300 rows inserted against autovacuum's insert threshold of 1,000 + 20% of 1,000.
    await db.exec(`insert into grown select g, g, 'row ' || g from generate_series(1001, 2300) g`);
    // 200 rows deleted: dead, below the vacuum's 50 + 20% of 1,000, and changed, past the
    // analyze's 50 + 10%.
    await db.exec('delete from deleted where id <= 200');
    await statsOf(db, 'deleted');

    expect(await upkeepPass(db)).toEqual([
      { table: 'grown', vacuum: true, analyze: true },
      { table: 'deleted', vacuum: false, analyze: true },
    ]);
    expect((await statsOf(db, 'deleted')).n_dead_tup).toBe(200);
  });

  it('runs a pass every autovacuum_naptime until stopped', async () => {
    const db = await embedded(1);
    await tableOfRows(db, 'orders');
    const failures: unknown[] = [];
    const upkeep = await startEmbeddedUpkeep(db, (error) => failures.push(error));

    await db.exec('update orders set n = n + 1 where id <= 300');
    await expect
      .poll(async () => (await statsOf(db, 'orders')).n_dead_tup, { timeout: 10_000, interval: 250 })
      .toBe(0);

    await upkeep.stop();
    await db.exec('update orders set n = n + 1 where id <= 300');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await statsOf(db, 'orders')).n_dead_tup).toBe(300);
    expect(failures).toEqual([]);
  });
});
