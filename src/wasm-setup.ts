import type { EngineFactory } from '@pgsqlite/engine';
import { createWasmEngineFactory, loadSqliteWasm } from '@pgsqlite/engine-wasm';
import { nodeFileStore } from './wasm-node-files.js';

let loading: Promise<EngineFactory> | undefined;

/**
 * The sqlite-wasm engine for a Node server (`pgsqlite --engine wasm`): ONE wasm instance for the
 * whole process, its database files on Node's file system through the adapter's FileStore VFS.
 * Every connection lives in that instance (their locks and WAL index are shared in its heap),
 * so connections run inline on the socket thread (no worker executors, no point reader on a
 * second instance): a second instance on the same files would not see the first one's locks.
 */
export function wasmEngine(): Promise<EngineFactory> {
  loading ??= loadSqliteWasm().then((sqlite3) => createWasmEngineFactory({ sqlite3, files: nodeFileStore() }));
  return loading;
}
