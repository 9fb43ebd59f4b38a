// Measures a point SELECT on better-sqlite3: defaults vs raw()+safeIntegers(), with and without
// converting safe bigints back to numbers, then through the adapter and the inline executor.
// Run after `npx tsc -b packages/engine-native`: node packages/engine-native/bench/point-select.mjs
import Database from 'better-sqlite3';
import { createInlineExecutor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-bench-'));
const db = new Database(join(dir, 'b.db'), { timeout: 0 });
db.pragma('journal_mode = WAL');
db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, a INTEGER, b TEXT, c REAL)');
const ins = db.prepare('INSERT INTO t VALUES (?, ?, ?, ?)');
db.transaction(() => { for (let i = 0; i < 10000; i++) ins.run(i, i * 7, `row ${i}`, i / 3); })();
const SQL = 'SELECT id, a, b, c FROM t WHERE id = ?';

const toNumbers = (row) => {
  for (let i = 0; i < row.length; i++) {
    const v = row[i];
    if (typeof v === 'bigint' && v >= -9007199254740991n && v <= 9007199254740991n) row[i] = Number(v);
  }
  return row;
};

const variants = {
  'prepare+get, defaults': (i) => db.prepare(SQL).get(i),
  'prepare+get, raw+safeIntegers': (i) => db.prepare(SQL).raw(true).safeIntegers(true).get(i),
  'prepare+get, raw+safeIntegers+toNumbers': (i) => toNumbers(db.prepare(SQL).raw(true).safeIntegers(true).get(i)),
};
const cachedDefault = db.prepare(SQL);
const cachedRaw = db.prepare(SQL).raw(true).safeIntegers(true);
const cachedRawNum = db.prepare(SQL).raw(true);
Object.assign(variants, {
  'cached get, defaults': (i) => cachedDefault.get(i),
  'cached get, raw (numbers)': (i) => cachedRawNum.get(i),
  'cached get, raw+safeIntegers': (i) => cachedRaw.get(i),
  'cached get, raw+safeIntegers+toNumbers': (i) => toNumbers(cachedRaw.get(i)),
  'cached all, raw+safeIntegers': (i) => cachedRaw.all(i),
});

const engine = nativeEngineFactory.open({ path: join(dir, 'b.db'), synchronous: 'FULL' });
const adapterStmt = engine.prepare(SQL);
const executor = createInlineExecutor(engine);
Object.assign(variants, {
  'adapter: cached NativeStatement.all': (i) => adapterStmt.all([i])[0],
  'executor: await run (LRU hit)': async (i) => (await executor.run(SQL, [i])).rows[0],
});

// Best of 7 interleaved rounds per variant: the minimum is the least disturbed by other load.
const N = 50_000;
const best = Object.fromEntries(Object.keys(variants).map((name) => [name, Infinity]));
for (let round = 0; round < 8; round++) {
  for (const [name, fn] of Object.entries(variants)) {
    let sink = 0;
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < N; i++) sink += (await fn(i % 10000)) === undefined ? 1 : 0;
    const us = Number(process.hrtime.bigint() - t0) / 1000 / N;
    if (sink > 0) throw new Error(`${name}: rows missing`);
    if (round > 0) best[name] = Math.min(best[name], us);
  }
}
for (const [name, us] of Object.entries(best)) console.log(`${name.padEnd(42)} ${us.toFixed(2)} µs/op`);
await executor.close();
db.close();
rmSync(dir, { recursive: true, force: true });
