// Issue 6 "must hold": while one connection runs a ~5-second query, SELECT 1 on three others
// keeps p99 under 20 ms. Run alone (not in the parallel test run), after `npx tsc -b`:
//   node test/concurrency/long-query-latency.mjs
import pg from 'pg';
import { startPgsqlite } from '../../dist/index.js';

const server = await startPgsqlite({ port: 0 });
const connect = async () => {
  const c = new pg.Client({ connectionString: server.url });
  await c.connect();
  return c;
};
const slow = await connect();
const others = [await connect(), await connect(), await connect()];
for (const c of others) await c.query('SELECT 1');
const t0 = performance.now();
let slowMs = 0;
const running = slow.query('SELECT count(*) FROM generate_series(1, 4500000) a, generate_series(1, 3) b').then(() => (slowMs = performance.now() - t0));
const times = [];
await Promise.all(
  others.map(async (c) => {
    while (slowMs === 0) {
      const s = performance.now();
      await c.query('SELECT 1');
      times.push(performance.now() - s);
    }
  }),
);
await running;
times.sort((a, b) => a - b);
const p = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(2);
console.log(`long query ${(slowMs / 1000).toFixed(1)} s; SELECT 1 × ${times.length} on 3 connections: p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`);
for (const c of [slow, ...others]) await c.end();
await server.close();
process.exit(Number(p(0.99)) < 20 ? 0 : 1);
