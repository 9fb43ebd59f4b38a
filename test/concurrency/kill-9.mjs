// Issue 6 "must hold": kill -9 of the server under a write load from 8 clients, 20 times: no
// acknowledged commit is lost, PRAGMA integrity_check is ok, and the restarted server accepts
// connections within 2 s. Outside the default tests. Needs the CLI bundle (`npm run build`):
//   node test/concurrency/kill-9.mjs [rounds=20]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

const ROUNDS = Number(process.argv[2] ?? 20);
const CLIENTS = 8;
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-kill9-'));

/** Starts the CLI on a file data directory; resolves with the child, its URL and the start-up time. */
function start() {
  const t0 = performance.now();
  const child = spawn(process.execPath, [cli, '--data-dir', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], ms: performance.now() - t0 });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

const acked = new Map(); // client → highest acknowledged seq
const next = new Map(); // client → next seq to insert (commits may land without an acknowledgement)
let worstStart = 0;
let ok = true;
let s = await start();
{
  const c = new pg.Client({ connectionString: s.url });
  await c.connect();
  await c.query('CREATE TABLE acks (client int NOT NULL, seq int NOT NULL, PRIMARY KEY (client, seq))');
  await c.end();
}
for (let round = 1; round <= ROUNDS; round++) {
  let stop = false;
  const writers = Array.from({ length: CLIENTS }, async (_, client) => {
    const c = new pg.Client({ connectionString: s.url });
    c.on('error', () => undefined);
    try {
      await c.connect();
      for (let seq = next.get(client) ?? 1; !stop; seq++) {
        await c.query('INSERT INTO acks VALUES ($1, $2)', [client, seq]);
        acked.set(client, seq);
      }
    } catch (e) {
      // the server was killed (anything else is reported)
      if (!stop && process.env.DEBUG) console.error(`client ${client}: ${e.code ?? ''} ${e.message}`);
    }
  });
  await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
  s.child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  if (s.child.exitCode === null && s.child.signalCode === null) await new Promise((r) => s.child.once('exit', r));
  const db = new Database(join(dataDir, 'postgres.sqlite'));
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();
  s = await start();
  worstStart = Math.max(worstStart, s.ms);
  const c = new pg.Client({ connectionString: s.url });
  await c.connect();
  const { rows } = await c.query('SELECT client, count(*)::int AS n, max(seq) AS hi FROM acks GROUP BY client ORDER BY client');
  await c.end();
  for (const r of rows) next.set(r.client, r.hi + 1);
  const lost = [...acked].filter(([client, hi]) => {
    const r = rows.find((x) => x.client === client);
    return r === undefined || r.n < hi || r.hi < hi;
  });
  const roundOk = lost.length === 0 && integrity === 'ok' && s.ms < 2000;
  ok &&= roundOk;
  const total = [...acked.values()].reduce((a, b) => a + b, 0);
  console.log(`round ${round}: ${total} acknowledged inserts, ${lost.length} clients lost commits, integrity_check ${integrity}, restart ${s.ms.toFixed(0)} ms ${roundOk ? 'ok' : 'FAILED'}`);
}
s.child.kill('SIGTERM');
await new Promise((r) => s.child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
console.log(`${ok ? 'OK' : 'FAILED'}: ${ROUNDS} kill -9 rounds, slowest restart ${worstStart.toFixed(0)} ms`);
process.exit(ok ? 0 : 1);
