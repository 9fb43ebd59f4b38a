import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { codeCachePath, type CachedScriptOptions, type CodeCacheUse } from './code-cache.js';

// Each run is a new node process: within one process V8's in-memory compilation cache would
// answer a second compile of the same text whatever the cache file holds. The child runs the
// compiled module (dist/code-cache.js, emitted by `tsc -b` before the tests).
const compiled = new URL('../dist/code-cache.js', import.meta.url).href;

interface Run {
  cache: CodeCacheUse;
  exports: { url: string; base: string; dir: string; value: number; self: boolean; loaded: string };
}

function runCachedScript(options: CachedScriptOptions, env: Record<string, string> = {}): Run {
  const program = `import { runCachedScript } from ${JSON.stringify(compiled)};
const run = runCachedScript({ script: new URL(${JSON.stringify(options.script.href)}), hash: ${JSON.stringify(options.hash)}, writeAfterMs: ${options.writeAfterMs === null ? 'null' : (options.writeAfterMs ?? 0)} });
const loaded = await run.exports.load();
if (${JSON.stringify(env['SAVE_CACHE'] === '1')}) { run.saveCache(); run.saveCache(); }
process.stdout.write(JSON.stringify({ cache: run.cache, exports: { ...run.exports, loaded } }));
await new Promise((r) => setTimeout(r, 20)).then(() => new Promise((r) => setImmediate(r)));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', program], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return JSON.parse(out) as Run;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function scriptFile(source: string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-code-cache-'));
  dirs.push(dir);
  const file = join(dir, 'bundle.cjs');
  writeFileSync(file, source);
  return pathToFileURL(file);
}

const cacheFiles = (script: URL): string[] => readdirSync(new URL('.', script)).filter((f) => f.endsWith('.v8cache'));

const SOURCE = `#!/usr/bin/env node
"use strict";
const path = require('node:path');
function square(x) { return x * x; }
module.exports = { url: __pgsqliteModuleUrl, base: path.basename(__filename), dir: __dirname, value: square(7), self: this === exports,
  load: () => Promise.resolve().then(() => typeof require('node:path').join) };
`;

describe('runCachedScript (V8 code cache of the CLI bundle)', () => {
  it('code-cache-1 runs a CommonJS-style script (hashbang, require, import.meta.url), then writes its cache', () => {
    const script = scriptFile(SOURCE);
    const first = runCachedScript({ script, hash: 'h1' });
    expect(first.cache).toBe('miss');
    expect(first.exports).toMatchObject({ url: script.href, base: 'bundle.cjs', value: 49, self: true, loaded: 'function' });
    expect(pathToFileURL(first.exports.dir + '/').href).toBe(new URL('.', script).href);
    expect(cacheFiles(script)).toEqual([codeCachePath(script, 'h1').split('/').pop()]);
    const second = runCachedScript({ script, hash: 'h1' });
    expect(second.cache).toBe('hit');
    expect(second.exports.value).toBe(49);
  });

  it('code-cache-2 another content hash never reads the old cache; a corrupt cache is rejected and rewritten', () => {
    const script = scriptFile(SOURCE);
    runCachedScript({ script, hash: 'old' });
    expect(cacheFiles(script)).toHaveLength(1);
    // Same length, other text: V8 alone would accept the old cache for it.
    writeFileSync(new URL(script), SOURCE.replace('square(7)', 'square(8)'));
    const rebuilt = runCachedScript({ script, hash: 'new' });
    expect(rebuilt.cache).toBe('miss');
    expect(rebuilt.exports.value).toBe(64);
    expect(cacheFiles(script)).toHaveLength(2);
    writeFileSync(codeCachePath(script, 'new'), Buffer.from('not a V8 code cache'));
    const corrupt = runCachedScript({ script, hash: 'new' });
    expect(corrupt.cache).toBe('rejected');
    expect(corrupt.exports.value).toBe(64);
    expect(runCachedScript({ script, hash: 'new' }).cache).toBe('hit');
  });

  it('code-cache-3 PGSQLITE_CODE_CACHE=off neither reads nor writes the cache', () => {
    const script = scriptFile(SOURCE);
    expect(runCachedScript({ script, hash: 'h' }, { PGSQLITE_CODE_CACHE: 'off' }).cache).toBe('off');
    expect(cacheFiles(script)).toEqual([]);
  });

  it('code-cache-4 writeAfterMs null writes no cache by itself; saveCache writes it once (an executor thread after its first requests)', () => {
    const script = scriptFile(SOURCE);
    expect(runCachedScript({ script, hash: 'h4', writeAfterMs: null }).cache).toBe('miss');
    expect(cacheFiles(script)).toEqual([]);
    expect(runCachedScript({ script, hash: 'h4', writeAfterMs: null }, { SAVE_CACHE: '1' }).cache).toBe('miss');
    expect(cacheFiles(script)).toEqual([codeCachePath(script, 'h4').split('/').pop()]);
    expect(runCachedScript({ script, hash: 'h4', writeAfterMs: null }).cache).toBe('hit');
  });
});
