// Data modules out of the worker's script: each module listed in DATA_MODULES (a generated file
// of constants: the built-in catalog rows, the multi-byte client-encoding tables) is written as a
// JSON file beside the bundle, and the bundle gets in its place a module that awaits that JSON
// (a top-level await). The worker's entry starts those downloads at once (PGSQLITE_DATA_FILES, the names separated by spaces),
// beside SQLite's; JSON.parse of them costs a fraction of compiling the same bytes as script.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Source module (from the repo root) → the JSON file it becomes in the build. */
export const DATA_MODULES = {
  'packages/catalog/src/builtin/pg15-data.ts': 'pgsqlite-catalog.json',
  'packages/wire/src/encoding/multibyte-data.ts': 'pgsqlite-encodings.json',
};

/** The global (Symbol.for) under which the worker's entry puts the download of a data file. */
const dataKey = (file) => `pgsqlite.data:${file}`;

/** The exports of a data module, evaluated at build time (the module is plain constants). */
async function moduleExports(repo, source) {
  const bundled = await build({ entryPoints: [join(repo, source)], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'warning' });
  const code = bundled.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * Writes the JSON files into `out` and returns the esbuild plugin that replaces the data modules,
 * and the `define` naming the files for the worker's entry.
 */
export async function dataAsJson(repo, out) {
  const replaced = new Map();
  for (const [source, file] of Object.entries(DATA_MODULES)) {
    const exports = await moduleExports(repo, source);
    const names = Object.keys(exports);
    // lone surrogates survive: JSON.stringify escapes them, JSON.parse restores them
    writeFileSync(join(out, file), JSON.stringify(Object.fromEntries(names.map((n) => [n, exports[n]]))));
    const contents = [
      `const key = Symbol.for(${JSON.stringify(dataKey(file))});`,
      // the entry started the download; a bundle loaded some other way fetches the file itself
      `const data = await (globalThis[key] ?? fetch(new URL(${JSON.stringify(`./${file}`)}, import.meta.url)).then((r) => {`,
      `  if (!r.ok) throw new Error(${JSON.stringify(`pgsqlite: ${file}: `)} + r.status);`,
      '  return r.json();',
      '}));',
      `delete globalThis[key];`,
      ...names.map((n) => `export const ${n} = data[${JSON.stringify(n)}];`),
    ].join('\n');
    replaced.set(join(repo, source), contents);
  }
  const plugin = {
    name: 'data-as-json',
    setup(b) {
      b.onLoad({ filter: /-data\.ts$/ }, (a) => {
        const contents = replaced.get(a.path);
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    },
  };
  // a string, not an array: esbuild inlines a string literal (an array becomes a shared variable)
  return { plugin, define: { PGSQLITE_DATA_FILES: JSON.stringify(Object.values(DATA_MODULES).join(' ')) }, files: Object.values(DATA_MODULES) };
}
