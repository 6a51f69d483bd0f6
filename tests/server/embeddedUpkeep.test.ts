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
  n_mod_since_analyze: number;
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
    'select relname, n_dead_tup, n_mod_since_analyze, last_vacuum, last_analyze from pg_stat_all_tables where relname = $1',
    [table],
  );
  return rows[0]!;
}

/** A table of this test's own, not one of PostgreSQL's catalogues (which a pass vacuums too). */
const ours = ({ table }: { table: string }) => !table.startsWith('pg_');

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

    expect(kept.filter(ours)).toEqual([{ table: '"Busy Orders"', vacuum: true, analyze: true }]);
    const busy = await statsOf(db, 'Busy Orders');
    expect(busy.n_dead_tup).toBe(0);
    expect(busy.last_vacuum).not.toBeNull();
    expect(busy.last_analyze).not.toBeNull();
    expect(await heapFetches(db, '"Busy Orders"')).toBe(0);
    const quiet = await statsOf(db, 'quiet');
    expect(quiet.n_dead_tup).toBe(10);
    expect(quiet.last_vacuum).toEqual(quietBefore.last_vacuum);
    // Nothing of ours is due any more, so the next pass leaves our tables alone.
    expect((await upkeepPass(db)).filter(ours)).toEqual([]);
  });

  it('analyzes a table whose rows changed without dying, and vacuums one that only grew', async () => {
    const db = await embedded();
    await tableOfRows(db, 'grown');
    await tableOfRows(db, 'deleted');
    await tableOfRows(db, 'frozen');
    await db.exec('vacuum (freeze) frozen');
    // 1,300 rows inserted against autovacuum's insert threshold of 1,000 + 20% of 1,000.
    await db.exec(`insert into grown select g, g, 'row ' || g from generate_series(1001, 2300) g`);
    // 200 rows deleted: dead, below the vacuum's 50 + 20% of 1,000, and changed, past the
    // analyze's 50 + 10%.
    await db.exec('delete from deleted where id <= 200');
    // 1,100 rows inserted into a table whose pages are all frozen: the insert threshold's 20% is of
    // the rows on pages not yet frozen, none, so 1,000 is the threshold.
    await db.exec(`insert into frozen select g, g, 'row ' || g from generate_series(1001, 2100) g`);
    await statsOf(db, 'deleted');

    expect((await upkeepPass(db)).filter(ours)).toEqual([
      { table: 'grown', vacuum: true, analyze: true },
      { table: 'deleted', vacuum: false, analyze: true },
      { table: 'frozen', vacuum: true, analyze: true },
    ]);
    expect((await statsOf(db, 'deleted')).n_dead_tup).toBe(200);
  });

  it("vacuums PostgreSQL's own catalogues as autovacuum does, and never analyzes pg_statistic", async () => {
    const db = await embedded();
    // Tables made and dropped leave their catalogue rows dead (pg_attribute: a row per column).
    for (let i = 0; i < 150; i++)
      await db.exec(`create table scratch${i} (a int, b text); drop table scratch${i}`);
    // Each analyze rewrites the table's rows of statistics: pg_statistic changes past its threshold.
    await tableOfRows(db, 'counted');
    for (let i = 0; i < 200; i++) await db.exec('analyze counted');
    expect((await statsOf(db, 'pg_attribute')).n_dead_tup).toBeGreaterThan(1000);
    expect((await statsOf(db, 'pg_statistic')).n_mod_since_analyze).toBeGreaterThan(500);

    const kept = await upkeepPass(db);

    expect(kept).toContainEqual({ table: 'pg_attribute', vacuum: true, analyze: true });
    expect((await statsOf(db, 'pg_attribute')).n_dead_tup).toBe(0);
    expect(kept.filter(({ table }) => table === 'pg_statistic').map(({ analyze }) => analyze)).not.toContain(
      true,
    );
    expect((await statsOf(db, 'pg_statistic')).last_analyze).toBeNull();
  });

  it('runs a pass every autovacuum_naptime until stopped', async () => {
    const db = await embedded(1);
    await tableOfRows(db, 'orders');
    const failures: unknown[] = [];
    const stopUpkeep = await startEmbeddedUpkeep(db, (error) => failures.push(error));

    await db.exec('update orders set n = n + 1 where id <= 300');
    await expect
      .poll(async () => (await statsOf(db, 'orders')).n_dead_tup, { timeout: 10_000, interval: 250 })
      .toBe(0);

    await stopUpkeep();
    await db.exec('update orders set n = n + 1 where id <= 300');
    // Counted at once, so a pass that still ran would find them due.
    expect((await statsOf(db, 'orders')).n_dead_tup).toBe(300);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await statsOf(db, 'orders')).n_dead_tup).toBe(300);
    expect(failures).toEqual([]);
  });
});
