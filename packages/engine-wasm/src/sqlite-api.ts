/**
 * The part of @sqlite.org/sqlite-wasm's module that this adapter uses, typed narrowly: the
 * package's own typings model its JS conveniences (string and callback marshalling) that we
 * deliberately bypass on the hot path. Pointers are 32-bit wasm addresses (numbers).
 */
export type Ptr = number;

/** A C-API struct wrapper (sqlite3_vfs, sqlite3_io_methods, sqlite3_file). */
export interface SqliteStruct {
  readonly pointer: Ptr;
  dispose(): void;
  [member: `$${string}`]: unknown;
}

export interface SqliteStructClass {
  new (pointer?: Ptr): SqliteStruct;
  readonly structInfo: { sizeof: number };
}

/** sqlite3.capi: functions (already wrapped for JS strings where noted) and constants. */
export interface SqliteCapi {
  readonly [constant: `SQLITE_${string}`]: number;
  sqlite3_open_v2(filename: string, ppDb: Ptr, flags: number, vfs: string | null): number;
  sqlite3_close_v2(db: Ptr): number;
  sqlite3_extended_result_codes(db: Ptr, on: number): number;
  sqlite3_db_config(db: Ptr, op: number, a: number, b: number): number;
  sqlite3_errmsg(db: Ptr): string;
  sqlite3_extended_errcode(db: Ptr): number;
  sqlite3_js_rc_str(rc: number): string | undefined;
  sqlite3_get_autocommit(db: Ptr): number;
  sqlite3_exec(db: Ptr, sql: string, callback: 0, arg: 0, errmsg: 0): number;
  sqlite3_prepare_v3(db: Ptr, sql: string, nByte: -1, flags: number, ppStmt: Ptr, pzTail: null): number;
  sqlite3_finalize(stmt: Ptr): number;
  sqlite3_reset(stmt: Ptr): number;
  sqlite3_clear_bindings(stmt: Ptr): number;
  sqlite3_step(stmt: Ptr): number;
  sqlite3_stmt_readonly(stmt: Ptr): number;
  sqlite3_column_count(stmt: Ptr): number;
  sqlite3_column_name(stmt: Ptr, i: number): string | null;
  sqlite3_column_table_name(stmt: Ptr, i: number): string | null;
  sqlite3_column_origin_name(stmt: Ptr, i: number): string | null;
  sqlite3_column_decltype(stmt: Ptr, i: number): string | null;
  sqlite3_column_type(stmt: Ptr, i: number): number;
  sqlite3_column_int64(stmt: Ptr, i: number): bigint;
  sqlite3_column_double(stmt: Ptr, i: number): number;
  sqlite3_column_text(stmt: Ptr, i: number): string;
  sqlite3_column_blob(stmt: Ptr, i: number): Ptr;
  sqlite3_column_bytes(stmt: Ptr, i: number): number;
  sqlite3_bind_parameter_count(stmt: Ptr): number;
  sqlite3_bind_null(stmt: Ptr, i: number): number;
  sqlite3_bind_int64(stmt: Ptr, i: number, v: bigint): number;
  sqlite3_bind_double(stmt: Ptr, i: number, v: number): number;
  sqlite3_bind_text(stmt: Ptr, i: number, text: Ptr, n: number, dtor: number): number;
  sqlite3_bind_blob(stmt: Ptr, i: number, blob: Ptr, n: number, dtor: number): number;
  sqlite3_changes64(db: Ptr): bigint;
  sqlite3_last_insert_rowid(db: Ptr): bigint;
  sqlite3_value_type(v: Ptr): number;
  sqlite3_value_int64(v: Ptr): bigint;
  sqlite3_value_double(v: Ptr): number;
  sqlite3_value_text(v: Ptr): string;
  sqlite3_value_blob(v: Ptr): Ptr;
  sqlite3_value_bytes(v: Ptr): number;
  sqlite3_result_null(ctx: Ptr): void;
  sqlite3_result_int64(ctx: Ptr, v: bigint): void;
  sqlite3_result_double(ctx: Ptr, v: number): void;
  sqlite3_result_text(ctx: Ptr, text: Ptr, n: number, dtor: number): void;
  sqlite3_result_blob(ctx: Ptr, blob: Ptr, n: number, dtor: number): void;
  sqlite3_result_error(ctx: Ptr, message: string, n: number): void;
  sqlite3_result_error_toobig(ctx: Ptr): void;
  sqlite3_aggregate_context(ctx: Ptr, n: number): Ptr;
  sqlite3_create_function_v2(db: Ptr, name: string, nArg: number, flags: number, app: 0, xFunc: Ptr, xStep: Ptr, xFinal: Ptr, xDestroy: 0): number;
  sqlite3_create_window_function(db: Ptr, name: string, nArg: number, flags: number, app: 0, xStep: Ptr, xFinal: Ptr, xValue: Ptr, xInverse: Ptr, xDestroy: 0): number;
  sqlite3_progress_handler(db: Ptr, nOps: number, handler: Ptr, arg: 0): void;
  sqlite3_interrupt(db: Ptr): void;
  sqlite3_vfs_find(name: string | null): Ptr;
  readonly sqlite3_vfs: SqliteStructClass;
  readonly sqlite3_io_methods: SqliteStructClass;
  readonly sqlite3_file: SqliteStructClass;
}

/** sqlite3.wasm: the heap and function-table helpers. */
export interface SqliteWasm {
  heap8u(): Uint8Array;
  alloc(n: number): Ptr;
  dealloc(p: Ptr): void;
  allocCString(s: string, returnWithLength: true): [Ptr, number];
  allocFromTypedArray(a: Uint8Array): Ptr;
  cstrToJs(p: Ptr): string;
  cstrncpy(dest: Ptr, src: Ptr, n: number): number;
  peekPtr(p: Ptr): Ptr;
  pokePtr(p: Ptr, v: Ptr): void;
  peek32(p: Ptr): number;
  poke32(p: Ptr, v: number): void;
  poke64(p: Ptr, v: bigint): void;
  pstack: { pointer: Ptr; restore(p: Ptr): void; allocPtr(): Ptr };
  installFunction(signature: string, fn: (...args: number[]) => number | void): Ptr;
  uninstallFunction(p: Ptr): void;
}

/** An initialised sqlite-wasm module (what `sqlite3InitModule()` resolves to). */
export interface SqliteModule {
  readonly capi: SqliteCapi;
  readonly wasm: SqliteWasm;
  readonly vfs: { installVfs(options: { io?: { struct: SqliteStruct; methods: Record<string, (...args: never[]) => number> }; vfs?: { struct: SqliteStruct; methods: Record<string, (...args: never[]) => number>; name?: string } }): unknown };
  readonly version: { libVersion: string };
}
