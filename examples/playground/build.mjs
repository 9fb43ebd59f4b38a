// Builds the playground (and the pgsqlite/browser bundles it uses) into examples/playground/dist:
//   playground.js        the <pgsqlite-playground> element (CodeMirror, UI) + the Pgsqlite client
//   pgsqlite.js          Pgsqlite.create for other pages (the same client, without the UI)
//   pgsqlite-worker.js   the Web Worker: session + backend + translator + SQLite (wasm)
//   *.wasm               SQLite, the SQL parser (PostgreSQL 15 grammar; PL/pgSQL's is in the translator)
//   pgsqlite-initdb.sqlite  a database with pgsqlite's catalog bootstrapped (initdb's output)
//   pgsqlite-catalog.json, pgsqlite-encodings.json  data the worker fetches (data-as-json.mjs)
// Usage: node examples/playground/build.mjs [--dev] [--out DIR]   (npm run build:playground)
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { dataAsJson } from './data-as-json.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const args = process.argv.slice(2);
const dev = args.includes('--dev');
/** --lib: only what `pgsqlite/browser` users need (pgsqlite.js, the worker, wasm, initdb image). */
const lib = args.includes('--lib');
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? resolve(args[outIndex + 1]) : join(here, 'dist');
const require = createRequire(join(repo, 'packages/translate/package.json'));

/**
 * The Emscripten loader of libpg-query (15) requires fs/crypto only on its Node path, dead in a
 * browser: exactly those imports become empty modules. Any other
 * Node import fails the build (the browser-safe packages have none; test/browser-safe.test.ts).
 */
const emscriptenNodeImports = {
  name: 'emscripten-node-imports',
  setup(b) {
    b.onResolve({ filter: /^(fs|crypto)$/ }, (a) => (a.importer.endsWith('/wasm/libpg-query.js') ? { path: a.path, namespace: 'empty' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const started = performance.now();
// the built-in catalog rows and the encoding tables: JSON files the worker fetches, not script
const data = await dataAsJson(repo, out);
const result = await build({
  metafile: true,
  absWorkingDir: repo,
  entryPoints: {
    ...(lib ? {} : { playground: join(here, 'src/main.ts') }),
    pgsqlite: join(repo, 'packages/browser/src/index.ts'),
    'pgsqlite-worker': join(repo, 'packages/browser/src/worker-entry.ts'),
  },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  conditions: ['source'],
  minify: !dev,
  sourcemap: dev ? 'linked' : false,
  chunkNames: 'chunk-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  define: data.define,
  plugins: [emscriptenNodeImports, data.plugin],
});
const wasmDir = (pkg, file) => join(dirname(require.resolve(pkg)), file);
copyFileSync(join(dirname(require.resolve('@sqlite.org/sqlite-wasm')), 'sqlite3.wasm'), join(out, 'sqlite3.wasm'));
copyFileSync(wasmDir('libpg-query', 'libpg-query.wasm'), join(out, 'libpg-query.wasm'));
// initdb at build time: the worker preloads this image instead of bootstrapping the catalog.
execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(here, 'make-initdb.ts'), join(out, 'pgsqlite-initdb.sqlite')], { cwd: repo, stdio: 'inherit' });
if (!lib) for (const page of ['index.html', 'embed.html', 'api.html']) copyFileSync(join(here, page), join(out, page));

// Transferred size: what a first visit of index.html downloads, gzip-compressed: the page, the
// static-import closure of its script and of the worker, SQLite, the parser and the initdb image.
// The worker's entry loads its main part at once (a dynamic import, so that its downloads start
// first). The PL/pgSQL grammar is TypeScript in the translator (no parser of its own to load).
const staticClosure = new Set();
const visit = (file) => {
  if (staticClosure.has(file)) return;
  staticClosure.add(file);
  const worker = file.endsWith('/pgsqlite-worker.js');
  for (const imp of result.metafile.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' || (worker && imp.kind === 'dynamic-import')) visit(imp.path);
};
for (const file of Object.keys(result.metafile.outputs)) if (file.endsWith('/playground.js') || file.endsWith('/pgsqlite-worker.js')) visit(file);
const firstVisit = new Set([...staticClosure].map((f) => f.split('/').pop()));
for (const f of ['index.html', 'sqlite3.wasm', 'libpg-query.wasm', 'pgsqlite-initdb.sqlite', ...data.files]) firstVisit.add(f);
const sizes = {};
let total = 0;
let initial = 0;
for (const f of readdirSync(out)) {
  const bytes = readFileSync(join(out, f));
  const gz = gzipSync(bytes, { level: 9 }).length;
  sizes[f] = { bytes: statSync(join(out, f)).size, gzip: gz, firstVisit: firstVisit.has(f) };
  total += gz;
  if (firstVisit.has(f)) initial += gz;
}
writeFileSync(join(out, 'sizes.json'), `${JSON.stringify({ initialGzip: initial, totalGzip: total, files: sizes }, null, 2)}\n`);
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
console.log(`playground built in ${Math.round(performance.now() - started)} ms → ${out}`);
console.log(`  first visit (gzip): ${mb(initial)}; everything: ${mb(total)}`);
