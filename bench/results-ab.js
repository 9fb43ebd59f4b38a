#!/usr/bin/env node
// The result path, A/B in one run: the result-format queries of the suite (1000 rows × 11 mixed
// columns, 100 rows of each array column) in text and in binary, through the bare protocol client
// (bench/lib/wire-client.js: the server's work plus the wire) and optionally node-postgres, on this
// checkout, a baseline checkout (--base) and PostgreSQL 15 (fsync=off) when installed. Every
// variant of one query is timed in alternation (rotating order) so load falls on all alike;
// reports median µs per query, the server's CPU µs per query (all threads) and ratios.
//   node bench/results-ab.js --base /tmp/base [--n 60] [--sizes 5,500] [--only mixed] [--pg-client]
// Make a baseline of HEAD: mkdir /tmp/base && git archive HEAD | tar -x -C /tmp/base &&
//   cp -a node_modules /tmp/base/ && (cd /tmp/base && npx tsc -b && node src/build-cli.mjs)
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from './lib/servers.js';
import { median } from './lib/stats.js';
import { benchArgs } from './lib/cli-args.js';
import { createResultSchema, resultClient, resultOp, resultTrials, wireOp } from './lib/result-trials.js';
import { connectWire } from './lib/wire-client.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';

benchArgs({
  script: 'results-ab.js',
  summary: 'Result formats (text/binary) A/B: this checkout, a baseline checkout (--base) and PostgreSQL,\nvariants interleaved in one run.',
  options: {
    base: { type: 'string', value: 'dir', help: 'the baseline checkout, built (`npx tsc -b && node src/build-cli.mjs`)' },
    n: { type: 'string', value: 'count', help: 'samples per variant (default 60)' },
    reps: { type: 'string', value: 'count', help: 'queries per sample (default 5)' },
    sizes: { type: 'string', value: 'list', help: 'array sizes (default 5,500)' },
    only: { type: 'string', value: 'text', help: 'only the trials whose id contains <text>' },
    'pg-client': { type: 'boolean', help: 'also time through node-postgres (type parsers off)' },
    'no-postgres': { type: 'boolean', help: 'skip PostgreSQL' },
  },
});
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg('--n', 60));
const WARMUP = 5;
/** Queries per sample: the CPU reading (an IPC round trip to the server child) is amortised over them. */
const REPS = Number(arg('--reps', 5));
const sizes = arg('--sizes', '5,500').split(',').map(Number);
const only = arg('--only', null);
const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
const base = arg('--base', null);

const servers = {};
if (base !== null) servers.base = await spawnServer('pgsqlite', {}, join(resolve(base), 'bench/lib/server-child.js'));
servers.current = await spawnServer('pgsqlite', {}, join(here, 'bench/lib/server-child.js'));
const bin = process.argv.includes('--no-postgres') ? null : postgresBinDir();
if (bin !== null) servers.postgres = await startPostgres(bin, { fsync: false });
/** CPU µs of a pgsqlite server child, all threads (process.cpuUsage over IPC); null for PostgreSQL. */
const cpuOf = async (name) => {
  if (name === 'postgres') return null;
  const { cpu } = await servers[name].stats();
  return cpu.user + cpu.system;
};

const conns = {};
for (const [name, server] of Object.entries(servers)) {
  const c = await resultClient(server);
  await createResultSchema(c.raw, sizes);
  conns[name] = { wire: await connectWire(server), pg: process.argv.includes('--pg-client') ? c : null, setup: c };
}

const names = Object.keys(servers);
const out = (s) => process.stdout.write(s);
out(`median µs per query over ${N} interleaved rounds of ${REPS} queries (server CPU µs per query in parentheses, pgsqlite only)\n\n`);
out(`| trial | client | format | ${names.join(' | ')} |${base !== null ? ' current/base |' : ''}${bin !== null ? ' current/PG | base/PG |' : ''}\n`);
out(`|---|---|---|${names.map(() => '---|').join('')}${base !== null ? '---|' : ''}${bin !== null ? '---|---|' : ''}\n`);
for (const trial of resultTrials(sizes)) {
  if (only !== null && !trial.id.includes(only)) continue;
  for (const client of process.argv.includes('--pg-client') ? ['wire', 'node-postgres'] : ['wire']) {
    const variants = [];
    for (const name of names) {
      for (const format of ['text', 'binary']) {
        const fn = client === 'wire' ? wireOp(conns[name].wire, trial, format) : resultOp(conns[name].pg, trial, format);
        variants.push({ name, format, fn, samples: [], cpu: 0 });
      }
    }
    for (let i = 0; i < WARMUP; i++) for (const v of variants) await v.fn();
    for (let i = 0; i < N; i++) {
      const order = variants.map((_, k) => variants[(k + i) % variants.length]);
      for (const v of order) {
        const c0 = await cpuOf(v.name);
        const t = performance.now();
        for (let r = 0; r < REPS; r++) await v.fn();
        v.samples.push(((performance.now() - t) * 1000) / REPS);
        if (c0 !== null) v.cpu += ((await cpuOf(v.name)) - c0) / REPS;
      }
    }
    for (const format of ['text', 'binary']) {
      const m = Object.fromEntries(names.map((n) => [n, variants.find((v) => v.name === n && v.format === format)]));
      const cell = (n) => `${median(m[n].samples).toFixed(0)}${n === 'postgres' ? '' : ` (${(m[n].cpu / N).toFixed(0)})`}`;
      const ratio = (a, b) => (median(m[a].samples) / median(m[b].samples)).toFixed(2);
      out(`| ${trial.id} | ${client} | ${format} | ${names.map(cell).join(' | ')} |${base !== null ? ` ${ratio('current', 'base')} |` : ''}${bin !== null ? ` ${ratio('current', 'postgres')} | ${base !== null ? ratio('base', 'postgres') : '–'} |` : ''}\n`);
    }
    // binary ÷ text per server: the "binary never slower" budget
    const bt = names.map((n) => {
      const t = median(variants.find((v) => v.name === n && v.format === 'text').samples);
      const b = median(variants.find((v) => v.name === n && v.format === 'binary').samples);
      return `${n} ${(b / t).toFixed(2)}`;
    });
    out(`| ${trial.id} | ${client} | binary÷text | ${bt.join(', ')} |\n`);
  }
}
for (const c of Object.values(conns)) {
  await c.wire.close();
  await c.setup.close();
}
for (const s of Object.values(servers)) await s.close();
