// The Web Worker of Pgsqlite.create: SQLite (WebAssembly) + pgsqlite's session, backend and
// translator. Built as pgsqlite-worker.js next to the page's bundle, with pgsqlite-initdb.sqlite.
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore, opfsFileStore, type FileStore } from '@pgsqlite/engine-wasm';
import { loadParser, warmUpTranslator } from '@pgsqlite/translate';
import { serveWorker } from './host/worker-host.js';
import { lockStorage } from './host/tab-lock.js';
import { databaseNames, storeFiles } from './host/store-files.js';
import type { MessageEnd } from './host/worker-rpc.js';

// Everything that can load at once does: the parser, SQLite, and the initdb image.
// Once the parser is in, the translator's first-use tables are built while SQLite compiles and
// the image downloads, instead of on the first query.
const parser = loadParser().then(warmUpTranslator);
const sqlite = loadSqliteWasm();
const image = fetch(new URL('./pgsqlite-initdb.sqlite', import.meta.url))
  .then(async (r) => (r.ok ? new Uint8Array(await r.arrayBuffer()) : null))
  .catch(() => null);

/**
 * Puts the initdb image in place of `postgres` when it does not exist yet (it would bootstrap on
 * first open otherwise, as template1 still does on the first CREATE DATABASE: a playground
 * rarely needs it, and every seeded file costs memory and OPFS writes).
 */
async function seed(store: FileStore): Promise<void> {
  const bytes = await image;
  if (bytes === null || store.exists('/postgres.sqlite')) return;
  const file = store.open('/postgres.sqlite', { create: true, readonly: false });
  file?.write(bytes, 0);
  file?.close();
}

serveWorker(self as unknown as MessageEnd, async (storage) => {
  const [sqlite3] = await Promise.all([sqlite, parser]);
  if (storage === 'memory') {
    const store = memoryFileStore();
    await seed(store);
    return { engine: createWasmEngineFactory({ sqlite3, files: store }), files: storeFiles(store, () => []), memory: true };
  }
  const name = storage.slice('opfs:'.length);
  const release = await lockStorage(name);
  // OPFS files with synchronous access handles: SQLite's writes and fsyncs go straight to disk.
  const store = await opfsFileStore(name);
  await seed(store);
  return {
    engine: createWasmEngineFactory({ sqlite3, files: store }),
    files: storeFiles(store, () => databaseNames(store.paths())),
    memory: false,
    close: () => {
      store.close();
      release();
    },
  };
});
