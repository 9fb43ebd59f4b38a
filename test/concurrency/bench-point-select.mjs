// Hot path: a point SELECT through node-postgres (extended protocol, one parameter) against
// pgsqlite started in-process from dist/ (run `npx tsc -b` first).
// Usage: node test/concurrency/bench-point-select.mjs [--n 20000] [--rounds 5]
import pg from 'pg';
import { startPgsqlite } from '../../dist/index.js';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg('--n', 20000);
const ROUNDS = arg('--rounds', 5);

const server = await startPgsqlite({ port: 0 });
const client = new pg.Client({ connectionString: server.url });
await client.connect();
await client.query('CREATE TABLE t (id integer PRIMARY KEY, a integer, b text, c float8)');
await client.query("INSERT INTO t SELECT i, i * 7, 'row ' || i, i / 3.0 FROM generate_series(0, 9999) AS s(i)").catch(async () => {
  for (let i = 0; i < 10000; i++) await client.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [i, i * 7, `row ${i}`, i / 3]);
});
const q = { name: 'point', text: 'SELECT id, a, b, c FROM t WHERE id = $1' };
const results = [];
for (let round = 0; round < ROUNDS + 1; round++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    const r = await client.query({ ...q, values: [i % 10000] });
    if (r.rows.length !== 1) throw new Error('row missing');
  }
  const us = Number(process.hrtime.bigint() - t0) / 1000 / N;
  if (round > 0) results.push(us); // round 0 warms up
}
results.sort((a, b) => a - b);
console.log(`point SELECT via node-postgres (prepared): best ${results[0].toFixed(1)} µs/op, median ${results[Math.floor(results.length / 2)].toFixed(1)} µs/op (${ROUNDS} rounds × ${N})`);
await client.end();
await server.close();
