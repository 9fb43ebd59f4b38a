#!/usr/bin/env node
// The hot path, A/B in one run: a point SELECT through the worker executor alone and through
// node-postgres against a pgsqlite server child, for this checkout and for a baseline checkout
// (another commit's tree, built with `npx tsc -b`), rounds interleaved so machine load hits both
// alike. Usage:
//   node bench/hot-path.js --base /tmp/base [--n 5000] [--rounds 7]
//   node bench/hot-path.js --engines            # the same point SELECT on the native and the wasm engine
//   node bench/hot-path.js --engine wasm --base /tmp/base   # A/B of the wasm engine
// Make a baseline of HEAD:  mkdir /tmp/base && git archive HEAD | tar -x -C /tmp/base &&
//   cp -a node_modules /tmp/base/ && (cd /tmp/base && npx tsc -b)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { spawnServer } from './lib/servers.js';
import { median } from './lib/stats.js';
import { benchArgs } from './lib/cli-args.js';

benchArgs({
  script: 'hot-path.js',
  summary: 'A point SELECT through the worker executor and through node-postgres, this checkout against a\nbaseline checkout (--base), rounds interleaved.',
  options: {
    base: { type: 'string', value: 'dir', help: 'the baseline checkout, built with `npx tsc -b`' },
    n: { type: 'string', value: 'count', help: 'queries per round (default 5000)' },
    rounds: { type: 'string', value: 'count', help: 'rounds (default 7)' },
    'guard-off': { type: 'boolean', help: 'also the worker executor with the per-statement memory guard off' },
  },
});
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg('--n', 5000));
const ROUNDS = Number(arg('--rounds', 7));
const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
const base = arg('--base', null);
/** `--engines`: native and wasm side by side in this checkout; else `--engine` (default native) for every tree. */
const engines = process.argv.includes('--engines');
const engine = arg('--engine', 'native');
const trees = engines
  ? { native: { root: here, engine: 'native' }, wasm: { root: here, engine: 'wasm' } }
  : Object.fromEntries(Object.entries(base === null ? { current: here } : { base: resolve(base), current: here }).map(([k, root]) => [k, { root, engine }]));
const SQL = 'SELECT id, a, b, c FROM t WHERE id = ?';

const cpuMicros = (u) => u.user + u.system;

async function executorVariant({ root }, dir, factoryOptions = {}) {
  const engine = await import(pathToFileURL(join(root, 'packages/engine/dist/index.js')).href);
  const native = await import(pathToFileURL(join(root, 'packages/engine-native/dist/index.js')).href);
  const path = join(dir, `${Math.random().toString(36).slice(2)}.db`);
  const setup = engine.createInlineExecutor(native.nativeEngineFactory.open({ path, synchronous: 'NORMAL' }));
  await setup.run('CREATE TABLE t (id INTEGER PRIMARY KEY, a INTEGER, b TEXT, c REAL)', []);
  await setup.runAtomically(Array.from({ length: 10000 }, (_, i) => `INSERT INTO t VALUES (${i}, ${i * 7}, 'row ${i}', ${i / 3})`));
  await setup.close();
  const factory = native.workerExecutorFactory(factoryOptions);
  const ex = await factory.open({ path, synchronous: 'NORMAL' });
  return {
    op: async (i) => {
      if ((await ex.run(SQL, [BigInt(i % 10000)])).rows.length !== 1) throw new Error('row missing');
    },
    cpu: async () => cpuMicros(process.cpuUsage()),
    close: async () => {
      await ex.close();
      await factory.close();
    },
  };
}

async function clientVariant({ root, engine: which }, { prepared }) {
  const server = await spawnServer('pgsqlite', { engine: which }, join(root, 'bench/lib/server-child.js'));
  const client = new pg.Client({ host: server.host, port: server.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  await client.query('CREATE TABLE t (id integer PRIMARY KEY, a integer, b text, c float8)');
  await client.query("INSERT INTO t SELECT i, i * 7, 'row ' || i, i / 3.0 FROM generate_series(0, 9999) AS s(i)");
  const text = 'SELECT id, a, b, c FROM t WHERE id = $1';
  return {
    op: async (i) => {
      const r = await client.query(prepared ? { name: 'point', text, values: [i % 10000] } : { text, values: [i % 10000] });
      if (r.rows.length !== 1 || r.rows[0].id !== i % 10000) throw new Error('wrong row');
    },
    cpu: async () => cpuMicros((await server.stats()).cpu),
    close: async () => {
      await client.end();
      await server.close();
    },
  };
}

async function compare(label, make) {
  const variants = {};
  for (const [name, tree] of Object.entries(trees)) variants[name] = await make(tree);
  const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const cpus = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, v] of Object.entries(variants)) {
      const c0 = await v.cpu();
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < N; i++) await v.op(i);
      const wall = Number(process.hrtime.bigint() - t0) / 1000 / N;
      const cpu = ((await v.cpu()) - c0) / N;
      if (round > 0) {
        // round 0 warms up
        times[name].push(wall);
        cpus[name].push(cpu);
      }
    }
  }
  for (const v of Object.values(variants)) await v.close();
  const change = (m) =>
    m.base ? ` (${((median(m.current) / median(m.base) - 1) * 100).toFixed(0)} %)` : m.native ? ` (wasm ${((median(m.wasm) / median(m.native) - 1) * 100).toFixed(0)} %)` : '';
  const cells = (m) => Object.values(m).map((t) => `${median(t).toFixed(1)} (best ${Math.min(...t).toFixed(1)})`);
  process.stdout.write(`| ${label} | wall | ${cells(times).join(' | ')} | ${change(times)} |\n`);
  process.stdout.write(`| ${label} | server CPU | ${cells(cpus).join(' | ')} | ${change(cpus)} |\n`);
}

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-hot-'));
process.stdout.write(`point SELECT, median of ${ROUNDS} interleaved rounds × ${N}, µs per operation (wall clock, and CPU time of the server process, all threads)\n\n`);
process.stdout.write(`| path | measure | ${Object.keys(trees).join(' | ')} | change |\n|---|---|${Object.keys(trees).map(() => '---|').join('')}---|\n`);
try {
  // The worker executor is the native engine's; compared only between checkouts of it.
  if (!engines && engine === 'native') await compare('worker executor (no client)', (tree) => executorVariant(tree, dir));
  // The per-statement memory guard (engine-native memory-guard.ts) reads rows one by one; off here,
  // its share of the line above shows (a tree without the guard ignores the option).
  if (!engines && engine === 'native' && process.argv.includes('--guard-off')) await compare('worker executor, memory guard off', (tree) => executorVariant(tree, dir, { statementMemory: 0 }));
  await compare('node-postgres, extended, TCP', (tree) => clientVariant(tree, { prepared: false }));
  await compare('node-postgres, prepared, TCP', (tree) => clientVariant(tree, { prepared: true }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
