// The Web Worker of Pgsqlite.create, built as pgsqlite-worker.js next to the page's bundle, with
// sqlite3.wasm, the parser's wasm and pgsqlite-initdb.sqlite. This first module is small on
// purpose: it starts SQLite's download and compilation and the initdb image's download, then
// loads worker-main.ts (session, backend, translator: megabytes of script to compile and run),
// so that the downloads and the compilation proceed meanwhile.
import type { MessageEnd } from './host/worker-rpc.js';
import type { WorkerDownloads } from './worker-main.js';

// The page may post its first request before worker-main is in: held and delivered then.
const held: unknown[] = [];
const hold = (event: MessageEvent): void => void held.push(event.data);
self.addEventListener('message', hold);

const sqliteUrl = new URL('./sqlite3.wasm', import.meta.url);
const downloads: WorkerDownloads = {
  // a server that does not send application/wasm fails streaming compilation: compiled from bytes then
  sqlite: WebAssembly.compileStreaming(fetch(sqliteUrl)).catch(async () => WebAssembly.compile(await (await fetch(sqliteUrl)).arrayBuffer())),
  image: fetch(new URL('./pgsqlite-initdb.sqlite', import.meta.url))
    .then(async (r) => (r.ok ? new Uint8Array(await r.arrayBuffer()) : null))
    .catch(() => null),
};
// Failures surface where the module is used (the worker's start answers with the error).
downloads.sqlite.catch(() => undefined);

// The playground's build ships the built-in catalog rows and the encoding tables as JSON files
// (examples/playground/data-as-json.mjs): their downloads start here, and the modules that stand
// for them in worker-main await them. The build names them (separated by spaces); another build
// of this entry names none.
declare const PGSQLITE_DATA_FILES: string | undefined;
for (const file of typeof PGSQLITE_DATA_FILES === 'undefined' ? [] : PGSQLITE_DATA_FILES.split(' ')) {
  const json = fetch(new URL(`./${file}`, import.meta.url)).then(async (r) => {
    if (!r.ok) throw new Error(`pgsqlite: ${file}: ${r.status}`);
    return (await r.json()) as unknown;
  });
  json.catch(() => undefined);
  (globalThis as Record<symbol, unknown>)[Symbol.for(`pgsqlite.data:${file}`)] = json;
}

import('./worker-main.js').then(
  ({ runWorker }) => {
    runWorker(self as unknown as MessageEnd, downloads);
    self.removeEventListener('message', hold);
    for (const data of held) self.dispatchEvent(new MessageEvent('message', { data }));
  },
  // an uncaught error reaches the page as the Worker's error event: its requests fail
  (e: unknown) => setTimeout(() => {
    throw e;
  }),
);
