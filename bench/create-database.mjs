// CREATE DATABASE … TEMPLATE speed (issue 6 target: under 5 ms for a 10 MB database), measured
// through node-pg (so including one round trip). Run after `npx tsc -b`:
//   node bench/create-database.mjs
import pg from 'pg';
import { startPgsqlite } from '../dist/index.js';
import { benchArgs } from './lib/cli-args.js';

benchArgs({ script: 'create-database.mjs', summary: 'CREATE DATABASE … TEMPLATE of a 10 MB database through node-postgres, 20 times (after `npx tsc -b`).' });
const server = await startPgsqlite({ port: 0 });
const url = (db) => server.url.replace(/\/postgres$/, `/${db}`);
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
await admin.query('CREATE DATABASE tpl');
const tpl = new pg.Client({ connectionString: url('tpl') });
await tpl.connect();
await tpl.query('CREATE TABLE filler (id int PRIMARY KEY, payload text)');
await tpl.query("INSERT INTO filler SELECT g, repeat('x', 1000) FROM generate_series(1, 10000) g");
const { rows } = await tpl.query("SELECT pg_size_pretty(sum(length(payload))::bigint) AS size FROM filler");
await tpl.end();
const times = [];
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  await admin.query(`CREATE DATABASE copy${i} TEMPLATE tpl`);
  times.push(performance.now() - t0);
  await admin.query(`DROP DATABASE copy${i}`);
}
times.sort((a, b) => a - b);
console.log(`CREATE DATABASE … TEMPLATE of ~${rows[0]?.size ?? '10 MB'}: median ${times[10].toFixed(2)} ms, min ${times[0].toFixed(2)} ms, max ${times[19].toFixed(2)} ms`);
await admin.end();
await server.close();
