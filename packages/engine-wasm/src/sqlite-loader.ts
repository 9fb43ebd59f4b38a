import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import type { SqliteModule } from './sqlite-api.js';

/**
 * Emscripten's hook for a caller that instantiates the WebAssembly itself: called with the
 * imports, it calls `done` with the instance (and module), e.g. of a module whose compilation
 * started before this code loaded.
 */
export type InstantiateWasm = (imports: object, done: (instance: object, module: object) => void) => object;

/**
 * Loads and initialises a sqlite-wasm instance (~50 ms in Node). In Node the package's `node`
 * export is used, in a browser its `browser` build (which finds sqlite3.wasm next to itself,
 * or where `locateFile` says, or takes the instance `instantiateWasm` makes).
 */
export async function loadSqliteWasm(options: { locateFile?: (file: string, prefix: string) => string; instantiateWasm?: InstantiateWasm } = {}): Promise<SqliteModule> {
  const init = sqlite3InitModule as unknown as (o?: object) => Promise<SqliteModule>;
  return init({
    ...(options.locateFile === undefined ? {} : { locateFile: options.locateFile }),
    ...(options.instantiateWasm === undefined ? {} : { instantiateWasm: options.instantiateWasm }),
  });
}
