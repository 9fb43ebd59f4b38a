// Issue 6 "must hold": `pgbench -i -s 1` succeeds, then `pgbench -c 8 -j 2 -T <s>` in each of
// -M simple|extended|prepared runs with 0 failed transactions, and afterwards
// sum(abalance) = sum(bbalance) = sum(tbalance) = sum(delta) and PRAGMA integrity_check is ok.
// Outside the default tests; needs pgbench on PATH. Run after `npx tsc -b`:
//   node test/concurrency/pgbench.mjs [seconds per mode, default 30]
// (pgbench truncates pgbench_history at the start of each run, so each mode starts from -i.)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startPgsqlite } from '../../dist/index.js';

const seconds = process.argv[2] ?? '30';
const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-pgbench-'));
const server = await startPgsqlite({ port: 0, dataDir });
const conn = ['-h', server.host, '-p', String(server.port), '-U', 'postgres'];
// Asynchronously: the server runs in this process.
const pgbench = async (args) => (await promisify(execFile)('pgbench', [...conn, ...args, 'postgres'], { encoding: 'utf8' })).stdout;
let ok = true;
for (const mode of ['simple', 'extended', 'prepared']) {
  await pgbench(['-i', '-s', '1', '-q']);
  const out = await pgbench(['-c', '8', '-j', '2', '-T', seconds, '-M', mode, '--max-tries', '10']);
  const failed = /number of failed transactions: (\d+)/.exec(out)?.[1];
  const processed = /number of transactions actually processed: (\d+)/.exec(out)?.[1];
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  const c = new pg.Client({ connectionString: server.url });
  await c.connect();
  const { rows } = await c.query(
    'SELECT (SELECT sum(abalance) FROM pgbench_accounts) AS a, (SELECT sum(bbalance) FROM pgbench_branches) AS b, ' +
      '(SELECT sum(tbalance) FROM pgbench_tellers) AS t, (SELECT coalesce(sum(delta), 0) FROM pgbench_history) AS d',
  );
  await c.end();
  const s = rows[0];
  const balanced = s.a === s.b && s.b === s.t && s.t === s.d;
  ok &&= failed === '0' && balanced;
  console.log(`-M ${mode}: ${processed} transactions, ${failed} failed, ${tps} tps; sums a=${s.a} b=${s.b} t=${s.t} delta=${s.d} ${balanced ? 'equal' : 'DIFFER'}`);
}
await server.close();
const db = new Database(join(dataDir, 'postgres.sqlite'), { readonly: true });
const integrity = db.pragma('integrity_check', { simple: true });
db.close();
console.log(`integrity_check: ${integrity}`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(ok && integrity === 'ok' ? 0 : 1);
