// Concurrent clients: 4 readers (point SELECT by key) and 1 writer (UPDATE by key), each on its
// own node-postgres connection (extended protocol), all running for a fixed time. Reports
// operations per second and latency quantiles per role; every answer is checked.
import pg from 'pg';
import { KV_ROWS } from './schema.js';
import { quantile } from './stats.js';
import { CheckError } from './trials.js';

/** Runs `readers` + `writers` connections against table kv<s> for `seconds`. */
export async function concurrentTrial(server, s, { readers = 4, writers = 1, seconds }) {
  const connect = async () => {
    const c = new pg.Client({ host: server.host, port: server.port, user: 'postgres', database: 'postgres' });
    await c.connect();
    return c;
  };
  const clients = await Promise.all(Array.from({ length: readers + writers }, connect));
  const lat = { read: [], write: [] };
  const deadline = performance.now() + seconds * 1000;
  const loop = async (client, role, seed) => {
    let i = seed;
    while (performance.now() < deadline) {
      const id = 1 + ((i++ * 7919) % KV_ROWS);
      const t0 = performance.now();
      if (role === 'read') {
        const r = await client.query({ text: `SELECT id, a, b FROM kv${s} WHERE id = $1`, values: [id], rowMode: 'array' });
        if (r.rows.length !== 1 || r.rows[0][0] !== id) throw new CheckError(`reader expected id ${id}`);
      } else {
        const r = await client.query({ text: `UPDATE kv${s} SET a = a + 1 WHERE id = $1`, values: [id] });
        if (r.rowCount !== 1) throw new CheckError(`writer expected UPDATE 1, got ${r.rowCount}`);
      }
      lat[role].push((performance.now() - t0) * 1000);
    }
  };
  const t0 = performance.now();
  try {
    await Promise.all(clients.map((c, k) => loop(c, k < readers ? 'read' : 'write', k * 1000)));
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const elapsed = (performance.now() - t0) / 1000;
  const summary = (xs) => (xs.length === 0 ? null : { per_s: xs.length / elapsed, median_us: quantile(xs, 0.5), p99_us: quantile(xs, 0.99) });
  return { elapsed_s: elapsed, readers, writers, read: summary(lat.read), write: summary(lat.write) };
}
