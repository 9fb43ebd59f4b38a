// Browser figures (issue 19's must-holds), one run:
//  - interactive: navigation → first query answered by the playground, cold (new browser
//    context: empty HTTP cache, empty OPFS) and warm (reload), median of runs;
//  - transferred size (gzip) of the build;
//  - a point SELECT through Pgsqlite.query(): median in chromium (Web Worker, wasm engine)
//    beside the same call in Node on both engines (host in the same thread).
// Usage: node --conditions=source --import tsx bench/browser.ts [--runs 5] [--calls 2000]
//   [--baseline DIR]: also times a build made earlier into DIR (e.g. of the commit before a
//   change), its runs interleaved with this build's, so before and after share one machine load.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore } from '@pgsqlite/engine-wasm';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { Pgsqlite } from '@pgsqlite/browser';
import { inThreadLink, startEmbeddedHost, storeFiles } from '@pgsqlite/browser/host';
import { CHROMIUM, outDir, repo } from '../test/browser/chromium.js';
import { tempFiles } from '../test/browser/node-files.js';
import { serveStatic } from '../test/browser/static-server.js';

const arg = (name: string, def: number): number => {
  const i = process.argv.indexOf(name);
  return i < 0 ? def : Number(process.argv[i + 1]);
};
const RUNS = arg('--runs', 5);
const CALLS = arg('--calls', 2000);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const SETUP = 'CREATE TABLE kv (id int PRIMARY KEY, v text); INSERT INTO kv SELECT g, md5(g::text) FROM generate_series(1, 1000) g';

interface Db {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/** Median µs of `calls` point SELECTs after a warm-up. */
async function pointSelect(db: Db, calls: number): Promise<number> {
  await db.exec(SETUP);
  for (let i = 0; i < 500; i++) await db.query('SELECT v FROM kv WHERE id = $1', [(i % 1000) + 1]);
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    await db.query('SELECT v FROM kv WHERE id = $1', [(i * 7919) % 1000 + 1]);
    times.push(performance.now() - t);
  }
  return median(times) * 1000;
}

const dist = join(outDir, 'dist');
execFileSync(process.execPath, [join(repo, 'examples/playground/build.mjs'), '--out', dist], { cwd: repo, stdio: 'pipe' });
const sizes = JSON.parse(readFileSync(join(dist, 'sizes.json'), 'utf8')) as { initialGzip: number; totalGzip: number };
const server = await serveStatic(dist);
const baselineAt = process.argv.indexOf('--baseline');
const baseline = baselineAt < 0 ? null : { server: await serveStatic(process.argv[baselineAt + 1] ?? ''), cold: [] as number[], warm: [] as number[] };
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
const cold: number[] = [];
const warm: number[] = [];
/** One cold visit (new context: empty HTTP cache and OPFS) then one warm (the same page again). */
async function visit(url: string, coldInto: number[], warmInto: number[]): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const into of [coldInto, warmInto]) {
    await page.goto(url);
    await page.waitForSelector('pgsqlite-playground[ready]', { timeout: 60_000 });
    into.push(await page.evaluate(() => (document.querySelector('pgsqlite-playground') as unknown as { interactiveMs: number }).interactiveMs));
  }
  await context.close();
}
for (let r = 0; r < RUNS; r++) {
  if (baseline !== null) await visit(baseline.server.url, baseline.cold, baseline.warm);
  await visit(server.url, cold, warm);
}
await baseline?.server.close();
const page = await (await browser.newContext()).newPage();
await page.goto(`${server.url}api.html`);
await page.waitForFunction(() => 'Pgsqlite' in window);
const browserUs = await page.evaluate(
  async ({ setup, calls }) => {
    const P = (window as unknown as { Pgsqlite: { create(): Promise<Db> } }).Pgsqlite;
    const db = await P.create();
    await db.exec(setup);
    for (let i = 0; i < 500; i++) await db.query('SELECT v FROM kv WHERE id = $1', [(i % 1000) + 1]);
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await db.query('SELECT v FROM kv WHERE id = $1', [((i * 7919) % 1000) + 1]);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return (times[Math.floor(times.length / 2)] ?? NaN) * 1000;
  },
  { setup: SETUP, calls: CALLS },
);
await browser.close();
await server.close();

const nativeHost = await startEmbeddedHost({ engine: nativeEngineFactory, files: tempFiles(), memory: true });
const nativeDb = await Pgsqlite.connect(inThreadLink(nativeHost), 'memory');
const nativeUs = await pointSelect(nativeDb, CALLS);
await nativeDb.close();
const store = memoryFileStore();
const wasmHost = await startEmbeddedHost({ engine: createWasmEngineFactory({ sqlite3: await loadSqliteWasm(), files: store }), files: storeFiles(store, () => []), memory: true });
const wasmDb = await Pgsqlite.connect(inThreadLink(wasmHost), 'memory');
const wasmUs = await pointSelect(wasmDb, CALLS);
await wasmDb.close();

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(2)} MB`;
const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`browser figures (${new Date().toISOString()}, load average ${loadavg}, ${RUNS} runs, ${CALLS} calls)`);
if (baseline !== null) console.log(`  baseline build, interactive: cold median ${Math.round(median(baseline.cold))} ms [${baseline.cold.map(Math.round).join(', ')}], warm median ${Math.round(median(baseline.warm))} ms [${baseline.warm.map(Math.round).join(', ')}]`);
console.log(`  interactive (first query answered): cold median ${Math.round(median(cold))} ms [${cold.map(Math.round).join(', ')}], warm median ${Math.round(median(warm))} ms [${warm.map(Math.round).join(', ')}]`);
console.log(`  transferred (gzip): first visit ${mb(sizes.initialGzip)}, everything ${mb(sizes.totalGzip)}`);
console.log(`  point SELECT via query(): chromium (worker, wasm) ${browserUs.toFixed(0)} µs · Node wasm ${wasmUs.toFixed(0)} µs · Node native ${nativeUs.toFixed(0)} µs (medians)`);
