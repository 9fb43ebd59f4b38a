import { builtinModules } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The packages that must run in a browser (ARCHITECTURE.md §1): all but server, engine-native and the CLI. */
const browserSafe = ['errors', 'wire', 'catalog', 'runtime', 'translate', 'backend', 'session', 'engine', 'engine-wasm'] as const;

/**
 * npm packages that only run in Node (native addons, sockets, the CLI's argument parser, the
 * Node-only workspace packages): a browser-safe package must not reach them through any import.
 */
const nodeOnlyPackages = ['better-sqlite3', 'bindings', 'commander', 'pg', 'postgres', '@pgsqlite/server', '@pgsqlite/engine-native'];

/** Node-only builds of dual packages, which a browser bundle must never pick (sqlite-wasm's `node` export). */
const nodeOnlyFiles = ['/node_modules/@sqlite.org/sqlite-wasm/dist/node.mjs'];

const nodeBuiltins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/**
 * libpg-query 15's Emscripten loader (wasm/libpg-query.js) does `require("fs")` and
 * `require("crypto")` only inside `if (ENVIRONMENT_IS_NODE)` branches, which are dead in a
 * browser. Exactly these two imports from exactly that file are tolerated (left external); the same
 * modules imported from anywhere else still fail the test.
 */
const libpgQueryLoaders = ['/node_modules/libpg-query/wasm/libpg-query.js'];
const toleratedInLibpgQuery = new Set(['fs', 'crypto']);

/** Records every import of a Node builtin or a Node-only package, with the file that imported it. */
function nodeImportDetector(found: string[]): Plugin {
  return {
    name: 'node-import-detector',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (nodeOnlyPackages.some((p) => args.path === p || args.path.startsWith(`${p}/`))) {
          found.push(`${args.path} (Node-only package, imported by ${args.importer})`);
          return { path: args.path, external: true };
        }
        if (!nodeBuiltins.has(args.path)) return undefined;
        const inLibpgQuery = libpgQueryLoaders.some((l) => args.importer.endsWith(l));
        if (!(inLibpgQuery && toleratedInLibpgQuery.has(args.path))) found.push(`${args.path} (imported by ${args.importer})`);
        return { path: args.path, external: true };
      });
    },
  };
}

describe('browser-safe core', () => {
  it('browser-safe-0: the detector itself catches a Node import', async () => {
    const found: string[] = [];
    await build({
      stdin: { contents: "import { readFileSync } from 'node:fs'; import 'path'; console.log(readFileSync);", resolveDir: '.' },
      bundle: true,
      write: false,
      platform: 'browser',
      logLevel: 'silent',
      plugins: [nodeImportDetector(found)],
    });
    expect(found).toEqual(['node:fs (imported by <stdin>)', 'path (imported by <stdin>)']);
  });

  it('browser-safe-0.1: the detector catches a Node-only package', async () => {
    const found: string[] = [];
    await build({
      stdin: { contents: "import Database from 'better-sqlite3'; console.log(Database);", resolveDir: '.' },
      bundle: true,
      write: false,
      platform: 'browser',
      logLevel: 'silent',
      plugins: [nodeImportDetector(found)],
    });
    expect(found).toEqual(['better-sqlite3 (Node-only package, imported by <stdin>)']);
  });

  for (const pkg of browserSafe) {
    it(`browser-safe-${pkg}: @pgsqlite/${pkg} bundles for the browser without Node imports`, async () => {
      const found: string[] = [];
      const result = await build({
        entryPoints: [`packages/${pkg}/src/index.ts`],
        bundle: true,
        write: false,
        platform: 'browser',
        format: 'esm',
        conditions: ['source'],
        logLevel: 'silent',
        metafile: true,
        plugins: [nodeImportDetector(found)],
      });
      expect(result.errors).toEqual([]);
      expect(found).toEqual([]);
      // Nothing is left for a host to provide but the two tolerated imports of libpg-query's
      // loaders (`<runtime>` is esbuild's own helper code, always part of the bundle).
      const tolerated = (file: string, path: string): boolean =>
        path === '<runtime>' || (libpgQueryLoaders.some((l) => `/${file}`.endsWith(l)) && toleratedInLibpgQuery.has(path));
      const externals = Object.entries(result.metafile.inputs).flatMap(([file, input]) =>
        input.imports.filter((i) => i.external === true && !tolerated(file, i.path)).map((i) => `${i.path} (imported by ${file})`),
      );
      expect(externals).toEqual([]);
      const nodeBuilds = Object.keys(result.metafile.inputs).filter((file) => nodeOnlyFiles.some((f) => `/${file}`.endsWith(f)));
      expect(nodeBuilds).toEqual([]);
    });
  }
});
