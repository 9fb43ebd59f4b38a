// The Web Worker of Pgsqlite.create: SQLite (WebAssembly) + pgsqlite's session, backend and
// translator. Built as pgsqlite-worker.js next to the page's bundle.
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore } from '@pgsqlite/engine-wasm';
import { serveWorker } from './host/worker-host.js';
import { openOpfsMirror } from './host/opfs-mirror.js';
import { databaseNames, storeFiles } from './host/store-files.js';
import type { MessageEnd } from './host/worker-rpc.js';

serveWorker(self as unknown as MessageEnd, async (storage) => {
  const sqlite3 = await loadSqliteWasm();
  if (storage === 'memory') {
    const store = memoryFileStore();
    return { engine: createWasmEngineFactory({ sqlite3, files: store }), files: storeFiles(store, () => []), memory: true };
  }
  const store = await openOpfsMirror(storage.slice('opfs:'.length));
  return {
    engine: createWasmEngineFactory({ sqlite3, files: store }),
    files: storeFiles(store, () => databaseNames(store.paths())),
    memory: false,
    afterAnswer: () => store.persist(),
    close: () => store.release(),
  };
});
