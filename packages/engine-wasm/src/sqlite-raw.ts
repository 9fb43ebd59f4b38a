import type { Ptr, SqliteModule } from './sqlite-api.js';

/**
 * The C functions this adapter calls per row, per value or per step, straight from the wasm
 * exports: the capi wrappers convert every argument and result in JavaScript (~1–2 µs a call),
 * which made reading a row several times slower than the native engine.
 */
export interface RawApi {
  sqlite3_step(stmt: Ptr): number;
  sqlite3_reset(stmt: Ptr): number;
  sqlite3_clear_bindings(stmt: Ptr): number;
  sqlite3_column_count(stmt: Ptr): number;
  sqlite3_bind_parameter_count(stmt: Ptr): number;
  sqlite3_column_type(stmt: Ptr, i: number): number;
  sqlite3_column_int64(stmt: Ptr, i: number): bigint;
  sqlite3_column_double(stmt: Ptr, i: number): number;
  sqlite3_column_text(stmt: Ptr, i: number): Ptr;
  sqlite3_column_blob(stmt: Ptr, i: number): Ptr;
  sqlite3_column_bytes(stmt: Ptr, i: number): number;
  sqlite3_value_type(v: Ptr): number;
  sqlite3_value_int64(v: Ptr): bigint;
  sqlite3_value_double(v: Ptr): number;
  sqlite3_value_text(v: Ptr): Ptr;
  sqlite3_value_blob(v: Ptr): Ptr;
  sqlite3_value_bytes(v: Ptr): number;
  sqlite3_result_null(ctx: Ptr): void;
  sqlite3_result_int64(ctx: Ptr, v: bigint): void;
  sqlite3_result_double(ctx: Ptr, v: number): void;
  sqlite3_result_text(ctx: Ptr, text: Ptr, n: number, dtor: number): void;
  sqlite3_result_blob(ctx: Ptr, blob: Ptr, n: number, dtor: number): void;
  sqlite3_user_data(ctx: Ptr): number;
  sqlite3_aggregate_context(ctx: Ptr, n: number): Ptr;
  sqlite3_bind_null(stmt: Ptr, i: number): number;
  sqlite3_bind_int64(stmt: Ptr, i: number, v: bigint): number;
  sqlite3_bind_double(stmt: Ptr, i: number, v: number): number;
  sqlite3_bind_text(stmt: Ptr, i: number, text: Ptr, n: number, dtor: number): number;
  sqlite3_bind_blob(stmt: Ptr, i: number, blob: Ptr, n: number, dtor: number): number;
  sqlite3_changes64(db: Ptr): bigint;
  sqlite3_total_changes64(db: Ptr): bigint;
  sqlite3_last_insert_rowid(db: Ptr): bigint;
  sqlite3_get_autocommit(db: Ptr): number;
  sqlite3_extended_errcode(db: Ptr): number;
  sqlite3_progress_handler(db: Ptr, n: number, handler: Ptr, arg: number): void;
  sqlite3_create_function_v2(db: Ptr, name: Ptr, nArg: number, flags: number, app: number, xFunc: Ptr, xStep: Ptr, xFinal: Ptr, xDestroy: Ptr): number;
  sqlite3_create_window_function(db: Ptr, name: Ptr, nArg: number, flags: number, app: number, xStep: Ptr, xFinal: Ptr, xValue: Ptr, xInverse: Ptr, xDestroy: Ptr): number;
}

/** The raw exports of `sqlite3`'s wasm module. */
export function rawApi(sqlite3: SqliteModule): RawApi {
  return (sqlite3.wasm as unknown as { exports: RawApi }).exports;
}

/** TextDecoder exists in every JavaScript host this runs in (browsers, workers, Node). */
declare const TextDecoder: new (label?: string, options?: { ignoreBOM?: boolean }) => { decode(bytes: Uint8Array): string };

// ignoreBOM: a text value's leading U+FEFF is data, not a byte-order mark
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Decodes `n` bytes of UTF-8 at `p` in `heap` (ASCII by hand: most values are short). */
export function utf8(heap: Uint8Array, p: Ptr, n: number): string {
  if (n < 24) {
    let s = '';
    for (let i = 0; i < n; i++) {
      const b = heap[p + i] as number;
      if (b >= 0x80) return decoder.decode(heap.subarray(p, p + n));
      s += String.fromCharCode(b);
    }
    return s;
  }
  return decoder.decode(heap.subarray(p, p + n));
}
