import type { SqlValue } from '@pgsqlite/engine';
import type { Ptr, SqliteModule } from './sqlite-api.js';
import { rawApi, utf8, type RawApi } from './sqlite-raw.js';

/** sqlite3.h fundamental datatypes. */
export const SQLITE_INTEGER = 1;
export const SQLITE_FLOAT = 2;
export const SQLITE_TEXT = 3;
export const SQLITE_BLOB = 4;

/**
 * Values cross the wasm boundary exactly as better-sqlite3 (safe integers) passes them, so that
 * both engines give the runtime functions and the session the same JavaScript values: every
 * INTEGER is a bigint, REALs are numbers, TEXT a string, BLOB a fresh Uint8Array. JavaScript
 * numbers are bound as REAL and bigints as INTEGER (better-sqlite3's binding rules).
 */
export class ValueCodec {
  readonly #sqlite3: SqliteModule;
  readonly #raw: RawApi;
  readonly #dealloc: number;

  constructor(sqlite3: SqliteModule) {
    this.#sqlite3 = sqlite3;
    this.#raw = rawApi(sqlite3);
    this.#dealloc = sqlite3.capi.SQLITE_WASM_DEALLOC as number;
  }

  /** Binds `params` to `stmt` (1-based); returns the first nonzero result code, else 0. */
  bind(stmt: Ptr, params: readonly SqlValue[]): number {
    const { wasm } = this.#sqlite3;
    const capi = this.#raw;
    for (let i = 0; i < params.length; i++) {
      const v = params[i] ?? null;
      let rc: number;
      if (v === null) rc = capi.sqlite3_bind_null(stmt, i + 1);
      else if (typeof v === 'bigint') rc = capi.sqlite3_bind_int64(stmt, i + 1, v);
      else if (typeof v === 'number') rc = capi.sqlite3_bind_double(stmt, i + 1, v);
      else if (typeof v === 'string') {
        const [p, n] = wasm.allocCString(v, true);
        rc = capi.sqlite3_bind_text(stmt, i + 1, p, n, this.#dealloc);
      } else {
        // A zero-length blob still needs a non-null pointer, else SQLite binds NULL.
        const p = v.length === 0 ? wasm.alloc(1) : wasm.allocFromTypedArray(v);
        rc = capi.sqlite3_bind_blob(stmt, i + 1, p, v.length, this.#dealloc);
      }
      if (rc !== 0) return rc;
    }
    return 0;
  }

  /** One result column of the current row. */
  column(stmt: Ptr, i: number): SqlValue {
    const raw = this.#raw;
    switch (raw.sqlite3_column_type(stmt, i)) {
      case SQLITE_INTEGER:
        return raw.sqlite3_column_int64(stmt, i);
      case SQLITE_FLOAT:
        return raw.sqlite3_column_double(stmt, i);
      case SQLITE_TEXT: {
        const p = raw.sqlite3_column_text(stmt, i);
        const n = raw.sqlite3_column_bytes(stmt, i);
        return utf8(this.#sqlite3.wasm.heap8u(), p, n);
      }
      case SQLITE_BLOB: {
        const p = raw.sqlite3_column_blob(stmt, i);
        const n = raw.sqlite3_column_bytes(stmt, i);
        return n === 0 ? new Uint8Array(0) : this.#sqlite3.wasm.heap8u().slice(p, p + n);
      }
      default:
        return null;
    }
  }

  /** The current row. */
  row(stmt: Ptr, count: number): SqlValue[] {
    const row = new Array<SqlValue>(count);
    for (let i = 0; i < count; i++) row[i] = this.column(stmt, i);
    return row;
  }

  /** A function argument (an sqlite3_value). */
  value(v: Ptr): SqlValue {
    const raw = this.#raw;
    switch (raw.sqlite3_value_type(v)) {
      case SQLITE_INTEGER:
        return raw.sqlite3_value_int64(v);
      case SQLITE_FLOAT:
        return raw.sqlite3_value_double(v);
      case SQLITE_TEXT: {
        const p = raw.sqlite3_value_text(v);
        const n = raw.sqlite3_value_bytes(v);
        return utf8(this.#sqlite3.wasm.heap8u(), p, n);
      }
      case SQLITE_BLOB: {
        const p = raw.sqlite3_value_blob(v);
        const n = raw.sqlite3_value_bytes(v);
        return n === 0 ? new Uint8Array(0) : this.#sqlite3.wasm.heap8u().slice(p, p + n);
      }
      default:
        return null;
    }
  }

  /** The `argc` arguments at `argv`. */
  args(argc: number, argv: Ptr): SqlValue[] {
    // The pointers are copied out first: reading an argument as text may allocate, and when that
    // grows the WebAssembly memory every view of the old buffer is detached (reads gave 0: the
    // argument at address 0, a 3-byte blob "0,0,0" where a 131,072-digit numeric was).
    const pointers = Array.from(new Int32Array(this.#sqlite3.wasm.heap8u().buffer, argv, argc));
    const args = new Array<SqlValue>(argc);
    for (let i = 0; i < argc; i++) args[i] = this.value(pointers[i] as number);
    return args;
  }

  /** Sets a function's result; throws a TypeError for a value SQLite cannot hold. */
  result(ctx: Ptr, v: SqlValue | undefined): void {
    const { wasm } = this.#sqlite3;
    const capi = this.#raw;
    if (v === null || v === undefined) capi.sqlite3_result_null(ctx);
    else if (typeof v === 'bigint') {
      if (v > 9223372036854775807n || v < -9223372036854775808n) throw new RangeError('BigInt value is too large to be stored as an SQLite integer');
      capi.sqlite3_result_int64(ctx, v);
    } else if (typeof v === 'number') capi.sqlite3_result_double(ctx, v);
    else if (typeof v === 'string') {
      const [p, n] = wasm.allocCString(v, true);
      capi.sqlite3_result_text(ctx, p, n, this.#dealloc);
    } else if (v instanceof Uint8Array) {
      const p = v.length === 0 ? wasm.alloc(1) : wasm.allocFromTypedArray(v);
      capi.sqlite3_result_blob(ctx, p, v.length, this.#dealloc);
    } else {
      throw new TypeError(`a SQL function returned ${typeof v}, which SQLite cannot store`);
    }
  }
}
