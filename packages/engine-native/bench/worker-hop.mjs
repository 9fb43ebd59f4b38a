// The cost of the thread hop: a point SELECT through the inline executor and through a worker
// executor on the same file. Run after `npx tsc -b packages/engine-native`:
//   node packages/engine-native/bench/worker-hop.mjs
import { createInlineExecutor } from '@pgsqlite/engine';
import { nativeEngineFactory, workerExecutorFactory } from '@pgsqlite/engine-native';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-hop-'));
const path = join(dir, 'b.db');
const setup = createInlineExecutor(nativeEngineFactory.open({ path, synchronous: 'NORMAL' }));
await setup.run('CREATE TABLE t (id INTEGER PRIMARY KEY, a INTEGER, b TEXT, c REAL)', []);
await setup.runAtomically(Array.from({ length: 10000 }, (_, i) => `INSERT INTO t VALUES (${i}, ${i * 7}, 'row ${i}', ${i / 3})`));
const SQL = 'SELECT id, a, b, c FROM t WHERE id = ?';
const factory = workerExecutorFactory();
const variants = {
  inline: setup,
  worker: await factory.open({ path, synchronous: 'NORMAL' }),
};
const N = 20_000;
for (let round = 0; round < 6; round++) {
  for (const [name, ex] of Object.entries(variants)) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < N; i++) if ((await ex.run(SQL, [i % 10000])).rows.length !== 1) throw new Error('row missing');
    const us = Number(process.hrtime.bigint() - t0) / 1000 / N;
    if (round > 0) console.log(`${name.padEnd(8)} ${us.toFixed(2)} µs/op`);
  }
}
for (const ex of Object.values(variants)) await ex.close();
await factory.close();
rmSync(dir, { recursive: true, force: true });
