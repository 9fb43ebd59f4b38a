import type { Engine, PreparedStatement, SqlValue } from './engine.js';
import { LruMap } from './lru-map.js';
import { isPointReadProgram, isPointWriteProgram } from './point-program.js';

/**
 * Tells whether a statement does a bounded amount of work on `engine` — a few B-tree probes, no
 * loop over rows, no function but `functions` (ones that read no connection state and give the
 * same answer every time) — so that it may run on the server's own thread, inside a transaction
 * too, and give the same result if run again on the same data (see pooled-executor.ts: a
 * transaction begun on the server's thread moves to an executor thread by replaying it).
 * Verdicts are kept per SQL text and schema version.
 */
export interface BoundedJudge {
  /** True when `sql` is bounded (server-owned transaction control counts as bounded). */
  bounded(sql: string, params: readonly SqlValue[]): boolean;
}

/** Server-owned statements that end, open or mark a transaction: bounded by nature. */
const CONTROL_EXACT: ReadonlySet<string> = new Set(['BEGIN IMMEDIATE', 'COMMIT', 'ROLLBACK', 'PRAGMA defer_foreign_keys = ON', 'PRAGMA defer_foreign_keys = OFF']);
const CONTROL_PREFIXES: readonly string[] = ['SAVEPOINT ', 'RELEASE ', 'ROLLBACK TO '];

/** Texts longer than this are not judged (a long VALUES list is not a point statement). */
const JUDGED_SQL_MAX = 8192;

/** A judge over `engine` (a connection of the caller's, used only for prepare and EXPLAIN). */
export function createBoundedJudge(engine: Engine, functions: ReadonlySet<string>): BoundedJudge {
  const verdicts = new LruMap<string, boolean>(256);
  const schemaVersion: PreparedStatement = engine.prepare('PRAGMA schema_version');
  let schema: SqlValue | undefined;
  /** Root page of sqlite_sequence in the current schema (null: none), looked up on first need. */
  let counterRoot: number | null | undefined;
  const counters = (): number | null => {
    if (counterRoot === undefined) {
      const root = engine.prepare("SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_sequence'").all([])[0]?.[0];
      counterRoot = typeof root === 'number' || typeof root === 'bigint' ? Number(root) : null;
    }
    return counterRoot;
  };
  /**
   * The schema version was read inside the transaction open now. Within a write transaction no
   * other connection can change the schema (SQLite's write lock), and no statement judged bounded
   * changes it (no DDL opcode is a point opcode): it is read once per transaction, not per
   * statement. Transaction control (judged here) ends that; so does a statement judged outside a
   * transaction (the one a transaction opens with, BEGIN IMMEDIATE run just before it).
   */
  let readInTransaction = false;
  return {
    bounded(sql, params) {
      if (CONTROL_EXACT.has(sql)) {
        readInTransaction = false;
        return true;
      }
      for (const prefix of CONTROL_PREFIXES) {
        if (sql.startsWith(prefix) && !sql.includes(';')) {
          readInTransaction = false;
          return true;
        }
      }
      if (sql.length > JUDGED_SQL_MAX) return false;
      try {
        const inTransaction = engine.inTransaction;
        if (!(inTransaction && readInTransaction)) {
          const version = schemaVersion.all([])[0]?.[0];
          if (version !== schema) {
            // prepare() compiles against the schema this connection last loaded: reading
            // sqlite_schema makes it notice another connection's change (and reload) first.
            if (schema !== undefined) engine.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'pgsqlite'").all([]);
            verdicts.clear();
            counterRoot = undefined;
            schema = version;
          }
          readInTransaction = inTransaction;
        }
        const known = verdicts.get(sql);
        if (known !== undefined) return known;
        const stmt = engine.prepare(sql);
        const program = engine.prepare(`EXPLAIN ${sql}`).all(params);
        // An AUTOINCREMENT key drawn by SQLite itself (its sqlite_sequence row) is bounded and, on
        // the same data, draws the same id again: allowed (pgsqlite's own serial bookkeeping calls
        // functions that are not in `functions`, so such statements stay refused).
        const root = stmt.readonly ? null : counters();
        const verdict = stmt.readonly ? stmt.returnsRows && isPointReadProgram(program) : isPointWriteProgram(program, root === null ? { functions } : { functions, counterRoot: root });
        verdicts.set(sql, verdict);
        return verdict;
      } catch {
        // Not compilable here (a temp table of another connection, …): run it where it belongs.
        return false;
      }
    },
  };
}
