#!/usr/bin/env node
// Statements inside a transaction block against the same statements autocommitted, A/B in one
// run: this checkout, a baseline checkout (--base) and PostgreSQL 15 (fsync off), node-postgres
// (extended protocol, unnamed statements) over TCP, rounds interleaved so that machine load hits
// every target alike. Per statement kind: median and p99 wall µs per statement, and the server's
// CPU µs per statement (pgsqlite: all its threads; PostgreSQL: postmaster and backends, /proc).
// A statement in BEGIN … COMMIT should cost no more than the same statement alone (issue 18).
//   node bench/txn-ab.js --base /tmp/base [--n 400] [--rounds 7] [--per-tx 100] [--only insert,update]
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { spawnServer } from './lib/servers.js';
import { procTreeCpu } from './lib/proc-cpu.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { median, quantile } from './lib/stats.js';
import { benchArgs } from './lib/cli-args.js';

const { values: args } = benchArgs({
  script: 'txn-ab.js',
  summary: 'Statements in a transaction block against the same autocommitted: this checkout, --base and PostgreSQL;\nmedian / p99 wall µs per statement and server CPU µs per statement, rounds interleaved.',
  options: {
    base: { type: 'string', value: 'dir', help: 'a baseline checkout (built) measured beside this one' },
    n: { type: 'string', value: 'count', help: 'statements per round and kind (default 400; a transaction is 100 of them)' },
    rounds: { type: 'string', value: 'count', help: 'rounds (default 7, after one warm-up round)' },
    only: { type: 'string', value: 'list', help: 'statement kinds (default all): insert,insert-key,returning,update,select,mixed' },
    'per-tx': { type: 'string', value: 'count', help: 'statements per transaction (default 100)' },
    'no-postgres': { type: 'boolean', help: 'skip PostgreSQL' },
  },
});
const N = Number(args.n ?? 400);
const ROUNDS = Number(args.rounds ?? 7);
const PER_TX = Number(args['per-tx'] ?? 100);

/** Statement kinds: `op(client, i)` runs one statement (i counts up across rounds). */
const KINDS = {
  insert: (c, i) => c.query({ text: 'INSERT INTO tx (a, b) VALUES ($1, $2)', values: [i, `t ${i}`] }),
  'insert-key': (c, i) => c.query({ text: 'INSERT INTO tk (id, a) VALUES ($1, $2)', values: [i, i] }),
  returning: (c, i) => c.query({ text: 'INSERT INTO tx (a, b) VALUES ($1, $2) RETURNING id', values: [i, `r ${i}`] }),
  update: (c, i) => c.query({ text: 'UPDATE kv SET a = a + 1 WHERE id = $1', values: [1 + ((i * 7919) % 10000)] }),
  select: (c, i) => c.query({ text: 'SELECT id, a, b FROM kv WHERE id = $1', values: [1 + ((i * 7919) % 10000)] }),
  // TPC-B's shape: an UPDATE, a point SELECT and an INSERT, in turn
  mixed: (c, i) => (i % 3 === 0 ? KINDS.update(c, i) : i % 3 === 1 ? KINDS.select(c, i) : KINDS.insert(c, i)),
};
const kinds = args.only === undefined ? Object.keys(KINDS) : String(args.only).split(',');


const targets = [{ name: 'this', server: await spawnServer('pgsqlite', {}) }];
if (args.base !== undefined) targets.push({ name: 'base', server: await spawnServer('pgsqlite', {}, join(resolve(String(args.base)), 'bench/lib/server-child.js')) });
if (args['no-postgres'] !== true) targets.push({ name: 'postgres', server: await startPostgres(postgresBinDir(), { fsync: false }) });
const cpuOf = async (t) => {
  if (t.server.stats !== undefined) {
    const { cpu } = await t.server.stats();
    return cpu.user + cpu.system;
  }
  return procTreeCpu(t.server.pid);
};
for (const t of targets) {
  t.client = new pg.Client({ host: t.server.host, port: t.server.port, user: 'postgres', database: 'postgres' });
  await t.client.connect();
  await t.client.query('CREATE TABLE kv (id serial PRIMARY KEY, a integer NOT NULL, b text NOT NULL)');
  await t.client.query("INSERT INTO kv (a, b) SELECT i, 'row ' || i FROM generate_series(1, 10000) AS s(i)");
  await t.client.query('CREATE TABLE tx (id serial PRIMARY KEY, a integer NOT NULL, b text NOT NULL)');
  await t.client.query('CREATE TABLE tk (id integer PRIMARY KEY, a integer NOT NULL)');
}

/** One round of `kind` on `t`, in transactions of PER_TX statements or not: per-statement wall µs and CPU µs. */
async function round(t, kind, inTx, from) {
  const op = KINDS[kind];
  const c = t.client;
  const walls = [];
  const cpu0 = await cpuOf(t);
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < N; k++) {
    if (inTx && k % PER_TX === 0) await c.query('BEGIN');
    const s = process.hrtime.bigint();
    await op(c, from + k);
    walls.push(Number(process.hrtime.bigint() - s) / 1000);
    if (inTx && (k % PER_TX === PER_TX - 1 || k === N - 1)) await c.query('COMMIT');
  }
  const total = Number(process.hrtime.bigint() - t0) / 1000 / N;
  const cpu = ((await cpuOf(t)) - cpu0) / N;
  return { walls, total, cpu };
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
process.stdout.write(`load average ${load()} at the start (${cpus().length} cores); ${ROUNDS} rounds × ${N} statements, transactions of ${PER_TX}\n\n`);
process.stdout.write(`| statement | block | ${targets.map((t) => `${t.name} median (p99)`).join(' | ')} | ${targets.map((t) => `${t.name} per stmt incl. BEGIN/COMMIT`).join(' | ')} | ${targets.map((t) => `${t.name} CPU`).join(' | ')} |\n`);
process.stdout.write(`|---|---|${targets.map(() => '---|').join('').repeat(3)}\n`);
let next = 100_000;
for (const kind of kinds) {
  for (const inTx of [false, true]) {
    const acc = new Map(targets.map((t) => [t.name, { walls: [], totals: [], cpus: [] }]));
    for (let r = 0; r <= ROUNDS; r++) {
      const from = next;
      next += N;
      // rotate the order so that no target always runs first
      const order = targets.map((_, j) => targets[(j + r) % targets.length]);
      for (const t of order) {
        const got = await round(t, kind, inTx, from);
        if (r === 0) continue; // warm-up
        const a = acc.get(t.name);
        a.walls.push(...got.walls);
        a.totals.push(got.total);
        a.cpus.push(got.cpu);
      }
    }
    const cell = (f) => targets.map((t) => f(acc.get(t.name))).join(' | ');
    process.stdout.write(
      `| ${kind} | ${inTx ? 'BEGIN…COMMIT' : 'autocommit'} | ${cell((a) => `${median(a.walls).toFixed(0)} (${quantile(a.walls, 0.99).toFixed(0)})`)} | ${cell((a) => median(a.totals).toFixed(0))} | ${cell((a) => median(a.cpus).toFixed(0))} |\n`,
    );
  }
}
process.stdout.write(`\nload average ${load()} at the end\n`);
for (const t of targets) {
  await t.client.end();
  await t.server.close();
}
