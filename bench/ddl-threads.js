#!/usr/bin/env node
// Per-thread server CPU per DDL statement (issue 18), from /proc/<pid>/task/*/stat over hundreds of
// statements (ddl-ab.js reads 10 ms ticks over a few dozen): this checkout's pgsqlite and
// optionally a baseline checkout's (--base), each in its own process, runs interleaved.
//   - create-table: --warm CREATE TABLEs, then --n measured, on one connection.
//   - migration: bench/ddl-ab.js's 30-table migration, --warm then --n migrations, each in a
//     fresh database (CREATE DATABASE and connect not measured).
// The executor thread runs the same SQL in both checkouts when only the main thread's code
// changed: main ÷ executor then compares the main thread's work with the machine's drift taken out.
//   node bench/ddl-threads.js [--base dir] [--trial create-table|migration|migration-tx] [--n 600] [--warm 180] [--runs 2]
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { spawnServer } from './lib/servers.js';
import { benchArgs } from './lib/cli-args.js';
import { MIGRATION } from './lib/migration.js';

const { values: args } = benchArgs({
  script: 'ddl-threads.js',
  summary: 'Per-thread server CPU per DDL statement (or per migration), this checkout against a baseline (--base).',
  options: {
    base: { type: 'string', value: 'dir', help: 'the baseline checkout, built' },
    trial: { type: 'string', value: 'trial', help: 'create-table (default), migration or migration-tx' },
    n: { type: 'string', value: 'count', help: 'measured statements (create-table, default 600) or migrations (default 12)' },
    warm: { type: 'string', value: 'count', help: 'warm-up statements (default 180) or migrations (default 3)' },
    runs: { type: 'string', value: 'count', help: 'runs per target, interleaved (default 2)' },
  },
});
const TRIAL = args.trial ?? 'create-table';
const PER_MIGRATION = TRIAL !== 'create-table';
const N = Number(args.n ?? (PER_MIGRATION ? 12 : 600));
const WARM = Number(args.warm ?? (PER_MIGRATION ? 3 : 180));
const RUNS = Number(args.runs ?? 2);

/** CPU µs per thread of `pid` (utime + stime). */
function threads(pid) {
  const out = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), ((Number(f[11]) + Number(f[12])) * 1e6) / 100);
    } catch {
      // gone
    }
  }
  return out;
}

async function connect(port, database = 'postgres') {
  const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
  await c.connect();
  return c;
}

let seq = 0;
async function migrate(port, tx) {
  const name = `mig_${process.pid}_${seq++}`;
  const admin = await connect(port);
  await admin.query(`CREATE DATABASE ${name}`);
  const c = await connect(port, name);
  return {
    run: async () => {
      if (tx) await c.query('BEGIN');
      for (const sql of MIGRATION) await c.query(sql);
      if (tx) await c.query('COMMIT');
    },
    close: async () => {
      await c.end();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

/** One run: a fresh server, warm-up, then the measured part; per-thread ms per unit. */
async function run(start) {
  const s = await start();
  const pid = s.pid;
  const units = [];
  try {
    if (PER_MIGRATION) {
      const tx = TRIAL === 'migration-tx';
      for (let i = 0; i < WARM + N; i++) {
        const m = await migrate(s.port, tx);
        const before = threads(pid);
        await m.run();
        const after = threads(pid);
        await m.close();
        if (i >= WARM) units.push([before, after]);
      }
    } else {
      const c = await connect(s.port);
      for (let i = 0; i < WARM; i++) await c.query(`CREATE TABLE w${i} (id integer PRIMARY KEY, v text)`);
      const before = threads(pid);
      for (let i = 0; i < N; i++) await c.query(`CREATE TABLE t${i} (id integer PRIMARY KEY, v text)`);
      units.push([before, threads(pid)]);
      await c.end();
    }
  } finally {
    await s.close();
  }
  // Per thread: summed deltas; the main thread is the process id, the executor the busiest other.
  const delta = new Map();
  for (const [before, after] of units) for (const [tid, t] of after) delta.set(tid, (delta.get(tid) ?? 0) + t - (before.get(tid) ?? 0));
  const main = (delta.get(pid) ?? 0) / N / 1000;
  const others = [...delta].filter(([tid]) => tid !== pid).map(([, t]) => t / N / 1000).sort((a, b) => b - a);
  const executor = others[0] ?? 0;
  const rest = others.slice(1).reduce((a, b) => a + b, 0);
  return { main, executor, rest, total: main + executor + rest };
}

const targets = [];
if (args.base !== undefined) targets.push({ name: 'base', start: () => spawnServer('pgsqlite', {}, join(resolve(args.base), 'bench/lib/server-child.js')) });
targets.push({ name: 'current', start: () => spawnServer('pgsqlite', {}) });

const unit = PER_MIGRATION ? 'ms per migration' : 'ms per CREATE TABLE';
process.stdout.write(`${TRIAL}: ${N} measured after ${WARM} (${unit}; executor = the busiest non-main thread, rest = the other threads)\n`);
process.stdout.write(`| target | run | main | executor | rest | total | main ÷ executor |\n|---|---|---|---|---|---|---|\n`);
const f = (x) => x.toFixed(PER_MIGRATION ? 1 : 3);
const results = new Map(targets.map((t) => [t.name, []]));
for (let r = 0; r < RUNS; r++) {
  // Alternating which goes first: the machine's load drifts within a pair of runs too.
  for (const t of r % 2 === 0 ? targets : [...targets].reverse()) {
    const m = await run(t.start);
    results.get(t.name).push(m);
    process.stdout.write(`| ${t.name} | ${r + 1} | ${f(m.main)} | ${f(m.executor)} | ${f(m.rest)} | ${f(m.total)} | ${(m.main / m.executor).toFixed(2)} |\n`);
  }
}

// Medians over the runs, and of the pairs' ratios (current ÷ base, each pair run back to back).
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const [name, ms] of results) {
  process.stdout.write(`| ${name} | median | ${['main', 'executor', 'rest', 'total'].map((k) => f(med(ms.map((m) => m[k])))).join(' | ')} | ${med(ms.map((m) => m.main / m.executor)).toFixed(2)} |\n`);
}
if (results.has('base')) {
  const b = results.get('base');
  const c = results.get('current');
  const ratio = (k) => med(c.map((m, i) => m[k] / b[i][k])).toFixed(2);
  process.stdout.write(`\ncurrent ÷ base, median of the ${RUNS} pairs: main ${ratio('main')}, executor ${ratio('executor')}, rest ${ratio('rest')}, total ${ratio('total')}\n`);
}
