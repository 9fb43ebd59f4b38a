// The body of the Web Worker of Pgsqlite.create: SQLite (WebAssembly) + pgsqlite's session,
// backend and translator, loaded by worker-entry.ts once it has started the downloads.
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore, opfsFileStore, type FileStore, type InstantiateWasm, type SqliteModule } from '@pgsqlite/engine-wasm';
import { loadParser, warmUpTranslator } from '@pgsqlite/translate';
import { serveWorker } from './host/worker-host.js';
import { lockStorage } from './host/tab-lock.js';
import { databaseNames, storeFiles } from './host/store-files.js';
import type { MessageEnd } from './host/worker-rpc.js';

/** What worker-entry.ts started before this code loaded. */
export interface WorkerDownloads {
  /** sqlite3.wasm, compiled while it downloads. */
  sqlite: Promise<WebAssembly.Module>;
  /** pgsqlite-initdb.sqlite, or null when the build has none. */
  image: Promise<Uint8Array | null>;
}

/** Emscripten's instantiateWasm hook over a module compiled beforehand; `failed` gets its errors. */
function precompiled(compiled: Promise<WebAssembly.Module>, failed: (e: unknown) => void): InstantiateWasm {
  return (imports, done) => {
    compiled.then(async (module) => done(await WebAssembly.instantiate(module, imports as WebAssembly.Imports), module)).catch(failed);
    return {};
  };
}

/** Serves the page's requests on `port` (the worker's global scope). */
export function runWorker(port: MessageEnd, downloads: WorkerDownloads): void {
  // Everything that can load at once does: the parser, then (while SQLite instantiates and the
  // image arrives) the translator's first-use tables instead of on the first query.
  const parser = loadParser().then(warmUpTranslator);
  const sqlite = new Promise<SqliteModule>((resolve, reject) => {
    loadSqliteWasm({ instantiateWasm: precompiled(downloads.sqlite, reject) }).then(resolve, reject);
  });

  /**
   * Puts the initdb image in place of `postgres` when it does not exist yet (it would bootstrap on
   * first open otherwise, as template1 still does on the first CREATE DATABASE: a playground
   * rarely needs it, and every seeded file costs memory and OPFS writes).
   */
  async function seed(store: FileStore): Promise<void> {
    const bytes = await downloads.image;
    if (bytes === null || store.exists('/postgres.sqlite')) return;
    const file = store.open('/postgres.sqlite', { create: true, readonly: false });
    file?.write(bytes, 0);
    file?.close();
  }

  serveWorker(port, async (storage) => {
    if (storage === 'memory') {
      const [sqlite3] = await Promise.all([sqlite, parser]);
      const store = memoryFileStore();
      await seed(store);
      return { engine: createWasmEngineFactory({ sqlite3, files: store }), files: storeFiles(store, () => []), memory: true };
    }
    const name = storage.slice('opfs:'.length);
    // The storage opens (its lock, then OPFS's access handles) while SQLite and the parser load.
    const opened = lockStorage(name).then(async (release) => {
      try {
        // OPFS files with synchronous access handles: SQLite's writes and fsyncs go straight to disk.
        return { release, store: await opfsFileStore(name) };
      } catch (e) {
        release();
        throw e;
      }
    });
    const [sqlite3] = await Promise.all([sqlite, parser]).catch((e: unknown) => {
      void opened.then(({ release, store }) => (store.close(), release()), () => undefined);
      throw e;
    });
    const { release, store } = await opened;
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
}
