import type { Engine, PreparedStatement, SqlValue } from './engine.js';
import type { ExecOutcome } from './executor.js';
import { LruMap } from './lru-map.js';
import { isPointReadProgram, isPointWriteProgram } from './point-program.js';

/**
 * Answers *point reads* on the calling thread: read-only statements whose SQLite program
 * cannot loop and calls no function — at most one B-tree probe per table, a few microseconds.
 * A session whose connection runs on a worker thread pays two cross-thread wake-ups per
 * statement (~100–300 µs on a loaded 2-core machine, against ~6 µs of SQLite work); a point read
 * answered here skips them. Anything else (and any error: busy, schema change, a bad value)
 * returns null and the caller runs the statement on its own connection as before, so the
 * answer or the error is always the one that connection gives.
 *
 * The connection must see what the session would see: only committed data, read outside any
 * transaction of the caller's (callers check that), and no connection-local state (functions are
 * excluded, so the session's TimeZone, user and sequences never matter).
 *
 * *Point writes* (`tryWrite`, when the reader was made with `writes`) are the same idea for an
 * INSERT/UPDATE/DELETE of a few rows by key, run in SQLite autocommit on this connection: the
 * caller makes sure no other connection may hold SQLite's write lock (the database's write lock
 * is free) and that the session has no transaction open; functions are allowed only from
 * `writes.functions` (ones that read no connection state). A failing statement wrote nothing
 * (statement atomicity): null, and the caller runs it on its own connection for the error.
 */
export interface PointReader {
  /**
   * The rows of `sql`, or null when it is not a point read here (then run it elsewhere).
   * `eager`: judge a text seen for the first time too (the caller's connection is busy, so the
   * prepare and EXPLAIN cost less than waiting for it).
   */
  tryRead(sql: string, params: readonly SqlValue[], eager?: boolean): SqlValue[][] | null;
  /**
   * Runs `sql` as a point write (committed when this returns), or null when it is not one here.
   * `counters`: the statement may read and write `sqlite_sequence` (an INSERT drawing its
   * serial key in plain SQL, see PointWriteRules.counterRoot); only for texts made so.
   */
  tryWrite(sql: string, params: readonly SqlValue[], counters?: boolean): ExecOutcome | null;
  close(): void;
}

/** Options of {@link createPointReader}. */
export interface PointReaderOptions {
  /** Answer point writes too, calling at most these functions (null: reads only). */
  writes?: { functions: ReadonlySet<string> } | null;
}

/** What the reader knows about one SQL text: its statement, or that it is not a point read. */
type Verdict = PreparedStatement | null;

/** Statements remembered (eligible or not) per reader. */
const VERDICT_CACHE = 256;

/**
 * Texts longer than this are never point statements (a multi-row VALUES list, a long IN list):
 * judged ineligible without a prepare and an EXPLAIN, which for a 1000-row INSERT cost ~70 ms.
 */
const POINT_SQL_MAX = 8192;

/** The rows of `EXPLAIN sql` (its SQLite program). */
function programOf(engine: Engine, sql: string, params: readonly SqlValue[]): SqlValue[][] {
  return engine.prepare(`EXPLAIN ${sql}`).all(params);
}

/**
 * A point reader over `engine` (a connection of its own, opened by the caller with busy timeout
 * 0 so that it never waits). Closing the reader closes the engine.
 */
export function createPointReader(engine: Engine, options: PointReaderOptions = {}): PointReader {
  const verdicts = new LruMap<string, Verdict>(VERDICT_CACHE);
  const writeVerdicts = new LruMap<string, Verdict>(VERDICT_CACHE);
  const counterVerdicts = new LruMap<string, Verdict>(VERDICT_CACHE);
  const seenOnce = new LruMap<string, true>(VERDICT_CACHE);
  const writes = options.writes ?? null;
  // A verdict holds for one schema: after DDL the same text may compile to a scan.
  const schemaVersion = engine.prepare('PRAGMA schema_version');
  let schema: SqlValue | undefined;
  /** Root page of sqlite_sequence in the schema last checked (null: none), looked up on first need. */
  let counterRoot: number | null | undefined;
  const counterRootPage = (): number | null => {
    if (counterRoot === undefined) {
      const root = engine.prepare("SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_sequence'").all([])[0]?.[0];
      counterRoot = typeof root === 'number' || typeof root === 'bigint' ? Number(root) : null;
    }
    return counterRoot;
  };
  let closed = false;

  /** Forgets every verdict when the schema changed since they were made. */
  const checkSchema = (): void => {
    const version = schemaVersion.all([])[0]?.[0];
    if (version === schema) return;
    // prepare() compiles against the schema the connection last loaded: a statement that
    // reads sqlite_schema makes it notice the change (SQLITE_SCHEMA, reload) before EXPLAIN.
    engine.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'pgsqlite'").all([]);
    verdicts.clear();
    writeVerdicts.clear();
    counterVerdicts.clear();
    seenOnce.clear();
    counterRoot = undefined;
    schema = version;
  };

  /**
   * Judging costs a prepare and an EXPLAIN (~100 µs): only texts seen before are judged. A text
   * judged ineligible is refused at once, before the schema check: reading schema_version after
   * another connection's commit reloads this connection's page cache (~30–150 µs measured, paid
   * by every INSERT of a serial key otherwise). Such a verdict lasts until a schema change is
   * noticed through an eligible text (or until it leaves the cache): a missed point read or
   * write, never a wrong answer.
   */
  const firstSighting = (sql: string, known: LruMap<string, Verdict>): boolean => {
    if (known.has(sql) || seenOnce.has(sql)) return false;
    seenOnce.set(sql, true);
    return true;
  };

  const readVerdict = (sql: string, params: readonly SqlValue[]): Verdict => {
    const known = verdicts.get(sql);
    if (known !== undefined) return known;
    if (sql.length > POINT_SQL_MAX) {
      verdicts.set(sql, null);
      return null;
    }
    let stmt: PreparedStatement | null = engine.prepare(sql);
    if (!stmt.readonly || !stmt.returnsRows || !isPointReadProgram(programOf(engine, sql, params))) stmt = null;
    verdicts.set(sql, stmt);
    return stmt;
  };

  const writeVerdict = (sql: string, params: readonly SqlValue[], functions: ReadonlySet<string>, counters: boolean): Verdict => {
    const cache = counters ? counterVerdicts : writeVerdicts;
    const known = cache.get(sql);
    if (known !== undefined) return known;
    if (sql.length > POINT_SQL_MAX) {
      cache.set(sql, null);
      return null;
    }
    let stmt: PreparedStatement | null = engine.prepare(sql);
    const root = counters ? counterRootPage() : null;
    if (stmt.readonly || !isPointWriteProgram(programOf(engine, sql, params), root === null ? { functions } : { functions, counterRoot: root })) stmt = null;
    cache.set(sql, stmt);
    return stmt;
  };

  return {
    tryRead(sql, params, eager = false) {
      if (closed || engine.inTransaction) return null;
      // One-off texts (literals inlined, pgbench -S) pay a Map lookup, not a prepare + EXPLAIN.
      if ((firstSighting(sql, verdicts) && !eager) || verdicts.get(sql) === null) return null;
      try {
        checkSchema();
        return readVerdict(sql, params)?.all(params) ?? null;
      } catch {
        // Busy, a missing table, a value SQLite rejects …: the session's connection decides.
        return null;
      }
    },
    tryWrite(sql, params, counters = false) {
      if (closed || writes === null || engine.inTransaction) return null;
      const cache = counters ? counterVerdicts : writeVerdicts;
      if (firstSighting(sql, cache) || cache.get(sql) === null) return null;
      try {
        checkSchema();
        const stmt = writeVerdict(sql, params, writes.functions, counters);
        if (stmt === null) return null;
        if (!stmt.returnsRows) return { rows: null, changes: stmt.run(params).changes };
        const rows = stmt.all(params);
        return { rows, changes: rows.length };
      } catch {
        // Busy, a constraint, a value SQLite rejects …: nothing was written; the session's connection decides.
        return null;
      }
    },
    close() {
      if (closed) return;
      closed = true;
      engine.close();
    },
  };
}
