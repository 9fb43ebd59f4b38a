// Bundles the CLI into one ESM file, dist/cli.js, so that start-up does not pay for resolving
// and compiling hundreds of small modules. Runs after `tsc -b` (which type-checks and emits the
// unbundled modules, still used by the programmatic API). Externals: better-sqlite3 (a native
// addon), libpg-query and @libpg-query/parser (each loads its .wasm relative to its own file).
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}dist/cli.js`;

await build({
  entryPoints: [`${root}src/cli.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Workspace packages resolve to their TypeScript sources, as in the tests: the bundle does not
  // depend on every package's dist/ being current.
  conditions: ['source'],
  external: ['better-sqlite3', 'libpg-query', '@libpg-query/parser'],
  // Bundled CommonJS dependencies (commander) call require() for Node built-ins.
  banner: { js: "import { createRequire as __pgsqliteCreateRequire } from 'node:module';\nconst require = __pgsqliteCreateRequire(import.meta.url);" },
  sourcemap: true,
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);

// The executor threads' entry and setup module in one file (src/executor-thread.ts): a thread
// started for a new connection then compiles one file instead of resolving and compiling a few
// hundred modules. Used by the CLI (and the benchmarks' server) through `threadModule`.
await build({
  entryPoints: [`${root}src/executor-thread.ts`],
  outfile: `${root}dist/executor-thread.bundle.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  external: ['better-sqlite3', 'libpg-query', '@libpg-query/parser'],
  banner: { js: "import { createRequire as __pgsqliteCreateRequire } from 'node:module';\nconst require = __pgsqliteCreateRequire(import.meta.url);" },
  sourcemap: true,
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
