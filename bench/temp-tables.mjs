// Temporary tables (issue 16): what a session pays for them, on pgsqlite (in-memory, its own
// process) and on a throw-away PostgreSQL 15 in the same run. Rows: connect + SELECT 1 +
// disconnect of a session that never uses a temporary table; CREATE TEMP TABLE (a primary key
// and a text column) and DROP TABLE, each autocommitted; a one-row INSERT into a temporary table;
// and CREATE TEMP TABLE while another session holds a write transaction open (PostgreSQL does
// not wait; pgsqlite waited for the writer before). Run after `npm run build`. Prints median ms.
import pg from 'pg';
import { spawnServer } from './lib/servers.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { benchArgs } from './lib/cli-args.js';

const { values: args } = benchArgs({
  script: 'temp-tables.mjs',
  summary:
    'What temporary tables cost a session, on pgsqlite beside PostgreSQL 15 in one run: connect without\none, CREATE TEMP TABLE, a one-row INSERT, DROP TABLE, and CREATE TEMP TABLE while another session\nholds a write transaction open (after `npm run build`). Prints median ms.',
  options: {
    iterations: { type: 'string', value: 'N', help: 'rounds per measurement (default 200; env N too)' },
    'no-postgres': { type: 'boolean', help: 'pgsqlite only (also when PostgreSQL 15 is not installed)' },
  },
});
const N = Number(args.iterations ?? process.env.N ?? 200);
if (!Number.isInteger(N) || N < 1) {
  process.stderr.write('--iterations needs a positive integer (try --help)\n');
  process.exit(2);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function time(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function measure(url) {
  const out = {};
  const connects = [];
  for (let i = 0; i < N; i++) {
    connects.push(
      await time(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query('SELECT 1');
        await c.end();
      }),
    );
  }
  out['connect + SELECT 1 + end (no temp)'] = median(connects);
  const a = new pg.Client({ connectionString: url });
  await a.connect();
  await a.query('CREATE TABLE IF NOT EXISTS bench_held (x int)');
  const b = new pg.Client({ connectionString: url });
  await b.connect();
  const creates = [];
  for (let i = 0; i < N; i++) creates.push(await time(() => b.query(`CREATE TEMP TABLE bt_${i} (id int PRIMARY KEY, v text)`)));
  out['CREATE TEMP TABLE'] = median(creates);
  const inserts = [];
  for (let i = 0; i < N; i++) inserts.push(await time(() => b.query('INSERT INTO bt_0 VALUES ($1, $2)', [i, 'x'])));
  out['INSERT one row into a temp table'] = median(inserts);
  const drops = [];
  for (let i = 0; i < N; i++) drops.push(await time(() => b.query(`DROP TABLE bt_${i}`)));
  out['DROP TABLE (temp)'] = median(drops);
  await a.query('BEGIN');
  await a.query('INSERT INTO bench_held VALUES (1)');
  const held = [];
  for (let i = 0; i < Math.min(N, 50); i++) held.push(await time(() => b.query(`CREATE TEMP TABLE bh_${i} (id int)`)));
  out['CREATE TEMP TABLE while another session writes'] = median(held);
  await a.query('COMMIT');
  await a.end();
  await b.end();
  return out;
}

const server = await spawnServer('pgsqlite', {});
const results = { pgsqlite: await measure(`postgres://postgres@127.0.0.1:${server.port}/postgres`) };
await server.close();
const bin = postgresBinDir();
if (bin !== null && args['no-postgres'] !== true && process.env.NO_POSTGRES === undefined) {
  const pgServer = await startPostgres(bin, { fsync: false });
  results.postgres = await measure(`postgres://postgres@127.0.0.1:${pgServer.port}/postgres`);
  await pgServer.close();
}
const rows = Object.keys(results.pgsqlite);
process.stdout.write(`median ms over ${N} (${new Date().toISOString()})\n`);
for (const r of rows) process.stdout.write(`${r.padEnd(50)} pgsqlite ${results.pgsqlite[r].toFixed(3).padStart(8)}   postgres ${results.postgres?.[r]?.toFixed(3).padStart(8) ?? '-'}\n`);
