// Build step: writes pgsqlite-initdb.sqlite (a database with the catalog bootstrapped, made by the
// same WebAssembly SQLite the worker runs), so a page starts without running the bootstrap.
// Usage: node --conditions=source --import tsx examples/playground/make-initdb.ts <out-file>
import { writeFileSync } from 'node:fs';
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore } from '@pgsqlite/engine-wasm';
import { makeInitdbImage } from '@pgsqlite/browser/host';
import { registerRuntime } from '@pgsqlite/translate';

const out = process.argv[2];
if (out === undefined) throw new Error('usage: make-initdb.ts <out-file>');
const store = memoryFileStore();
await makeInitdbImage(createWasmEngineFactory({ sqlite3: await loadSqliteWasm(), files: store }), '/initdb.sqlite', (engine) => registerRuntime(engine));
const file = store.open('/initdb.sqlite', { create: false, readonly: true });
if (file === null || store.exists('/initdb.sqlite-wal')) throw new Error('the image was not checkpointed into one file');
const bytes = new Uint8Array(file.size());
file.read(bytes, 0);
file.close();
writeFileSync(out, bytes);
