// The Web Worker of Pgsqlite.create: SQLite (WebAssembly) + pgsqlite's session, backend and
// translator. Built as pgsqlite-worker.js next to the page's bundle, with pgsqlite-initdb.sqlite.
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore, type FileStore } from '@pgsqlite/engine-wasm';
import { loadParser } from '@pgsqlite/translate';
import { serveWorker } from './host/worker-host.js';
import { openOpfsMirror } from './host/opfs-mirror.js';
import { databaseNames, storeFiles } from './host/store-files.js';
import type { MessageEnd } from './host/worker-rpc.js';

// Everything that can load at once does: the parser, SQLite, and the initdb image.
const parser = loadParser();
const sqlite = loadSqliteWasm();
const image = fetch(new URL('./pgsqlite-initdb.sqlite', import.meta.url))
  .then(async (r) => (r.ok ? new Uint8Array(await r.arrayBuffer()) : null))
  .catch(() => null);

/** Puts the initdb image in place of databases that do not exist yet (else they bootstrap on first open). */
async function seed(store: FileStore): Promise<void> {
  const bytes = await image;
  if (bytes === null) return;
  for (const path of ['/postgres.sqlite', '/template1.sqlite']) {
    if (store.exists(path)) continue;
    const file = store.open(path, { create: true, readonly: false });
    file?.write(bytes, 0);
    file?.close();
  }
}

serveWorker(self as unknown as MessageEnd, async (storage) => {
  const [sqlite3] = await Promise.all([sqlite, parser]);
  if (storage === 'memory') {
    const store = memoryFileStore();
    await seed(store);
    return { engine: createWasmEngineFactory({ sqlite3, files: store }), files: storeFiles(store, () => []), memory: true };
  }
  const store = await openOpfsMirror(storage.slice('opfs:'.length));
  await seed(store);
  return {
    engine: createWasmEngineFactory({ sqlite3, files: store }),
    files: storeFiles(store, () => databaseNames(store.paths())),
    memory: false,
    afterAnswer: () => store.persist(),
    close: () => store.release(),
  };
});
