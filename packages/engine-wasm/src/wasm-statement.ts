import type { EngineColumn, PreparedStatement, RunResult, SqlValue } from '@pgsqlite/engine';
import type { Ptr } from './sqlite-api.js';
import type { WasmConnection } from './wasm-connection.js';
import { rawApi, type RawApi } from './sqlite-raw.js';

const SQLITE_ROW = 100;
const SQLITE_DONE = 101;

/**
 * PreparedStatement over one sqlite3_stmt. Every run resets the statement when it ends (done,
 * failed or abandoned), so no statement keeps a read snapshot open between calls — as
 * better-sqlite3 does. The statement is finalized when it is garbage collected or when its
 * connection closes, whichever comes first.
 */
export class WasmStatement implements PreparedStatement {
  readonly returnsRows: boolean;
  readonly readonly: boolean;
  readonly #conn: WasmConnection;
  readonly #stmt: Ptr;
  readonly #raw: RawApi;

  constructor(conn: WasmConnection, stmt: Ptr) {
    this.#conn = conn;
    this.#stmt = stmt;
    this.#raw = rawApi(conn.sqlite3);
    const { capi } = conn.sqlite3;
    this.returnsRows = capi.sqlite3_column_count(stmt) > 0;
    this.readonly = capi.sqlite3_stmt_readonly(stmt) !== 0;
  }

  columns(): EngineColumn[] {
    if (!this.returnsRows) return [];
    const { capi } = this.#conn.sqlite3;
    const stmt = this.#conn.statement(this.#stmt);
    const count = capi.sqlite3_column_count(stmt);
    const columns: EngineColumn[] = [];
    for (let i = 0; i < count; i++) {
      columns.push({
        name: capi.sqlite3_column_name(stmt, i) ?? '',
        table: capi.sqlite3_column_table_name(stmt, i) ?? null,
        column: capi.sqlite3_column_origin_name(stmt, i) ?? null,
        declaredType: capi.sqlite3_column_decltype(stmt, i) ?? null,
      });
    }
    return columns;
  }

  all(params: readonly SqlValue[]): SqlValue[][] {
    const stmt = this.#start(params);
    const rows: SqlValue[][] = [];
    const codec = this.#conn.codec;
    const capi = this.#raw;
    // Counted after the first step: a schema change recompiles the statement there.
    let count = -1;
    for (;;) {
      const rc = capi.sqlite3_step(stmt);
      if (rc === SQLITE_ROW) {
        if (count < 0) count = capi.sqlite3_column_count(stmt);
        rows.push(codec.row(stmt, count));
      }
      else if (rc === SQLITE_DONE) break;
      else throw this.#failed(rc);
    }
    capi.sqlite3_reset(stmt);
    return rows;
  }

  iterate(params: readonly SqlValue[]): IterableIterator<SqlValue[]> {
    const stmt = this.#start(params);
    const capi = this.#raw;
    const codec = this.#conn.codec;
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      capi.sqlite3_reset(stmt);
    };
    const it: IterableIterator<SqlValue[]> = {
      next: () => {
        if (done) return { done: true, value: undefined };
        const rc = capi.sqlite3_step(this.#conn.statement(stmt));
        if (rc === SQLITE_ROW) return { done: false, value: codec.row(stmt, capi.sqlite3_column_count(stmt)) };
        if (rc === SQLITE_DONE) {
          finish();
          return { done: true, value: undefined };
        }
        done = true;
        throw this.#failed(rc);
      },
      return: () => {
        finish();
        return { done: true, value: undefined };
      },
      [Symbol.iterator]: () => it,
    };
    return it;
  }

  run(params: readonly SqlValue[]): RunResult {
    const stmt = this.#start(params);
    const capi = this.#raw;
    const before = this.#conn.totalChanges();
    for (;;) {
      const rc = capi.sqlite3_step(stmt);
      if (rc === SQLITE_DONE) break;
      if (rc !== SQLITE_ROW) throw this.#failed(rc);
    }
    capi.sqlite3_reset(stmt);
    // A statement that changed nothing reports 0, not the previous statement's count.
    const changes = this.#conn.totalChanges() === before ? 0 : Number(capi.sqlite3_changes64(this.#conn.db));
    return { changes, lastInsertRowid: capi.sqlite3_last_insert_rowid(this.#conn.db) };
  }

  /** Resets, binds and hands back the statement pointer (a PgError when the connection closed). */
  #start(params: readonly SqlValue[]): Ptr {
    const stmt = this.#conn.statement(this.#stmt);
    const capi = this.#raw;
    capi.sqlite3_reset(stmt);
    capi.sqlite3_clear_bindings(stmt);
    this.#conn.beginCall();
    const expected = capi.sqlite3_bind_parameter_count(stmt);
    if (params.length !== expected) throw this.#conn.misuse(params.length < expected ? 'Too few parameter values were provided' : 'Too many parameter values were provided');
    const rc = this.#conn.codec.bind(stmt, params);
    if (rc !== 0) throw this.#conn.errorFor(rc);
    return stmt;
  }

  #failed(rc: number): unknown {
    const error = this.#conn.errorFor(rc);
    this.#raw.sqlite3_reset(this.#stmt);
    return error;
  }
}
