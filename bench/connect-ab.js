#!/usr/bin/env node
// Opening a connection, A/B in one run (issue 18: ≤ 2 ms median): node-postgres connect (startup,
// ReadyForQuery) + SELECT 1 + end, against this checkout's pgsqlite, a baseline checkout's
// (--base, built with `npx tsc -b`) and PostgreSQL 15 (fsync off), rounds interleaved so that
// machine load hits all alike; wall ms per connection (median, p99) and server CPU µs per
// connection (/proc: pgsqlite's process; PostgreSQL's postmaster and backends summed).
//   node bench/connect-ab.js [--base /tmp/base] [--n 40] [--rounds 5] [--no-postgres]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { spawnServer } from './lib/servers.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { median, quantile } from './lib/stats.js';
import { benchArgs } from './lib/cli-args.js';

const { values: args } = benchArgs({
  script: 'connect-ab.js',
  summary: 'Opening a connection (connect + SELECT 1 + end), this checkout against a baseline checkout (--base)\nand PostgreSQL 15, rounds interleaved; wall ms and server CPU µs per connection.',
  options: {
    base: { type: 'string', value: 'dir', help: 'the baseline checkout, built with `npx tsc -b`' },
    n: { type: 'string', value: 'count', help: 'connections per round (default 40)' },
    rounds: { type: 'string', value: 'count', help: 'rounds (default 5)' },
    'no-postgres': { type: 'boolean', help: 'leave PostgreSQL out' },
    cold: { type: 'boolean', help: 'no other session open meanwhile (pgsqlite then opens the database for each connection)' },
  },
});
const N = Number(args.n ?? 40);
const ROUNDS = Number(args.rounds ?? 5);
const here = resolve(fileURLToPath(new URL('..', import.meta.url)));

const CLK = 100; // USER_HZ
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime + stime, and the children's that were waited for (PostgreSQL's exited backends).
    return ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1e6) / CLK;
  } catch {
    return 0;
  }
}
function tree(root) {
  const out = [root];
  try {
    for (const c of readFileSync(`/proc/${root}/task/${root}/children`, 'utf8').trim().split(/\s+/)) if (c) out.push(...tree(Number(c)));
  } catch {
    // gone
  }
  return out;
}

const targets = [];
if (args.base !== undefined) targets.push({ name: 'base', start: () => spawnServer('pgsqlite', {}, join(resolve(args.base), 'bench/lib/server-child.js')) });
targets.push({ name: 'current', start: () => spawnServer('pgsqlite', {}) });
const bin = args['no-postgres'] ? null : postgresBinDir();
if (bin !== null) targets.push({ name: 'postgres', start: () => startPostgres(bin, { fsync: false }) });

const servers = [];
for (const t of targets) servers.push({ ...t, server: await t.start() });
// As an application's pool: another session of the database is open meanwhile (unless --cold).
const holders = [];
if (!args.cold) {
  for (const s of servers) {
    const c = new pg.Client({ host: s.server.host, port: s.server.port, user: 'postgres', database: 'postgres' });
    await c.connect();
    await c.query('SELECT 1');
    holders.push(c);
  }
}
const once = async (s) => {
  const c = new pg.Client({ host: s.server.host, port: s.server.port, user: 'postgres', database: 'postgres' });
  await c.connect();
  await c.query('SELECT 1');
  await c.end();
};
const walls = Object.fromEntries(servers.map((s) => [s.name, []]));
const cpus = Object.fromEntries(servers.map((s) => [s.name, []]));
try {
  for (let round = 0; round <= ROUNDS; round++) {
    for (const s of servers) {
      const pids = () => tree(s.server.pid);
      const c0 = pids().reduce((a, p) => a + cpuMicros(p), 0);
      const times = [];
      for (let i = 0; i < N; i++) {
        const t0 = performance.now();
        await once(s);
        times.push(performance.now() - t0);
      }
      // Backends that exited were reaped into the postmaster's cumulative child time.
      await new Promise((r) => setTimeout(r, 50));
      const c1 = pids().reduce((a, p) => a + cpuMicros(p), 0);
      if (round === 0) continue; // warm-up
      walls[s.name].push(...times);
      cpus[s.name].push((c1 - c0) / N);
    }
  }
} finally {
  for (const c of holders) await c.end();
  for (const s of servers) await s.server.close();
}
process.stdout.write(`connect + SELECT 1 + end${args.cold ? ' (cold: no other session)' : ' (another session open)'}, ${ROUNDS} interleaved rounds × ${N}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n\n`);
process.stdout.write(`| target | wall ms median | p99 | server CPU µs per connection (median of rounds) |\n|---|---|---|---|\n`);
for (const s of servers) {
  process.stdout.write(`| ${s.name} | ${median(walls[s.name]).toFixed(2)} | ${quantile(walls[s.name], 0.99).toFixed(2)} | ${median(cpus[s.name]).toFixed(0)} |\n`);
}
