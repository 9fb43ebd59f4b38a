// The CLI as shipped (dist/cli.js, one bundled file) against the same sources unbundled (each
// module a file, as tsc emits them: what `dist/cli.js` was before bundling), measured in the same
// run. The unbundled copy is transpiled with esbuild into node_modules/.cache so that bare
// imports resolve to the workspace packages' dist/ exactly as they did.
import { build } from 'esbuild';
import { copyFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Writes the unbundled CLI; returns the path of its entry file. */
export async function buildUnbundledCli() {
  const outdir = `${root}node_modules/.cache/pgsqlite-bench/unbundled`;
  await build({
    entryPoints: readdirSync(`${root}src`)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `${root}src/${f}`),
    outdir,
    bundle: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  // the CLI reads its version from ../package.json, as dist/cli.js does
  copyFileSync(`${root}package.json`, `${outdir}/../package.json`);
  return `${outdir}/cli.js`;
}

/** The bundled CLI. */
export const BUNDLED_CLI = `${root}dist/cli.js`;
