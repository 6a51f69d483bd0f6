/**
 * Autovacuum's work, done for the embedded database. PostgreSQL vacuums and analyzes its tables from
 * a background process; PGlite is one backend in this process and has none. Without this, the dead
 * row versions every update and delete leaves stay in the tables and their indexes for as long as
 * the shop runs (each statement that walks them gets slower: paying an order took 30% more of
 * PGlite's time in the payment benchmark than on freshly written tables), no page is marked
 * all-visible again for index-only scans, and the planner keeps the statistics of the last start.
 *
 * So every `autovacuum_naptime` the shop asks the database's own statistics which tables autovacuum
 * would vacuum or analyze now, by its thresholds and settings, and does it one command at a time:
 * each holds the database's one connection, and requests waiting for it go between two.
 */
import type { PGlite } from '@electric-sql/pglite';
import { nextTurn } from '../nextTurn';
import { startSweeper } from '../sweeper';

/** A table due for upkeep, as regclass names it (quoted where it must be), and what it is due. */
interface DueTable {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

const setting = (name: string) => `current_setting('${name}')::float8`;

/**
 * The tables autovacuum would take now (PostgreSQL 18's relation_needs_vacanalyze): dead rows past
 * the vacuum threshold (capped by its maximum), rows inserted since the last vacuum past the insert
 * threshold (its fraction scaled to the pages not yet frozen), rows changed since the last analyze
 * past the analyze threshold, or a table old enough to need freezing. A threshold is a base plus a
 * fraction of the table's rows (none counted yet: 0). PostgreSQL's catalogues and the TOAST tables
 * are vacuumed too, as autovacuum does; only tables and materialised views are analyzed, and
 * pg_statistic never. Per-table storage parameters are not read: the shop's schema sets none.
 */
const DUE_TABLES = `
  select relid::regclass::text as "table", vacuum, "analyze" from (
    select s.relid,
      s.n_dead_tup > least(
          ${setting('autovacuum_vacuum_threshold')} + ${setting('autovacuum_vacuum_scale_factor')} * rows.counted,
          case when ${setting('autovacuum_vacuum_max_threshold')} >= 0
            then ${setting('autovacuum_vacuum_max_threshold')} end)
        or (${setting('autovacuum_vacuum_insert_threshold')} >= 0
          and s.n_ins_since_vacuum > ${setting('autovacuum_vacuum_insert_threshold')}
            + ${setting('autovacuum_vacuum_insert_scale_factor')} * rows.counted * rows.unfrozen)
        or age(c.relfrozenxid) > ${setting('autovacuum_freeze_max_age')}
        or mxid_age(c.relminmxid) > ${setting('autovacuum_multixact_freeze_max_age')} as vacuum,
      c.relkind in ('r', 'm') and s.relid <> 'pg_catalog.pg_statistic'::regclass
        and s.n_mod_since_analyze > ${setting('autovacuum_analyze_threshold')}
          + ${setting('autovacuum_analyze_scale_factor')} * rows.counted as "analyze"
    from pg_stat_all_tables s
    join pg_class c on c.oid = s.relid
    cross join lateral (
      select greatest(c.reltuples, 0)::float8 as counted,
        case when c.relpages > 0 and c.relallfrozen > 0
          then 1 - least(c.relallfrozen, c.relpages)::float8 / c.relpages else 1 end as unfrozen
    ) rows
    where c.relkind in ('r', 'm', 't') and c.relpersistence <> 't'
  ) due
  where vacuum or "analyze"
  order by relid`;

/**
 * Vacuums, then analyzes, what is due now, one command at a time, so requests waiting for the
 * database go between two; stops early once `stopped` says so. A command that fails does not keep
 * the others from their turn: the pass then fails with every such command's error. Answers what was
 * due.
 */
export async function upkeepPass(pglite: PGlite, stopped = () => false): Promise<DueTable[]> {
  const { rows } = await pglite.query<DueTable>(DUE_TABLES);
  const commands = rows.flatMap(({ table, vacuum, analyze }) => [
    ...(vacuum ? [`vacuum ${table}`] : []),
    ...(analyze ? [`analyze ${table}`] : []),
  ]);
  const failures: string[] = [];
  for (const command of commands) {
    if (stopped()) break;
    await pglite.exec(command).catch((error: unknown) => {
      failures.push(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    });
    await nextTurn();
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
  return rows;
}

/**
 * A pass every `autovacuum_naptime` (a minute unless the database says otherwise), never two at
 * once; answers the function that stops it, which resolves once a pass under way ends its command.
 */
export async function startEmbeddedUpkeep(
  pglite: PGlite,
  log: (error: unknown) => void,
): Promise<() => Promise<void>> {
  // pg_settings gives it in seconds; current_setting would give '1min'.
  const { rows } = await pglite.query<{ seconds: number }>(
    `select setting::float8 as seconds from pg_settings where name = 'autovacuum_naptime'`,
  );
  return startSweeper((stopped) => upkeepPass(pglite, stopped), rows[0]!.seconds * 1000, log);
}
