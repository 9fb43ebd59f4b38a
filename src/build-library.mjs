// The programmatic API as the published package ships it (called by src/build-cli.mjs, after
// `tsc -b`): the workspace packages (@pgsqlite/*) are private, so the library entries are bundled
// with them into dist/ (ES modules, shared code split into chunks), and their declarations are
// copied into dist/types/ with every `@pgsqlite/*` specifier rewritten to a relative path. What
// stays external is what the published package.json lists as dependencies (see EXTERNAL in
// build-cli.mjs): a native addon and the packages that load their .wasm beside their own files.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Library entries: the package's `exports` subpath, its source, and the file it becomes in dist/.
 * A new public entry (e.g. a test-runner helper) is one more line here and in `exports`.
 */
export const LIBRARY_ENTRIES = [
  { subpath: '.', source: 'src/index.ts', name: 'pgsqlite' },
  { subpath: './vitest', source: 'src/vitest/index.ts', name: 'vitest' },
  { subpath: './vitest/setup', source: 'src/vitest/setup.ts', name: 'vitest-setup' },
  { subpath: './testing', source: 'src/testing/test-databases.ts', name: 'testing' },
];

/**
 * Bundles the library entries into `dist/<name>.js` (chunks `dist/pgsqlite-chunk-*.js`) and writes
 * their declarations under dist/types/. Returns esbuild's metafile and the
 * bare specifiers the declarations import (for the dependencies check).
 * @param {{ root: string, common: import('esbuild').BuildOptions }} options
 */
export async function buildLibrary({ root, common }) {
  const dist = join(root, 'dist');
  for (const f of readdirSync(dist)) if (f.startsWith('pgsqlite-chunk-') || LIBRARY_ENTRIES.some((e) => f === `${e.name}.js` || f === `${e.name}.js.map`)) unlinkSync(join(dist, f));
  const result = await build({
    ...common,
    entryPoints: Object.fromEntries(LIBRARY_ENTRIES.map((e) => [e.name, join(root, e.source)])),
    outdir: dist,
    format: 'esm',
    splitting: true,
    chunkNames: 'pgsqlite-chunk-[hash]',
    // Source maps of the library stay out of the package (tens of MB); the CLI's too.
    sourcemap: false,
    metafile: true,
    // Bundled CommonJS dependencies call require() for Node built-ins.
    banner: { js: "import { createRequire as __pgsqliteCreateRequire } from 'node:module';\nconst require = __pgsqliteCreateRequire(import.meta.url);" },
  });
  const typeImports = writeDeclarations(root);
  return { metafile: result.metafile, typeImports };
}

/**
 * Copies the declarations reachable from each entry's `.d.ts` (tsc's output) into dist/types/,
 * keeping the repository's layout (`dist/X.d.ts` → `dist/types/src/X.d.ts`,
 * `packages/p/dist/Y.d.ts` → `dist/types/packages/p/Y.d.ts`) and rewriting `@pgsqlite/*`
 * specifiers (found by TypeScript's own pre-processor, not by pattern) to relative ones.
 */
function writeDeclarations(root) {
  const out = join(root, 'dist', 'types');
  rmSync(out, { recursive: true, force: true });
  const pending = LIBRARY_ENTRIES.map((e) => join(root, 'dist', e.source.replace(/^src\//, '').replace(/\.ts$/, '.d.ts')));
  const done = new Set();
  const externals = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (done.has(file)) continue;
    done.add(file);
    const target = typesPath(root, file);
    let text = readFileSync(file, 'utf8');
    const { importedFiles, referencedFiles } = ts.preProcessFile(text, true, true);
    if (referencedFiles.length > 0) throw new Error(`${file}: /// <reference path> is not followed`);
    // Replace from the end so that earlier positions stay valid.
    for (const spec of [...importedFiles].sort((a, b) => b.pos - a.pos)) {
      const name = spec.fileName;
      let resolved;
      if (name.startsWith('.')) resolved = join(dirname(file), name.replace(/\.js$/, '.d.ts'));
      else if (name.startsWith('@pgsqlite/')) resolved = workspaceTypes(root, name);
      else {
        externals.add(name);
        continue;
      }
      pending.push(resolved);
      if (name.startsWith('@pgsqlite/')) {
        let rel = relative(dirname(target), typesPath(root, resolved)).replace(/\.d\.ts$/, '.js');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        // `pos` is the opening quote's offset in some TypeScript versions, the name's in others.
        const at = text.startsWith(name, spec.pos) ? spec.pos : spec.pos + 1;
        if (!text.startsWith(name, at)) throw new Error(`${file}: cannot locate the specifier ${name}`);
        text = text.slice(0, at) + rel + text.slice(at + name.length);
      }
    }
    // The declaration maps point into sources the package does not ship.
    text = text.replace(/\n\/\/# sourceMappingURL=.*$/, '\n');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return externals;
}

/** Where a declaration file of the repository goes under dist/types/. */
function typesPath(root, file) {
  const rel = relative(root, file);
  if (rel.startsWith('dist/')) return join(root, 'dist', 'types', 'src', rel.slice('dist/'.length));
  const m = rel.split('/');
  if (m[0] === 'packages' && m[2] === 'dist') return join(root, 'dist', 'types', 'packages', m[1], ...m.slice(3));
  throw new Error(`declaration outside dist/: ${rel}`);
}

/** The declaration file a `@pgsqlite/<p>[/<sub>]` specifier names (its package's `exports` types). */
function workspaceTypes(root, specifier) {
  const [, pkg, ...sub] = specifier.split('/');
  const dir = join(root, 'packages', pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entry = manifest.exports?.[sub.length === 0 ? '.' : `./${sub.join('/')}`];
  if (entry?.types === undefined) throw new Error(`${specifier}: no types in its package's exports`);
  return join(dir, entry.types);
}
