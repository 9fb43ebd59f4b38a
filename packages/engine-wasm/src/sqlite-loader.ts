import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import type { SqliteModule } from './sqlite-api.js';

/**
 * Loads and initialises a sqlite-wasm instance (~50 ms in Node). In Node the package's `node`
 * export is used, in a browser its `browser` build (which finds sqlite3.wasm next to itself,
 * or where `locateFile` says).
 */
export async function loadSqliteWasm(options: { locateFile?: (file: string, prefix: string) => string } = {}): Promise<SqliteModule> {
  const init = sqlite3InitModule as unknown as (o?: object) => Promise<SqliteModule>;
  return init(options.locateFile === undefined ? {} : { locateFile: options.locateFile });
}
