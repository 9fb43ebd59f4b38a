// The executor models side by side, in one run (issue 18): what a connection costs (open time,
// resident memory per idle connection), point statements (median, p99, server CPU per operation
// from /proc), TPC-B through pgbench, and whether a long statement delays other sessions — for
// pgsqlite's pooled executors, the former thread per connection, everything inline on the
// server's thread, and PostgreSQL 15 (fsync off) when installed.
//
//   node bench/executors.js [--quick] [--models pool,per-connection,inline] [--idle 200] [--out dir]
//
// Prints a markdown table; writes bench/results/executors-<date>.json. Needs `npx tsc -b` first.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { spawnServer } from './lib/servers.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { pgbenchPath } from './lib/pgbench.js';
import { benchArgs } from './lib/cli-args.js';

const run = promisify(execFile);
const { values: args } = benchArgs({
  script: 'executors.js',
  summary: 'The executor models side by side in one run: connection open and RSS per idle connection, point\nstatements (median, p99, server CPU per operation), TPC-B through pgbench, a statement beside a long\none — pooled executors, a thread per connection, everything inline, and PostgreSQL 15 (after `npx tsc -b`).',
  options: {
    quick: { type: 'boolean', help: 'fewer iterations' },
    models: { type: 'string', value: 'LIST', help: 'comma-separated: pool,per-connection,inline,postgres (default all)' },
    idle: { type: 'string', value: 'N', help: 'idle connections for the RSS measure (default 200, 100 with --quick)' },
    out: { type: 'string', value: 'DIR', help: 'where the JSON goes (default bench/results)' },
  },
});
const flag = (name, dflt) => (args[name] === undefined ? dflt : String(args[name]));
const quick = args.quick === true;
const models = flag('models', 'pool,per-connection,inline,postgres').split(',');
const idleCount = Number(flag('idle', quick ? 100 : 200));
const opens = quick ? 30 : 60;
const points = quick ? 1000 : 3000;
const pgbenchSeconds = quick ? 4 : 8;

const CLK = 100; // USER_HZ on Linux
/** utime + stime of a process (all threads), in µs. */
function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1e6) / CLK;
}
/** Resident set of a process in bytes. */
function rssBytes(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m === null ? 0 : Number(m[1]) * 1024;
}
/** PostgreSQL: the postmaster and its children (backends), summed. */
function pgPids(root) {
  const out = [root];
  try {
    for (const child of readFileSync(`/proc/${root}/task/${root}/children`, 'utf8').trim().split(/\s+/)) if (child) out.push(...pgPids(Number(child)));
  } catch {
    // gone
  }
  return out;
}
const sum = (pids, f) => pids.reduce((a, p) => a + (() => { try { return f(p); } catch { return 0; } })(), 0);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(s.length * p))];
  return { median: q(0.5), p99: q(0.99), n: s.length };
};
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

async function startTarget(model) {
  if (model === 'postgres') {
    const bin = postgresBinDir();
    if (bin === null) return null;
    const server = await startPostgres(bin, { fsync: false });
    return { ...server, pids: () => pgPids(server.pid), bin };
  }
  const executors = model === 'pool' ? undefined : model;
  const server = await spawnServer('pgsqlite', { ...(executors === undefined ? {} : { executors }), maxConnections: idleCount + 50 });
  return { ...server, pids: () => [server.pid], bin: postgresBinDir() };
}

const connect = async (t) => {
  const c = new pg.Client({ host: t.host, port: t.port, user: 'postgres', database: 'postgres' });
  await c.connect();
  return c;
};

async function measure(model) {
  const t = await startTarget(model);
  if (t === null) return null;
  const out = { model };
  try {
    // Warm up: a first connection and the schema.
    // (DDL on a connection of its own: a session that ran DDL keeps its connection afterwards —
    // pgsqlite's catalog change tracking lives in its temp schema — unlike an application's.)
    const ddl = await connect(t);
    await ddl.query('CREATE TABLE IF NOT EXISTS kv (k int PRIMARY KEY, v text)');
    await ddl.query("INSERT INTO kv SELECT g, 'v' || g FROM generate_series(1, 1000) g ON CONFLICT DO NOTHING");
    await ddl.end();
    const setup = await connect(t);

    // Connection open: connect (startup, auth, ReadyForQuery) + SELECT 1 + close.
    const open = [];
    const openFirst = [];
    for (let i = 0; i < opens; i++) {
      const t0 = performance.now();
      const c = await connect(t);
      open.push(performance.now() - t0);
      await c.query('SELECT 1');
      openFirst.push(performance.now() - t0);
      await c.end();
    }
    out.connect_ms = stats(open);
    out.connect_select1_ms = stats(openFirst);

    // Idle connections: RSS before and after opening `idleCount` of them (each ran SELECT 1).
    const idle = [];
    if (model !== 'postgres') {
      await new Promise((r) => setTimeout(r, 300));
      const before = sum(t.pids(), rssBytes);
      for (let i = 0; i < idleCount; i++) {
        const c = await connect(t);
        await c.query('SELECT 1');
        idle.push(c);
      }
      await new Promise((r) => setTimeout(r, 300));
      const after = sum(t.pids(), rssBytes);
      out.idle = { connections: idleCount, rss_before_mb: round(before / 2 ** 20, 1), rss_after_mb: round(after / 2 ** 20, 1), per_connection_kb: round((after - before) / idleCount / 1024, 0) };
      for (const c of idle) await c.end();
    }

    // Point SELECT / UPDATE by key (extended protocol): median, p99, server CPU per operation.
    for (const [name, sql] of [
      ['point_select', 'SELECT v FROM kv WHERE k = $1'],
      ['point_update', 'UPDATE kv SET v = $2 WHERE k = $1'],
    ]) {
      const times = [];
      const pids = t.pids();
      const cpu0 = sum(pids, cpuMicros);
      for (let i = 0; i < points; i++) {
        const k = 1 + (i % 1000);
        const t0 = performance.now();
        await setup.query(sql, name === 'point_select' ? [k] : [k, `u${i}`]);
        times.push((performance.now() - t0) * 1000);
      }
      const cpu = sum(t.pids(), cpuMicros) - cpu0;
      out[name] = { ...stats(times), server_cpu_us: round(cpu / points, 1) };
    }

    // A transaction of five statements (TPC-B's shape) by one client: median, p99.
    {
      const times = [];
      const n = Math.floor(points / 5);
      const cpu0 = sum(t.pids(), cpuMicros);
      for (let i = 0; i < n; i++) {
        const k = 1 + (i % 1000);
        const t0 = performance.now();
        await setup.query('BEGIN');
        await setup.query('UPDATE kv SET v = $2 WHERE k = $1', [k, 'a']);
        await setup.query('SELECT v FROM kv WHERE k = $1', [k]);
        await setup.query('UPDATE kv SET v = $2 WHERE k = $1', [k + 1 > 1000 ? 1 : k + 1, 'b']);
        await setup.query('UPDATE kv SET v = $2 WHERE k = $1', [k + 2 > 1000 ? 2 : k + 2, 'c']);
        await setup.query('COMMIT');
        times.push((performance.now() - t0) * 1000);
      }
      out.tx5 = { ...stats(times), server_cpu_us: round((sum(t.pids(), cpuMicros) - cpu0) / n, 1) };
    }

    // A long statement on one connection; SELECT 1 on three others meanwhile.
    if (model !== 'inline') {
      const slow = await connect(t);
      const others = [await connect(t), await connect(t), await connect(t)];
      for (const c of others) await c.query('SELECT 1');
      let done = false;
      const running = slow.query('SELECT count(*) FROM generate_series(1, 1500000) a, generate_series(1, 2) b').finally(() => (done = true));
      const times = [];
      await Promise.all(
        others.map(async (c) => {
          while (!done) {
            const t0 = performance.now();
            await c.query('SELECT 1');
            times.push(performance.now() - t0);
          }
        }),
      );
      await running;
      out.beside_long_statement_ms = stats(times);
      for (const c of [slow, ...others]) await c.end();
    }
    await setup.end();

    // pgbench TPC-B and select-only, -c1 and -c8, simple and prepared.
    const bench = pgbenchPath(t.bin);
    if (bench !== null) {
      const env = { ...process.env, PGHOST: t.host, PGPORT: String(t.port), PGUSER: 'postgres', PGDATABASE: 'postgres' };
      await run(bench, ['-i', '-s', '1', '-q'], { env });
      out.pgbench = [];
      for (const mode of quick ? ['prepared'] : ['simple', 'prepared']) {
        for (const script of ['tpcb', 'select-only']) {
          for (const c of [1, 8]) {
            const a = ['-n', '-M', mode, ...(script === 'select-only' ? ['-S'] : []), '-c', String(c), '-j', String(Math.min(c, 2)), '-T', String(pgbenchSeconds)];
            try {
              const { stdout } = await run(bench, a, { env, timeout: (pgbenchSeconds + 60) * 1000 });
              const num = (label) => Number.parseFloat(stdout.slice(stdout.indexOf(label) + label.length).trim().split(/\s/)[0]);
              out.pgbench.push({ trial: `${script}-c${c}-${mode}`, tps: round(num('tps = '), 0), failed: stdout.includes('number of failed transactions: ') ? num('number of failed transactions: ') : 0 });
            } catch (e) {
              out.pgbench.push({ trial: `${script}-c${c}-${mode}`, error: String(e.stderr || e.message).trim().split('\n').slice(-1)[0] });
            }
          }
        }
      }
    }
  } finally {
    await t.close();
  }
  return out;
}

const results = [];
for (const m of models) {
  process.stderr.write(`${m} …\n`);
  const r = await measure(m);
  if (r !== null) results.push(r);
}

const cell = (s) => (s === undefined ? '' : `${round(s.median)} / ${round(s.p99)}`);
const lines = [
  `| measure | ${results.map((r) => r.model).join(' | ')} |`,
  `|---|${results.map(() => '---').join('|')}|`,
  `| connect, ms (median / p99) | ${results.map((r) => cell(r.connect_ms)).join(' | ')} |`,
  `| connect + SELECT 1, ms | ${results.map((r) => cell(r.connect_select1_ms)).join(' | ')} |`,
  `| RSS per idle connection, KB (of ${idleCount}) | ${results.map((r) => (r.idle ? `${r.idle.per_connection_kb} (${r.idle.rss_before_mb}→${r.idle.rss_after_mb} MB)` : '')).join(' | ')} |`,
  `| point SELECT, µs (median / p99) | ${results.map((r) => cell(r.point_select)).join(' | ')} |`,
  `| point SELECT, server CPU µs/op | ${results.map((r) => r.point_select?.server_cpu_us ?? '').join(' | ')} |`,
  `| point UPDATE, µs | ${results.map((r) => cell(r.point_update)).join(' | ')} |`,
  `| point UPDATE, server CPU µs/op | ${results.map((r) => r.point_update?.server_cpu_us ?? '').join(' | ')} |`,
  `| BEGIN + 4 statements + COMMIT, µs | ${results.map((r) => cell(r.tx5)).join(' | ')} |`,
  `| … server CPU µs/transaction | ${results.map((r) => r.tx5?.server_cpu_us ?? '').join(' | ')} |`,
  `| SELECT 1 beside a long statement, ms | ${results.map((r) => cell(r.beside_long_statement_ms)).join(' | ')} |`,
];
const trials = [...new Set(results.flatMap((r) => (r.pgbench ?? []).map((p) => p.trial)))];
for (const trial of trials) {
  lines.push(`| pgbench ${trial}, tps (failed) | ${results.map((r) => { const p = r.pgbench?.find((x) => x.trial === trial); return p === undefined ? '' : p.error ? `error: ${p.error}` : `${p.tps} (${p.failed})`; }).join(' | ')} |`);
}
console.log(lines.join('\n'));
const dir = flag('out', new URL('./results/', import.meta.url).pathname);
mkdirSync(dir, { recursive: true });
const file = `${dir}/executors-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), quick, load: readFileSync('/proc/loadavg', 'utf8').trim(), results }, null, 2));
process.stderr.write(`wrote ${file}\n`);
