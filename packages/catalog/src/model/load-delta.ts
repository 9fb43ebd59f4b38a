import type { SqlValue } from '../types/sql-value.js';
import type { Catalog } from './catalog.js';
import { CONSTRAINT_COLUMNS, FACT_READS, SEQUENCE_COLUMNS, noteMergedRows, type CatalogQuery } from './load-facts.js';
import { answerFrom, batchSql, fetchReads, type CatalogRead, type FetchedReads } from './load-batch.js';
import { CATALOG_READS, CORE_READS, buildCatalog, loadCatalog, type RelationReuse } from './load.js';
import { INHERITS_READS } from './inherits-catalog.js';
import { RELOPTIONS_READ } from './reloptions-catalog.js';
import { ROWTYPE_READ } from './rowtypes-catalog.js';
import { OPCLASS_READ } from './opclass-catalog.js';
import { ACL_READS } from './acl-catalog.js';
import { presized } from './presized.js';

/**
 * Incremental catalog loads after DDL (issue 7/4): a DDL statement re-reads only the catalog
 * rows it changed, so its cost does not grow with the number of tables.
 *
 * A connection that runs DDL first installs {@link CHANGE_TRACKING_SQL}: TEMP triggers (its own,
 * never stored in the file) that note, in a TEMP table, the key of every row inserted, updated or
 * deleted in the large catalog tables, and the name of every other catalog table written.
 * {@link loadCatalogTracked} then builds the new snapshot from the previous one: it first reads
 * the notes (one small request), then fetches only what changed — the keyed reads only the rows
 * whose keys were noted (all rows of those keys, so re-reading a key that did not change is
 * harmless), the other reads whole when a table they read was written, the list of plain SQLite
 * tables when the schema changed — and keeps every other read's rows (the same arrays, so the
 * objects built from them are reused). The merged rows go through the same `buildCatalog` as a
 * full load — the result equals a full load (test/catalog/catalog-delta.test.ts checks it after
 * each statement of a mixed DDL script). A DDL statement's catalog reload so costs what it
 * changed, not the size of the catalog (and the batch of reads, recompiled by SQLite after every
 * schema change, stays small).
 *
 * It is used only when it is exact: the previous snapshot was itself loaded on this connection
 * with its tracking in place (so every change since then made here was noted: TEMP objects die
 * with their connection, and a replaced connection has no change table, which fails the read),
 * and no other connection committed anything since (SQLite's `PRAGMA data_version` of this
 * connection is unchanged). Otherwise, and on any error, the load is a full one.
 */

/** The TEMP table of noted changes: catalog table and key. */
const CHANGES = '_pgsqlite_catalog_changes';

/** The key/value table of counters and small catalogs; its changes are noted with the row's key. */
const META = '_pgsqlite_meta';

/** A read fetched incrementally: its table, its key column (index in the read, and name in the table). */
export interface KeyedRead {
  readonly read: CatalogRead;
  readonly table: string;
  readonly keyColumn: string;
  readonly keyIndex: number;
  /** Column indexes the read orders by (integers). */
  readonly order: readonly number[];
  /** Other tables the read joins, whose changes are noted under `table` by the same key column. */
  readonly joined?: readonly string[];
  /**
   * The read's columns as expressions over `from` (the table, aliased), for a read that is not a
   * table's plain columns (a column's subquery of a joined table): its noted rows are read
   * straight from `from` all the same, without a subquery around the read.
   */
  readonly direct?: { readonly columns: readonly string[]; readonly from: string };
}

/**
 * The reads that grow with the number of relations. The others (types, functions, triggers,
 * namespaces, extensions, …) are read whole when their table was written.
 */
const KEYED: readonly KeyedRead[] = [
  { read: CORE_READS.classes, table: '_pgsqlite_class', keyColumn: 'oid', keyIndex: 0, order: [0] },
  { read: CORE_READS.attributes, table: '_pgsqlite_attribute', keyColumn: 'attrelid', keyIndex: 0, order: [0, 1] },
  { read: FACT_READS.constraints, table: '_pgsqlite_constraint', keyColumn: 'oid', keyIndex: 0, order: [0], joined: ['_pgsqlite_connotvalid', '_pgsqlite_connotlocal'], direct: { columns: CONSTRAINT_COLUMNS, from: '_pgsqlite_constraint c' } },
  { read: FACT_READS.indexes, table: '_pgsqlite_index', keyColumn: 'indexrelid', keyIndex: 0, order: [0] },
  { read: FACT_READS.descriptions, table: '_pgsqlite_description', keyColumn: 'objoid', keyIndex: 0, order: [0, 1, 2] },
  { read: FACT_READS.views, table: '_pgsqlite_view', keyColumn: 'oid', keyIndex: 0, order: [0] },
  { read: FACT_READS.generated, table: '_pgsqlite_attgenerated', keyColumn: 'attrelid', keyIndex: 0, order: [0, 1] },
  { read: FACT_READS.notLocal, table: '_pgsqlite_attnotlocal', keyColumn: 'attrelid', keyIndex: 0, order: [0, 1] },
  { read: FACT_READS.sequences, table: '_pgsqlite_sequence', keyColumn: 'seqrelid', keyIndex: 0, order: [0], joined: ['_pgsqlite_seqstore'], direct: { columns: SEQUENCE_COLUMNS, from: '_pgsqlite_sequence s' } },
  { read: ROWTYPE_READ, table: '_pgsqlite_rowtype', keyColumn: 'relid', keyIndex: 0, order: [0] },
  // Every relation, function, type and schema has an owner row: keyed by the object's OID.
  { read: ACL_READS.acls, table: '_pgsqlite_acl', keyColumn: 'objoid', keyIndex: 1, order: [0, 1, 2] },
];

/**
 * Statements (idempotent) that make a connection note its catalog changes for
 * {@link loadCatalogTracked}. Run them on the connection before its DDL.
 */
export const CHANGE_TRACKING_SQL: readonly string[] = [
  `CREATE TEMP TABLE IF NOT EXISTS ${CHANGES} (tbl TEXT NOT NULL, key INTEGER)`,
  ...KEYED.flatMap(({ table, keyColumn, joined = [] }) =>
    [table, ...joined].flatMap((source) => {
      const note = (row: 'NEW' | 'OLD'): string => `INSERT INTO temp.${CHANGES} (tbl, key) VALUES ('${table}', ${row}.${keyColumn});`;
      return noteTriggers(source, note('NEW'), note('OLD'));
    }),
  ),
  // _pgsqlite_meta by its key (text): every DDL statement bumps 'next_oid' and 'catalog_version',
  // which the reads of key ranges (META_RANGES) need not see again.
  ...noteTriggers(
    META,
    `INSERT INTO temp.${CHANGES} (tbl, key) VALUES ('${META}', NEW.key);`,
    `INSERT INTO temp.${CHANGES} (tbl, key) VALUES ('${META}', OLD.key);`,
  ),
  ...unkeyedTables().filter((table) => table !== META).flatMap((table) => {
    const note = `INSERT INTO temp.${CHANGES} (tbl, key) VALUES ('${table}', NULL);`;
    return noteTriggers(table, note, note);
  }),
];

/** The TEMP triggers noting each row `source` gets, loses or changes. */
function noteTriggers(source: string, noteNew: string, noteOld: string): string[] {
  const trigger = (suffix: string, event: string, body: string): string =>
    `CREATE TEMP TRIGGER IF NOT EXISTS ${source}_noted_${suffix} AFTER ${event} ON main.${source} BEGIN ${body} END`;
  return [trigger('i', 'INSERT', noteNew), trigger('d', 'DELETE', noteOld), trigger('u', 'UPDATE', `${noteOld} ${noteNew}`)];
}

/** The internal tables a read reads (its SQL names them). */
function tablesOf(read: CatalogRead): string[] {
  return [...new Set(read.sql.match(/\b_pgsqlite_[a-z_]+/g) ?? [])];
}

/** The catalog tables read by no keyed read: their changes are noted by table only. */
function unkeyedTables(): string[] {
  const keyed = new Set(KEYED.flatMap((k) => [k.table, ...(k.joined ?? [])]));
  return [...new Set(CATALOG_READS.flatMap(tablesOf))].filter((t) => !keyed.has(t)).sort();
}

/** Table names, and keys that are OIDs or `_pgsqlite_meta` keys: no integer beyond 2^53. */
const CHANGES_READ: CatalogRead = { sql: `SELECT tbl, key FROM temp.${CHANGES}`, columns: 2, smallIntegers: true, direct: { columns: ['tbl', 'key'], table: `temp.${CHANGES}` } };
const DATA_VERSION_READ: CatalogRead = { sql: `SELECT data_version FROM pragma_data_version`, columns: 1 };
const SCHEMA_VERSION_READ: CatalogRead = { sql: `SELECT schema_version FROM pragma_schema_version`, columns: 1 };

/**
 * What an incremental load reads first (one row): data_version, schema_version and the last
 * note's rowid. It travels in one batch with {@link CHANGES_READ} and the reads the previous load
 * on the connection needed (the same kind of DDL statement changes the same tables), so that an
 * incremental load is one request, two when it needs a read it did not guess.
 */
const PROBE_COLUMNS = [
  '(SELECT data_version FROM pragma_data_version)',
  '(SELECT schema_version FROM pragma_schema_version)',
  `(SELECT coalesce(max(rowid), 0) FROM temp.${CHANGES})`,
  // Bumped by every DDL statement's steps (BUMP_CATALOG_VERSION_SQL): see unchangedSince.
  `(SELECT value FROM ${META} WHERE key = 'catalog_version')`,
];
const PROBE_READ: CatalogRead = { sql: `SELECT ${PROBE_COLUMNS.join(', ')}`, columns: 4, smallIntegers: true, direct: { columns: PROBE_COLUMNS } };

/**
 * Only the rows of `keyed.read` whose keys were noted (in no particular order: `merge` sorts
 * them). `sql` names it; the batch filters the read itself (load-batch.ts `filter`).
 */
function deltaRead(keyed: KeyedRead): CatalogRead {
  const names = Array.from({ length: keyed.read.columns }, (_, i) => `c${i}`);
  const noted = `IN (SELECT key FROM temp.${CHANGES} WHERE tbl = '${keyed.table}')`;
  const where = `c${keyed.keyIndex} ${noted}`;
  const columns = keyed.direct?.columns ?? plainColumns(keyed.read.sql, keyed.table);
  const table = keyed.direct?.from ?? keyed.table;
  const direct = columns !== null && columns.length === keyed.read.columns && columns[keyed.keyIndex] === keyed.keyColumn ? { columns, table, where: `${keyed.keyColumn} ${noted}` } : undefined;
  return {
    sql: `WITH d(${names.join(', ')}) AS (${keyed.read.sql}) SELECT * FROM d WHERE ${where}`,
    columns: keyed.read.columns,
    ...(keyed.read.smallIntegers ? { smallIntegers: true as const } : {}),
    ...(keyed.read.bigIntegers === undefined ? {} : { bigIntegers: keyed.read.bigIntegers }),
    filter: { base: keyed.read.sql, where },
    ...(direct === undefined ? {} : { direct }),
  };
}

/**
 * The column names of `sql` when it is `SELECT a, b, … FROM table ORDER BY …` over `table`'s own
 * columns (our reads' text, written in load.ts and its siblings; no expressions, joins or
 * filters), else null: such a read filtered by key can be read straight from the table.
 */
function plainColumns(text: string, table: string): string[] | null {
  const sql = text.split(/\s+/).join(' ').trim();
  const from = ` FROM ${table} ORDER BY `;
  const at = sql.indexOf(from);
  if (!sql.startsWith('SELECT ') || at < 0) return null;
  const order = sql.slice(at + from.length);
  const columns = sql.slice('SELECT '.length, at).split(', ');
  const name = /^[a-z_][a-z0-9_]*$/;
  if (!columns.every((c) => name.test(c)) || !order.split(', ').every((c) => name.test(c))) return null;
  return columns;
}

/**
 * Reads of one key range of {@link META} alone (`key >= prefix AND key < prefix with its last
 * character's successor`): read again only when a noted key of that table is in the range.
 */
const META_RANGES = new Map<CatalogRead, string>([
  [CORE_READS.extensions, 'extension:'],
  [OPCLASS_READ, 'opclass:'],
]);

/** True when `keys` (noted keys of META; null: unknown) holds one starting with `prefix`. */
function metaRangeChanged(keys: ReadonlySet<SqlValue>, prefix: string): boolean {
  for (const key of keys) if (typeof key !== 'string' || key.startsWith(prefix)) return true;
  return false;
}

/**
 * The read of the tables and views in SQLite's schema that are not in `_pgsqlite_class` (created
 * outside pgsqlite: addPlainTables). An incremental load follows only this connection's own DDL
 * (no other connection committed: data_version is unchanged), and every table or view pgsqlite's
 * DDL makes is either internal or registered in `_pgsqlite_class` in the same atomic request: the
 * list can only lose entries (a plain table dropped or taken into the catalog), never gain one.
 * So when it was empty it stays empty, without scanning sqlite_schema and every relation's name
 * again per DDL statement (issue 18: the one read whose cost grew with the number of tables).
 */
const PLAIN_TABLES_READ: CatalogRead = CORE_READS.sqliteTables;

const DELTA_READS = new Map(KEYED.map((k) => [k.read.sql, deltaRead(k)]));
/** Per read, worked out once (each load used to scan every read's SQL again): its keyed form, the tables it reads. */
const KEYED_BY_READ = new Map(KEYED.map((k) => [k.read, k]));
const READ_TABLES = new Map(CATALOG_READS.map((r) => [r, tablesOf(r)]));
const READS_SCHEMA = new Set(CATALOG_READS.filter((r) => r.sql.includes('sqlite_schema')));

/** What a tracked snapshot remembers: its rows, the connection that read them, and its data_version then. */
interface Tracked {
  readonly connection: object;
  readonly dataVersion: number;
  readonly schemaVersion: number;
  readonly rows: FetchedReads;
  /**
   * The notes up to this rowid are in `rows` (an incremental load leaves them in the change table:
   * {@link changeNotesPrelude} deletes them as the next DDL statement's first step, which saves a
   * request per statement; 0 when they were deleted at the load).
   */
  readonly noted: number;
  /** The catalog version (_pgsqlite_meta) the snapshot was read at; undefined after a full load. */
  readonly catalogVersion?: number;
}

/** Per connection: the reads its next incremental load guesses it needs, and those its last one needed. */
const lastWanted = new WeakMap<object, { readonly guess: readonly CatalogRead[]; readonly last: readonly CatalogRead[] }>();

/**
 * The next guess after a load that needed `wanted`: what the last two loads needed (a migration
 * alternates CREATE TABLE and CREATE INDEX, which write different tables: guessing only the last
 * one's missed every other time, a second request each).
 */
function nextGuess(previous: { readonly last: readonly CatalogRead[] } | undefined, wanted: readonly CatalogRead[]): { guess: readonly CatalogRead[]; last: readonly CatalogRead[] } {
  const before = previous?.last ?? [];
  if (before.length === 0 || before === wanted) return { guess: wanted, last: wanted };
  const guess = [...wanted];
  for (const read of before) if (!wanted.includes(read)) guess.push(read);
  return { guess, last: wanted };
}

const tracked = new WeakMap<Catalog, Tracked>();

/** True when `catalog` was loaded by {@link loadCatalogTracked} on `connection`. */
export function isTrackedBy(catalog: Catalog, connection: object): boolean {
  return tracked.get(catalog)?.connection === connection;
}

/**
 * The steps a DDL statement on `connection` runs first (in its atomic request) when its catalog
 * reload will start from `base`: deleting the change notes `base` already holds. Notes written
 * since (a sequence advanced, say) stay for the load after the statement; a statement that fails
 * or is rolled back undoes the deletion too, and re-reading a key that did not change is harmless.
 */
export function changeNotesPrelude(base: Catalog | null, connection: object): readonly string[] {
  const t = base === null ? undefined : tracked.get(base);
  if (t === undefined || t.connection !== connection || t.noted <= 0) return [];
  // The last note read stays (re-read harmlessly): the notes' rowids then keep counting up, never
  // repeating one a snapshot was read at (unchangedSince).
  return [`DELETE FROM temp.${CHANGES} WHERE rowid < ${t.noted}`];
}

/**
 * The read an incremental load from `base` on `connection` sends first (the probe, the notes and
 * the reads it guesses), or null when the load from `base` there would not be incremental. A DDL
 * statement runs it in its own request, right after its steps (Executor.runAtomically's `then`),
 * and the load takes its rows from there: one round trip per DDL statement instead of two (issue 18).
 */
export function firstReadAfterDdl(base: Catalog | null, connection: object): string | null {
  const previous = base === null ? undefined : tracked.get(base);
  if (previous === undefined || previous.connection !== connection) return null;
  return batchSql([PROBE_READ, CHANGES_READ, ...(lastWanted.get(connection)?.guess ?? [])]);
}

/** The result of {@link loadCatalogTracked}. */
export interface TrackedLoad {
  readonly catalog: Catalog;
  /** True when only the changed rows were read. */
  readonly incremental: boolean;
}

/**
 * The catalog as `query` (on `connection`) sees it now: built incrementally from `base` when that
 * is exact (see the module comment), else by a full load. The new snapshot is tracked (a base for
 * the next load on `connection`) when the connection's change table exists; the noted changes
 * are cleared after each load.
 */
export async function loadCatalogTracked(query: CatalogQuery, connection: object, base: Catalog | null): Promise<TrackedLoad> {
  const previous = base === null ? undefined : tracked.get(base);
  if (previous !== undefined && previous.connection === connection) {
    const catalog = await loadIncrementally(query, connection, previous, base!);
    if (catalog !== null) return { catalog, incremental: true };
  }
  const fetched = await fetchReads(query, [...CATALOG_READS, DATA_VERSION_READ, SCHEMA_VERSION_READ, CHANGES_READ]);
  if (fetched === null) {
    // No change table here (or the batch failed): a plain full load, not a base for increments.
    return { catalog: await loadCatalog(query), incremental: false };
  }
  const catalog = await buildCatalog(answerFrom(fetched, query), query, true);
  await remember(query, catalog, connection, fetched);
  return { catalog, incremental: false };
}

async function loadIncrementally(query: CatalogQuery, connection: object, previous: Tracked, base: Catalog): Promise<Catalog | null> {
  // The probe, the notes and (a guess) the reads the last load here needed: one request.
  const guessed = lastWanted.get(connection)?.guess ?? [];
  const first = await fetchReads(query, [PROBE_READ, CHANGES_READ, ...guessed]);
  const probe = first?.get(PROBE_READ.sql)?.[0];
  if (first === null || probe === undefined || Number(probe[0]) !== previous.dataVersion) return null;
  // Nothing changed since `base` was read on this connection: it is the catalog now (issue 18:
  // the COMMIT of an extended-protocol DDL statement's implicit block re-read and rebuilt the
  // snapshot its DDL had just loaded, a second request and snapshot per statement).
  if (unchangedSince(previous, probe)) return base;
  const changed = notedChanges(first);
  const wanted = wantedReads(previous, changed, Number(probe[1]) !== previous.schemaVersion);
  lastWanted.set(connection, nextGuess(lastWanted.get(connection), wanted));
  // What the guess missed: a second request (the same snapshot: nothing commits in between on
  // this connection, and another connection's commit would have moved data_version, checked below).
  const missing = wanted.filter((read) => !first.has(read.sql));
  let fetched: FetchedReads = first;
  if (missing.length > 0) {
    const more = await fetchReads(query, [PROBE_READ, ...missing]);
    if (more === null || Number(more.get(PROBE_READ.sql)?.[0]?.[0]) !== previous.dataVersion) return null;
    fetched = new Map([...first, ...more]);
  }
  const rows = mergedReads(previous, fetched, changed, new Set(wanted));
  if (rows === null) return null;
  const catalog = await buildCatalog(answerFrom(rows, query), query, true, relationReuse(base, changed, previous.rows, rows));
  const noted = Number(probe[2]);
  tracked.set(catalog, { connection, dataVersion: Number(probe[0]), schemaVersion: Number(probe[1]), rows, noted, catalogVersion: Number(probe[3]) });
  return catalog;
}

/*
 * loadIncrementally's loops are small synchronous functions of their own (issue 18): inlined
 * into the async function they made it one of the largest compiles V8 did per deoptimization
 * (hundreds of ms of a helper thread, several times over a few hundred DDL statements).
 */

/**
 * Whether the probe shows the catalog as `previous` was read (incrementally, on this connection;
 * no other connection committed: checked before): no DDL statement ran since (each bumps the
 * catalog version), SQLite's schema is the same and no change was noted since. The last note's
 * rowid alone would not tell: a statement's first step deletes the notes read already, so the
 * next notes could count up to the same rowid again, were the last note read not kept
 * (changeNotesPrelude).
 */
function unchangedSince(previous: Tracked, probe: readonly SqlValue[]): boolean {
  return previous.catalogVersion !== undefined && Number(probe[3]) === previous.catalogVersion && Number(probe[1]) === previous.schemaVersion && Number(probe[2]) === previous.noted;
}

/** The noted changes: keys by table (null: a table noted without keys). */
function notedChanges(first: FetchedReads): Map<string, Set<SqlValue>> {
  const changed = new Map<string, Set<SqlValue>>();
  for (const [tbl, key] of (first.get(CHANGES_READ.sql) ?? []) as unknown as [string, SqlValue][]) {
    const keys = changed.get(tbl) ?? new Set<SqlValue>();
    keys.add(key ?? null);
    changed.set(tbl, keys);
  }
  return changed;
}

/** Each read: kept (not listed), fetched whole, or (keyed) only the noted keys' rows. */
function wantedReads(previous: Tracked, changed: ReadonlyMap<string, ReadonlySet<SqlValue>>, schemaChanged: boolean): CatalogRead[] {
  const wanted: CatalogRead[] = [];
  for (const read of CATALOG_READS) {
    const keyed = KEYED_BY_READ.get(read);
    if (keyed !== undefined) {
      if (changed.has(keyed.table)) wanted.push(DELTA_READS.get(read.sql)!);
    } else if (read === PLAIN_TABLES_READ) {
      if (previous.rows.get(read.sql)?.length !== 0 && (schemaChanged || READ_TABLES.get(read)!.some((t) => changed.has(t)))) wanted.push(read);
    } else if (META_RANGES.has(read)) {
      const keys = changed.get(META);
      if (keys !== undefined && metaRangeChanged(keys, META_RANGES.get(read)!)) wanted.push(read);
    } else if (READ_TABLES.get(read)!.some((t) => changed.has(t)) || (schemaChanged && READS_SCHEMA.has(read))) wanted.push(read);
  }
  return wanted;
}

/** Every read's rows now: the previous ones, those fetched again, or (keyed) the previous merged with the noted keys' rows; null when a read is unknown. */
function mergedReads(previous: Tracked, fetched: FetchedReads, changed: ReadonlyMap<string, Set<SqlValue>>, refetched: ReadonlySet<CatalogRead>): Map<string, SqlValue[][]> | null {
  const rows = new Map<string, SqlValue[][]>();
  for (const read of CATALOG_READS) {
    const before = previous.rows.get(read.sql);
    if (before === undefined) return null;
    const keyed = KEYED_BY_READ.get(read);
    if (keyed === undefined) rows.set(read.sql, refetched.has(read) ? fetched.get(read.sql)! : before);
    else rows.set(read.sql, merge(before, changed.has(keyed.table) ? fetched.get(DELTA_READS.get(read.sql)!.sql)! : [], changed.get(keyed.table), keyed));
  }
  return rows;
}

/** The tables whose noted keys are relation OIDs feeding a relation's own object (load.ts buildCatalog). */
const RELATION_TABLES = ['_pgsqlite_class', '_pgsqlite_attribute', '_pgsqlite_rowtype', '_pgsqlite_view', '_pgsqlite_attgenerated', '_pgsqlite_attnotlocal'];
/** Reads whose facts buildCatalog sets across relations: with rows in either snapshot, no relation is reused. */
const CROSS_RELATION_READS = [INHERITS_READS.inherits, INHERITS_READS.partitions, RELOPTIONS_READ, CORE_READS.sqliteTables];

/**
 * The relations buildCatalog may take from `base` unchanged: all but those whose rows were noted
 * (see RelationReuse); undefined when a key is unknown or a cross-relation fact is in play.
 */
function relationReuse(base: Catalog, changed: ReadonlyMap<string, ReadonlySet<SqlValue>>, before: FetchedReads, now: ReadonlyMap<string, SqlValue[][]>): RelationReuse | undefined {
  for (const read of CROSS_RELATION_READS) if (before.get(read.sql)?.length !== 0 || now.get(read.sql)?.length !== 0) return undefined;
  const oids = new Set<number>();
  for (const table of RELATION_TABLES) {
    for (const key of changed.get(table) ?? []) {
      if (typeof key !== 'number') return undefined;
      oids.add(key);
    }
  }
  return { previous: base, changed: oids };
}

/**
 * The rows of a keyed read: the previous ones minus the noted keys, plus those keys' rows now, in
 * the read's order. The previous rows are in that order already: only the few new ones are
 * sorted, then the two lists merged in one pass (issue 18: no sort of every row per DDL).
 */
export function merge(before: SqlValue[][], now: SqlValue[][], keys: Set<SqlValue> | undefined, keyed: KeyedRead): SqlValue[][] {
  if (keys === undefined || keys.size === 0) return before;
  const all = mergeRows(before, now, keys, keyed);
  noteMergedRows(all, before, now);
  return all;
}

function mergeRows(before: SqlValue[][], now: SqlValue[][], keys: Set<SqlValue>, keyed: KeyedRead): SqlValue[][] {
  const compare = (a: SqlValue[], b: SqlValue[]): number => {
    for (const i of keyed.order) {
      const d = Number(a[i]) - Number(b[i]);
      if (d !== 0) return d;
    }
    return 0;
  };
  const added = [...now].sort(compare);
  const at = keyed.order.indexOf(keyed.keyIndex);
  if (at === 0 || at === 1) {
    const spliced = spliceByKey(before, added, keys, keyed.keyIndex, at === 1 ? keyed.order[0]! : null, compare);
    if (spliced !== null) return spliced;
  }
  const all: SqlValue[][] = [];
  let j = 0;
  for (const row of before) {
    if (keys.has(row[keyed.keyIndex] ?? null)) continue;
    while (j < added.length && compare(added[j]!, row) < 0) all.push(added[j++]!);
    all.push(row);
  }
  while (j < added.length) all.push(added[j++]!);
  return all;
}

/**
 * {@link merge} for a read ordered by its key first, or by one column (`lead`) then its key (the
 * ACLs': class, then object): the rows of each noted key are found by binary search (in each run
 * of one `lead` value), and each new row's place too, so that the walk over the previous rows only
 * copies them (issue 18: a Set lookup and a comparison per row of every changed read, per DDL
 * statement). Null when a key is not a number (the caller merges row by row).
 */
function spliceByKey(before: SqlValue[][], added: SqlValue[][], keys: Set<SqlValue>, k: number, lead: number | null, compare: (a: SqlValue[], b: SqlValue[]) => number): SqlValue[][] | null {
  const cuts = keyCuts(before, keys, k, leadRuns(before, lead));
  return cuts === null ? null : spliced(before, added, cuts, compare);
}

/*
 * spliceByKey's steps are functions of their own (issue 18): as one function with its closures
 * inlined, each of its TurboFan compiles took ~200 ms of a helper thread.
 */

/** The runs [from, to) of one `lead` value in `before` (a few: the catalogs objects belong to), each ordered by key; one run when `lead` is null. */
function leadRuns(before: readonly SqlValue[][], lead: number | null): [number, number][] {
  const runs: [number, number][] = [];
  if (lead === null) runs.push([0, before.length]);
  else {
    for (let from = 0; from < before.length; ) {
      const value = Number(before[from]![lead]);
      const to = firstIndex(before, (row) => Number(row[lead]) > value, from);
      runs.push([from, to]);
      from = to;
    }
  }
  return runs;
}

/** The ranges [from, to) of `before`'s rows of the noted `keys` (column `k`), in order; null when a key is not a number. */
function keyCuts(before: readonly SqlValue[][], keys: ReadonlySet<SqlValue>, k: number, runs: readonly [number, number][]): [number, number][] | null {
  const cuts: [number, number][] = [];
  for (const key of keys) {
    if (typeof key !== 'number') return null;
    for (const [start, end] of runs) {
      const from = firstIndex(before, (row) => Number(row[k]) >= key, start, end);
      let to = from;
      while (to < end && Number(before[to]![k]) === key) to++;
      if (to > from) cuts.push([from, to]);
    }
  }
  cuts.sort((a, b) => a[0] - b[0]);
  return cuts;
}

/** `before` without the rows of `cuts` (disjoint, in order), with the `added` rows (sorted) in their places. */
function spliced(before: readonly SqlValue[][], added: readonly SqlValue[][], cuts: readonly [number, number][], compare: (a: SqlValue[], b: SqlValue[]) => number): SqlValue[][] {
  // The result's length is known (the cuts are disjoint): one allocation of it, not the copies a
  // growing array makes (issue 18: these row lists are copied per DDL statement, the catalog's
  // largest allocation, and young-generation garbage is what the scavenges pay for).
  let length = before.length + added.length;
  for (const [from, to] of cuts) length -= to - from;
  const all = presized<SqlValue[]>(length);
  let n = 0;
  let cut = 0;
  /** Copies the rows of before[from, to) that no cut covers. */
  const copy = (from: number, to: number): void => {
    let i = from;
    while (i < to) {
      while (cut < cuts.length && cuts[cut]![1] <= i) cut++;
      const next = cut < cuts.length ? Math.min(cuts[cut]![0], to) : to;
      for (; i < next; i++) all[n++] = before[i]!;
      if (cut < cuts.length && i >= cuts[cut]![0]) i = Math.max(i, Math.min(cuts[cut]![1], to));
    }
  };
  let at = 0;
  for (const row of added) {
    // Rows of the row's own key are cut: its place among the others is well defined.
    const place = Math.max(at, firstIndex(before, (b) => compare(b, row) > 0));
    copy(at, place);
    all[n++] = row;
    at = place;
  }
  copy(at, before.length);
  all.length = n;
  return all;
}

/** The first index of `rows` in [lo, hi) (sorted so that `past` is false, then true) where `past` holds; hi when none. */
function firstIndex(rows: readonly SqlValue[][], past: (row: SqlValue[]) => boolean, from = 0, to = rows.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (past(rows[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Tracks `catalog` (when the change table exists) and clears the noted changes. */
async function remember(query: CatalogQuery, catalog: Catalog, connection: object, fetched: FetchedReads): Promise<void> {
  const version = fetched.get(DATA_VERSION_READ.sql)?.[0]?.[0];
  const schemaVersion = fetched.get(SCHEMA_VERSION_READ.sql)?.[0]?.[0];
  if (version === undefined || schemaVersion === undefined) return;
  try {
    await query(`DELETE FROM temp.${CHANGES}`);
  } catch {
    return;
  }
  tracked.set(catalog, { connection, dataVersion: Number(version), schemaVersion: Number(schemaVersion), rows: fetched, noted: 0 });
}
