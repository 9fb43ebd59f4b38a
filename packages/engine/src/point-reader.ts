import type { Engine, PreparedStatement, SqlValue } from './engine.js';
import { LruMap } from './lru-map.js';

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
 */
export interface PointReader {
  /** The rows of `sql`, or null when it is not a point read here (then run it elsewhere). */
  tryRead(sql: string, params: readonly SqlValue[]): SqlValue[][] | null;
  close(): void;
}

/**
 * VDBE opcodes a point read may use: no Next/Prev/Rewind/Sorter (no loop over rows), no
 * Function/Agg (no JavaScript, no connection state), no virtual tables, coroutines,
 * sub-programs, ephemeral tables or writes. Anything not listed makes the statement ineligible.
 */
const POINT_OPCODES: ReadonlySet<string> = new Set([
  'Init', 'Goto', 'Transaction', 'TableLock', 'OpenRead', 'ReopenIdx', 'Variable', 'MustBeInt', 'SeekRowid', 'NotExists',
  'Column', 'Rowid', 'ResultRow', 'Halt', 'Copy', 'SCopy', 'IntCopy', 'Integer', 'Int64', 'String8', 'String', 'Null',
  'Real', 'Blob', 'IsNull', 'NotNull', 'Affinity', 'SeekGE', 'SeekGT', 'SeekLE', 'SeekLT', 'IdxGT', 'IdxGE', 'IdxLT',
  'IdxLE', 'DeferredSeek', 'IdxRowid', 'Eq', 'Ne', 'Lt', 'Le', 'Gt', 'Ge', 'If', 'IfNot', 'And', 'Or', 'Not', 'Cast',
  'RealAffinity', 'CollSeq', 'Noop', 'Explain', 'IsTrue', 'ZeroOrNull', 'TypeCheck', 'IsType', 'ColumnsUsed',
]);

/** What the reader knows about one SQL text: its statement, or that it is not a point read. */
type Verdict = PreparedStatement | null;

/** Statements remembered (eligible or not) per reader. */
const VERDICT_CACHE = 256;

/** True when every instruction of `sql`'s program is a point-read opcode. */
function isPointProgram(engine: Engine, sql: string, params: readonly SqlValue[]): boolean {
  const program = engine.prepare(`EXPLAIN ${sql}`).all(params);
  if (program.length === 0) return false;
  for (const row of program) {
    const opcode = row[1];
    if (typeof opcode !== 'string' || !POINT_OPCODES.has(opcode)) return false;
  }
  return true;
}

/**
 * A point reader over `engine` (a connection of its own, opened by the caller with busy timeout
 * 0 so that it never waits). Closing the reader closes the engine.
 */
export function createPointReader(engine: Engine): PointReader {
  const verdicts = new LruMap<string, Verdict>(VERDICT_CACHE);
  const seenOnce = new LruMap<string, true>(VERDICT_CACHE);
  // A verdict holds for one schema: after DDL the same text may compile to a scan.
  const schemaVersion = engine.prepare('PRAGMA schema_version');
  let schema: SqlValue | undefined;
  let closed = false;

  const verdict = (sql: string, params: readonly SqlValue[]): Verdict => {
    const known = verdicts.get(sql);
    if (known !== undefined) return known;
    let stmt: PreparedStatement | null = engine.prepare(sql);
    if (!stmt.readonly || !stmt.returnsRows || !isPointProgram(engine, sql, params)) stmt = null;
    verdicts.set(sql, stmt);
    return stmt;
  };

  return {
    tryRead(sql, params) {
      if (closed || engine.inTransaction) return null;
      // Judging costs a prepare and an EXPLAIN (~100 µs): only texts that come back are judged,
      // so a stream of one-off texts (literals inlined, pgbench -S) does not pay it per query.
      if (!verdicts.has(sql) && !seenOnce.has(sql)) {
        seenOnce.set(sql, true);
        return null;
      }
      try {
        const version = schemaVersion.all([])[0]?.[0];
        if (version !== schema) {
          // prepare() compiles against the schema the connection last loaded: a statement that
          // reads sqlite_schema makes it notice the change (SQLITE_SCHEMA, reload) before EXPLAIN.
          engine.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'pgsqlite'").all([]);
          verdicts.clear();
          seenOnce.clear();
          schema = version;
        }
        return verdict(sql, params)?.all(params) ?? null;
      } catch {
        // Busy, a missing table, a value SQLite rejects …: the session's connection decides.
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
