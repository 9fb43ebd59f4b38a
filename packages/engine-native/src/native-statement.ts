import type { Statement } from 'better-sqlite3';
import type { EngineColumn, PreparedStatement, RunResult, SqlValue } from '@pgsqlite/engine';
import { mapSqliteError } from './sqlite-errors.js';
import { collectRows, statementMemoryLimit } from './memory-guard.js';

/** A better-sqlite3 statement bound positionally (`?` placeholders). */
export type RawStatement = Statement<SqlValue[], SqlValue[]>;

/**
 * PreparedStatement over a better-sqlite3 statement in raw mode (rows are arrays) with safe
 * integers (every INTEGER is a bigint, so int8 never loses precision; REALs stay numbers).
 */
export class NativeStatement implements PreparedStatement {
  readonly returnsRows: boolean;
  readonly readonly: boolean;
  readonly #stmt: RawStatement;

  constructor(stmt: RawStatement) {
    this.#stmt = stmt;
    this.returnsRows = stmt.reader;
    this.readonly = stmt.readonly;
    stmt.safeIntegers(true);
    if (stmt.reader) stmt.raw(true);
  }

  columns(): EngineColumn[] {
    if (!this.returnsRows) return [];
    // Not cached: SQLite re-prepares after a schema change and `SELECT *` may then differ.
    return this.#stmt.columns().map((c) => ({
      name: c.name,
      table: c.table,
      column: c.column,
      declaredType: c.type,
    }));
  }

  all(params: readonly SqlValue[]): SqlValue[][] {
    try {
      // Under the per-statement memory guard (memory-guard.ts) the rows are counted as they come.
      if (statementMemoryLimit() > 0 && this.returnsRows) return this.readonly ? collectRows(this.#stmt.iterate(...params)) : this.#guardedWrite(params);
      return this.#stmt.all(...params);
    } catch (e) {
      throw mapSqliteError(e);
    }
  }

  first(params: readonly SqlValue[]): SqlValue[] | undefined {
    try {
      return this.#stmt.get(...params);
    } catch (e) {
      throw mapSqliteError(e);
    }
  }

  /**
   * A write's RETURNING rows under the memory guard: SQLite has made every change before the first
   * row, and stopping early would keep them (an autocommit statement commits when it is reset), so
   * a savepoint undoes the statement when the guard stops it.
   */
  #guardedWrite(params: readonly SqlValue[]): SqlValue[][] {
    const db = this.#stmt.database;
    db.exec('SAVEPOINT pgsqlite_returning');
    let rows: SqlValue[][];
    try {
      rows = collectRows(this.#stmt.iterate(...params));
    } catch (e) {
      db.exec('ROLLBACK TO pgsqlite_returning');
      db.exec('RELEASE pgsqlite_returning');
      throw e;
    }
    db.exec('RELEASE pgsqlite_returning');
    return rows;
  }

  iterate(params: readonly SqlValue[]): IterableIterator<SqlValue[]> {
    let inner: IterableIterator<SqlValue[]>;
    try {
      inner = this.#stmt.iterate(...params);
    } catch (e) {
      throw mapSqliteError(e);
    }
    return mappedIterator(inner);
  }

  run(params: readonly SqlValue[]): RunResult {
    try {
      const { changes, lastInsertRowid } = this.#stmt.run(...params);
      return { changes, lastInsertRowid };
    } catch (e) {
      throw mapSqliteError(e);
    }
  }
}

/** Wraps an iterator so that errors raised while stepping are PgErrors too. */
function mappedIterator(inner: IterableIterator<SqlValue[]>): IterableIterator<SqlValue[]> {
  const it: IterableIterator<SqlValue[]> = {
    next() {
      try {
        return inner.next();
      } catch (e) {
        throw mapSqliteError(e);
      }
    },
    return(value?: unknown) {
      // Resets the SQLite statement so it can run again (the caller stopped early).
      inner.return?.(value);
      return { done: true, value: undefined };
    },
    [Symbol.iterator]() {
      return it;
    },
  };
  return it;
}
