import type { Engine, EngineFactory, OpenOptions } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import type { Ptr, SqliteModule } from './sqlite-api.js';
import { isMemoryPath, WasmConnection, type WasmInstance } from './wasm-connection.js';
import { toEngineError } from './wasm-errors.js';
import { FunctionTable } from './wasm-functions.js';
import { ValueCodec } from './wasm-values.js';
import { memoryFileStore, type FileStore } from './vfs/file-store.js';
import { installStoreVfs } from './vfs/store-vfs.js';
import { rawApi } from './sqlite-raw.js';

const SQLITE_OPEN_READONLY = 0x1;
const SQLITE_OPEN_READWRITE = 0x2;
const SQLITE_OPEN_CREATE = 0x4;
const SQLITE_OPEN_URI = 0x40;
const SQLITE_DBCONFIG_DEFENSIVE = 1010;
/** VM steps between two interrupt checks (~0.1 ms of work). */
const PROGRESS_STEPS = 10_000;

/** Options of {@link createWasmEngineFactory}. */
export interface WasmEngineOptions {
  /** An initialised sqlite-wasm module (`await loadSqliteWasm()`); one per engine factory. */
  sqlite3: unknown;
  /**
   * Where database files live: Node passes a store over its file system, a browser worker one
   * over OPFS. Default: a fresh `memoryFileStore()` (files last as long as the factory).
   */
  files?: FileStore;
}

let vfsCounter = 0;

/**
 * The sqlite-wasm adapter of the Engine port. Every connection it opens lives in the one wasm
 * instance given, so connections to one file share its locks and WAL index (see store-vfs.ts):
 * WAL with readers on snapshots and one writer, SQLITE_BUSY at once (busy timeout 0). Runs
 * wherever JavaScript runs: it imports nothing from Node.
 */
export function createWasmEngineFactory(options: WasmEngineOptions): EngineFactory & { readonly sqliteVersion: string } {
  const sqlite3 = options.sqlite3 as SqliteModule;
  const { capi, wasm } = sqlite3;
  const codec = new ValueCodec(sqlite3);
  const functions = new FunctionTable(sqlite3, codec);
  const vfs = `pgsqlite-${++vfsCounter}`;
  installStoreVfs(sqlite3, vfs, options.files ?? memoryFileStore());
  const progressing = new Map<number, WasmConnection>();
  let nextProgressId = 1;
  const progressIds = new WeakMap<WasmConnection, number>();
  const progress = wasm.installFunction('i(p)', (id: Ptr) => (progressing.get(id)?.interruptCheck()?.() === true ? 1 : 0));

  const instance: WasmInstance = {
    sqlite3,
    codec,
    functions,
    vfs,
    open: (o) => openConnection(o),
    setProgress(conn, on) {
      let id = progressIds.get(conn);
      if (on) {
        if (id === undefined) {
          id = nextProgressId++;
          progressIds.set(conn, id);
        }
        progressing.set(id, conn);
        rawApi(sqlite3).sqlite3_progress_handler(conn.db, PROGRESS_STEPS, progress, id);
      } else {
        if (id !== undefined) progressing.delete(id);
        rawApi(sqlite3).sqlite3_progress_handler(conn.db, 0, 0, 0);
      }
    },
  };

  const openConnection = (o: OpenOptions): WasmConnection => {
    const memory = isMemoryPath(o.path);
    const flags = (o.readonly === true ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_URI;
    const stack = wasm.pstack.pointer;
    let db: Ptr;
    let rc: number;
    try {
      const pp = wasm.pstack.allocPtr();
      rc = capi.sqlite3_open_v2(o.path, pp, flags, memory ? null : vfs);
      db = wasm.peekPtr(pp);
    } finally {
      wasm.pstack.restore(stack);
    }
    if (rc !== 0) {
      const message = db === 0 ? 'out of memory' : capi.sqlite3_errmsg(db);
      if (db !== 0) capi.sqlite3_close_v2(db);
      throw new PgError('io_error', `could not open database "${o.path}": ${message}`, { routine: capi.sqlite3_js_rc_str(rc) ?? 'SQLITE_CANTOPEN' });
    }
    const conn = new WasmConnection(instance, db, o);
    try {
      capi.sqlite3_extended_result_codes(db, 1);
      capi.sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, 0);
      if (!memory && o.readonly !== true) {
        // New files get the native build's page size, so a file moves between engines unchanged.
        conn.exec('PRAGMA page_size = 4096');
        const mode = conn.prepare('PRAGMA journal_mode = WAL').all([])[0]?.[0];
        if (mode !== 'wal') throw new PgError('internal_error', `could not switch ${o.path} to WAL (journal_mode=${String(mode)})`);
      }
      // Every setting the native build differs in is set explicitly (see docs/readme-wasm.md).
      conn.exec(
        `PRAGMA synchronous = ${o.synchronous}; PRAGMA foreign_keys = ON; PRAGMA trusted_schema = ${o.trustedSchema === true ? 'ON' : 'OFF'};` +
          ' PRAGMA busy_timeout = 0; PRAGMA recursive_triggers = OFF; PRAGMA cache_size = -16000',
      );
      return conn;
    } catch (e) {
      conn.close();
      throw toEngineError(e);
    }
  };

  return {
    name: 'sqlite-wasm',
    sqliteVersion: sqlite3.version.libVersion,
    open(o: OpenOptions): Engine {
      return openConnection(o);
    },
  };
}
