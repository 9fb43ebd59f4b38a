#!/usr/bin/env node
// DDL speed, A/B in one run (issue 18: CREATE TABLE ≤ 1.5× PostgreSQL's server CPU; a 30-table
// migration with indexes and foreign keys ≤ 1.0×): this checkout's pgsqlite, optionally a
// baseline checkout's (--base, built with `npx tsc -b && node src/build-cli.mjs`) and
// PostgreSQL 15 (fsync off), rounds interleaved so that machine load hits all alike. Server CPU
// from /proc (pgsqlite's process, all its threads; PostgreSQL's postmaster and backends summed)
// and client wall time.
//   - create-table: `CREATE TABLE … (id integer PRIMARY KEY, v text)` (bench/run.js's trial),
//     --n statements per round on one connection, the catalog growing as in run.js.
//   - migration: a fresh database per round (CREATE DATABASE, connect: not measured), then 30
//     tables with serial keys, NOT NULL, defaults, UNIQUE, CHECK, foreign keys to earlier tables
//     and 40 CREATE INDEX, autocommitted (`migration`) and in one transaction (`migration-tx`).
//   node bench/ddl-ab.js [--base /tmp/base] [--n 40] [--rounds 5] [--no-postgres] [--only create-table|migration|migration-tx]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { spawnServer } from './lib/servers.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { median } from './lib/stats.js';
import { benchArgs } from './lib/cli-args.js';
import { MIGRATION } from './lib/migration.js';

const { values: args } = benchArgs({
  script: 'ddl-ab.js',
  summary: 'DDL speed (CREATE TABLE; a 30-table migration with indexes and foreign keys, autocommitted and in one\ntransaction), this checkout against a baseline checkout (--base) and PostgreSQL 15, rounds interleaved;\nserver CPU and wall ms.',
  options: {
    base: { type: 'string', value: 'dir', help: 'the baseline checkout, built with `npx tsc -b && node src/build-cli.mjs`' },
    n: { type: 'string', value: 'count', help: 'CREATE TABLE statements per round (default 40)' },
    rounds: { type: 'string', value: 'count', help: 'measured rounds, after one warm-up round (default 5)' },
    only: { type: 'string', value: 'trial', help: 'create-table, migration or migration-tx' },
    'no-postgres': { type: 'boolean', help: 'leave PostgreSQL out' },
  },
});
const N = Number(args.n ?? 40);
const ROUNDS = Number(args.rounds ?? 5);

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
const serverCpu = (s) => tree(s.server.pid).reduce((a, p) => a + cpuMicros(p), 0);


const targets = [];
if (args.base !== undefined) targets.push({ name: 'base', start: () => spawnServer('pgsqlite', {}, join(resolve(args.base), 'bench/lib/server-child.js')) });
targets.push({ name: 'current', start: () => spawnServer('pgsqlite', {}) });
const bin = args['no-postgres'] ? null : postgresBinDir();
if (bin !== null) targets.push({ name: 'postgres', start: () => startPostgres(bin, { fsync: false }) });

const servers = [];
for (const t of targets) servers.push({ ...t, server: await t.start() });
const client = (s, database = 'postgres') => new pg.Client({ host: s.server.host, port: s.server.port, user: 'postgres', database });
// As an application's pool: a session is open meanwhile.
const admins = new Map();
for (const s of servers) {
  const c = client(s);
  await c.connect();
  admins.set(s.name, c);
}

/** One round of a trial on one server: { cpu, wall } in ms per unit (statement or migration). */
const TRIALS = {
  'create-table': async (s, round) => {
    const c = admins.get(s.name);
    const c0 = serverCpu(s);
    const t0 = performance.now();
    for (let i = 0; i < N; i++) await c.query(`CREATE TABLE ct_${round}_${i} (id integer PRIMARY KEY, v text)`);
    const wall = (performance.now() - t0) / N;
    return { cpu: (serverCpu(s) - c0) / 1000 / N, wall };
  },
  migration: (s, round) => migrate(s, `mig_${round}`, false),
  'migration-tx': (s, round) => migrate(s, `migtx_${round}`, true),
};

async function migrate(s, database, inTransaction) {
  await admins.get(s.name).query(`CREATE DATABASE ${database}`);
  const c = client(s, database);
  await c.connect();
  await c.query('SELECT 1');
  const c0 = serverCpu(s);
  const t0 = performance.now();
  if (inTransaction) await c.query('BEGIN');
  for (const sql of MIGRATION) await c.query(sql);
  if (inTransaction) await c.query('COMMIT');
  const wall = performance.now() - t0;
  const cpu = (serverCpu(s) - c0) / 1000;
  await c.end();
  return { cpu, wall };
}

const trials = args.only ? [args.only] : Object.keys(TRIALS);
const samples = {};
try {
  for (const trial of trials) {
    for (let round = 0; round <= ROUNDS; round++) {
      for (const s of servers) {
        const r = await TRIALS[trial](s, round);
        if (round === 0) continue; // warm-up
        const key = `${trial}|${s.name}`;
        (samples[key] ??= { cpu: [], wall: [] }).cpu.push(r.cpu);
        samples[key].wall.push(r.wall);
      }
    }
  }
} finally {
  for (const c of admins.values()) await c.end();
  for (const s of servers) await s.server.close();
}

const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
process.stdout.write(`DDL: ${ROUNDS} interleaved rounds (after 1 warm-up); create-table ${N} statements per round; migration ${MIGRATION.length} statements; load ${load}\n\n`);
process.stdout.write(`| trial | target | server CPU ms (median of rounds) | ÷ postgres | wall ms | ÷ postgres |\n|---|---|---|---|---|---|\n`);
for (const trial of trials) {
  const pgs = samples[`${trial}|postgres`];
  for (const s of servers) {
    const x = samples[`${trial}|${s.name}`];
    const cpu = median(x.cpu);
    const wall = median(x.wall);
    const ratio = (a, b) => (b === undefined ? '' : `${(a / median(b)).toFixed(2)}×`);
    process.stdout.write(`| ${trial} | ${s.name} | ${cpu.toFixed(2)} | ${ratio(cpu, pgs?.cpu)} | ${wall.toFixed(2)} | ${ratio(wall, pgs?.wall)} |\n`);
  }
}
