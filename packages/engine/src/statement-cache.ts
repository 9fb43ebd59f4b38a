import type { Engine, PreparedStatement, SqlValue } from './engine.js';
import { LruMap } from './lru-map.js';

/**
 * A connection's prepared statements by SQL text, each valid for the schema it was compiled
 * against.
 *
 * SQLite re-compiles a prepared statement after a schema change when the statement's program
 * opens a read or write transaction (OP_Transaction checks the schema cookie). A statement that
 * reads no stored table — one over views whose bodies are only VALUES, CTEs or constants, such as
 * a recursive view — has no such opcode: after `CREATE OR REPLACE VIEW` (on this connection or
 * another) it would keep running the old view's program and answer with the old rows. Such
 * statements are kept with the schema_version they were compiled against and compiled again
 * when it changed.
 */
export interface StatementCache {
  /** The statement for `sql` (`params` are those of the first run, for EXPLAIN's binding). */
  get(sql: string, params: readonly SqlValue[]): PreparedStatement;
  clear(): void;
}

interface Cached {
  stmt: PreparedStatement;
  /** schema_version it was compiled against when its program checks no schema cookie; else undefined. */
  schema: SqlValue | undefined;
}

/**
 * Leads the text of a statement whose author knows it reads stored tables of the main database
 * (the catalog loads' reads of `_pgsqlite_*`): its program checks the schema cookie, so the
 * cache keeps it without the EXPLAIN that would find that out (issue 18: for a catalog batch,
 * compiled once per new batch and connection, the EXPLAIN and its thousands of opcode rows cost
 * twice the statement's own compile). A comment: SQLite ignores it.
 */
export const READS_STORED_TABLES = '/* pgsqlite: reads stored tables */ ';

/**
 * Whether the program of `sql` opens a transaction on a database (so SQLite checks the schema
 * cookie). A statement that cannot be EXPLAINed (an EXPLAIN itself) is kept as SQLite keeps it.
 */
function checksSchemaCookie(engine: Engine, sql: string, params: readonly SqlValue[]): boolean {
  let program: SqlValue[][];
  try {
    program = engine.prepare(`EXPLAIN ${sql}`).all(params);
  } catch {
    return true;
  }
  for (const row of program) if (row[1] === 'Transaction') return true;
  return false;
}

/** A statement cache over `engine` keeping up to `capacity` statements. */
export function createStatementCache(engine: Engine, capacity: number): StatementCache {
  const statements = new LruMap<string, Cached>(capacity);
  let versionStmt: PreparedStatement | null = null;
  const schemaVersion = (): SqlValue | undefined => (versionStmt ??= engine.prepare('PRAGMA schema_version')).all([])[0]?.[0];

  /** Compiles `sql` against the schema as it is now, noting that schema's version. */
  const compileUnchecked = (sql: string): Cached => {
    const schema = schemaVersion();
    // prepare() compiles against the schema this connection last loaded: reading sqlite_schema
    // makes it notice another connection's change (SQLITE_SCHEMA, reload) first.
    engine.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'pgsqlite'").all([]);
    return { stmt: engine.prepare(sql), schema };
  };

  return {
    get(sql, params) {
      const hit = statements.get(sql);
      if (hit !== undefined) {
        if (hit.schema === undefined || hit.schema === schemaVersion()) return hit.stmt;
        const again = compileUnchecked(sql);
        statements.set(sql, again);
        return again.stmt;
      }
      const stmt = engine.prepare(sql);
      // A write opens a transaction; only a read can do without one.
      const cached =
        stmt.readonly && stmt.returnsRows && !sql.startsWith(READS_STORED_TABLES) && !checksSchemaCookie(engine, sql, params) ? compileUnchecked(sql) : { stmt, schema: undefined };
      statements.set(sql, cached);
      return cached.stmt;
    },
    clear() {
      statements.clear();
    },
  };
}
