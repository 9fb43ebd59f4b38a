// The benchmark suite: `node bench/run.js [--quick] [--out <dir>]` (after `npm run build`).
// Prints markdown tables and writes bench/results/<date>-<sha>.json. See bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectClient, openSqlite } from './lib/clients.js';
import { guarded, timeOp } from './lib/measure.js';
import { machine, revision } from './lib/machine.js';
import { PG_CONFIGS, STORAGES, planFor } from './lib/plan.js';
import { postgresBinDir, postgresVersion, startPostgres } from './lib/postgres.js';
import { computeRatios } from './lib/ratios.js';
import { renderReport } from './lib/report.js';
import { createSchema } from './lib/schema.js';
import { spawnServer } from './lib/servers.js';
import { NODE_FLOOR_ARGS, measureStartup } from './lib/startup.js';
import { BUNDLED_CLI, buildUnbundledCli } from './lib/startup-variants.js';
import { OP_TRIALS, batchedInsert } from './lib/trials.js';
import { runPagination, runServerExtras } from './lib/extras.js';
import { pgbenchPath } from './lib/pgbench.js';
import { runTranslatorBench } from './translator.js';
import { benchArgs } from './lib/cli-args.js';

benchArgs({
  script: 'run.js',
  summary: 'The benchmark suite (after `npm run build`): pgsqlite beside raw SQLite, the protocol floor and\nPostgreSQL 15 in one run. Prints markdown tables; writes bench/results/<date>-<sha>.json.',
  options: {
    quick: { type: 'boolean', help: 'fewer iterations (a few minutes)' },
    out: { type: 'string', value: 'dir', help: 'where the JSON goes (default bench/results/)' },
    only: { type: 'string', value: 'text', help: 'run only the targets whose id contains <text> (baselines then missing)' },
    extras: { type: 'string', value: 'list', help: 'once-per-server trials to run: formats,pagination,concurrent,copy,pgbench' },
    'no-extras': { type: 'boolean', help: 'skip the once-per-server trials' },
    startup: { type: 'boolean', help: 'with --only: also measure start-up' },
    translator: { type: 'boolean', help: 'with --only: also run the translator benchmark' },
  },
});
const args = process.argv.slice(2);
const plan = planFor(args.includes('--quick'));
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 ? args[outAt + 1] : fileURLToPath(new URL('./results/', import.meta.url));
const onlyAt = args.indexOf('--only');
/** `--only <text>`: run only the targets whose id contains it (baselines are then missing). */
const only = onlyAt >= 0 ? args[onlyAt + 1] : null;
const selected = (id) => only === null || id.includes(only);
const extrasAt = args.indexOf('--extras');
/** `--extras formats,pagination,concurrent,copy,pgbench`: run only these once-per-server trials. */
if (extrasAt >= 0) plan.extras.groups = new Set(args[extrasAt + 1].split(','));
const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);
const push = (row) => results.trials.push(row);
/** Extras (result formats, pagination, concurrency, COPY, pgbench) run on one target per server. */
const extrasOn = (target, server, pgbench) =>
  args.includes('--no-extras') || target.transport !== 'tcp' || target.mode !== 'pg/extended'
    ? null
    : (s) => runServerExtras(target, server, s, plan, pgbench, push, log);

const results = { meta: { ...revision(), machine: machine(), plan: plan.name, postgres: null }, startup: null, translator: null, memory: [], trials: [] };
const scratch = mkdtempSync(join(tmpdir(), 'pgsqlite-bench-'));
const shm = '/dev/shm';
let suffix = 0;

function iterationsFor(trial, durable) {
  const it = plan.iterations;
  const n = trial.ddl ? it.ddl : trial.heavy ? it.heavy : trial.perCall ? it.txn : durable ? it.durable : it.op;
  return { iterations: n, warmup: Math.max(2, Math.round(n / 10)) };
}

/** Runs every trial on one connection; `stats` reads the server's plan-cache counters. */
async function runTarget(target, db, { dialect = 'pg', check = true, durable = false, stats, batch = false, extras = null }) {
  const s = `_${++suffix}`;
  const del = iterationsFor(OP_TRIALS.find((t) => t.id === 'delete-pk'), durable);
  const setup = await guarded(() => (check ? createSchema(db, dialect, s, { deleteRows: del.iterations + del.warmup }) : undefined));
  if (setup?.error) {
    log(`${target.id}: setup failed: ${setup.error}`);
    results.trials.push({ trial: 'setup', ...target, error: setup.error });
    return;
  }
  for (const trial of OP_TRIALS) {
    if (!check && trial.heavy) continue;
    const before = stats ? (await stats()).stats : null;
    const r = await guarded(() => timeOp(trial.make(db, s, check), iterationsFor(trial, durable)));
    const row = { trial: trial.id, ...target, ...r };
    if (before) {
      const after = (await stats()).stats;
      const hits = after.hits - before.hits;
      const misses = after.misses - before.misses;
      row.planCache = { hits, misses, hitRate: hits + misses === 0 ? null : hits / (hits + misses) };
    }
    results.trials.push(row);
    log(`${target.id} ${trial.id}: ${r.error ?? `${r.median_us.toFixed(1)} µs`}`);
  }
  if (extras !== null) await extras(s);
  if (!batch) return;
  for (const k of plan.batchSizes) {
    for (const inTransaction of [false, true]) {
      const trial = `batch-insert-${k}${inTransaction ? '-tx' : ''}`;
      const r = await guarded(async () => {
        const total = Math.min(plan.batchRows, k * plan.batchStatements);
        const seconds = await batchedInsert(db, s, { total, k, inTransaction, check });
        return { seconds, rows: total, rows_per_s: total / seconds };
      });
      results.trials.push({ trial, ...target, ...r });
      log(`${target.id} ${trial}: ${r.error ?? `${Math.round(r.rows_per_s)} rows/s`}`);
    }
  }
}

async function withClient(target, server, runOptions) {
  if (!selected(target.id)) return;
  const db = await guarded(() => connectClient(target.mode, server, { unix: target.transport === 'unix' }));
  if (db.error) {
    results.trials.push({ trial: 'connect', ...target, error: db.error });
    return;
  }
  await runTarget(target, db, runOptions);
  await db.close();
}

async function runSqlite() {
  for (const storage of plan.sqlite) {
    const cfg = STORAGES[storage];
    const target = { id: `sqlite:${storage}`, system: 'sqlite', storage };
    if (!selected(target.id)) continue;
    const dir = mkdtempSync(join(cfg.file ? scratch : shm, 'sqlite-'));
    const db = openSqlite(join(dir, 'bench.sqlite'), { synchronous: cfg.options.synchronous ?? 'FULL' });
    await runTarget(target, db, { dialect: 'sqlite', durable: cfg.durable, batch: true });
    if (storage === 'mem' && !args.includes('--no-extras') && (plan.extras.groups?.has('pagination') ?? true)) await runPagination(target, db, 'sqlite', plan, push, log);
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runFloor() {
  const server = await spawnServer('floor', { socketPath: join(scratch, '.s.PGSQL.floor') });
  for (const transport of plan.floor.transports) {
    for (const mode of plan.floor.modes) {
      await withClient({ id: `floor:${transport}:${mode}`, system: 'floor', transport, mode }, server, { check: false });
    }
  }
  await server.close();
}

async function runPgsqlite() {
  for (const { storage, transports, modes, engine = 'native' } of plan.pgsqlite) {
    const cfg = STORAGES[storage];
    // The wasm engine's targets are `pgsqlite-wasm:…` (same trials, same baselines).
    const system = engine === 'wasm' ? 'pgsqlite-wasm' : 'pgsqlite';
    if (!transports.some((transport) => modes.some((mode) => selected(`${system}:${storage}:${transport}:${mode}`)))) continue;
    const dataDir = cfg.file ? mkdtempSync(join(scratch, 'data-')) : undefined;
    const socketDir = mkdtempSync(join(scratch, 'sock-'));
    const server = await spawnServer('pgsqlite', { ...cfg.options, ...(dataDir ? { dataDir } : {}), socketDir, engine });
    for (const transport of transports) {
      for (const mode of modes) {
        const target = { id: `${system}:${storage}:${transport}:${mode}`, system: 'pgsqlite', engine, storage, transport, mode };
        const batch = transport === 'tcp' && plan.batchModes.includes(mode);
        const extras = storage === 'mem' && engine === 'native' ? extrasOn(target, server, pgbenchPath(postgresBinDir())) : null;
        await withClient(target, server, { durable: cfg.durable, stats: server.stats, batch, extras });
      }
    }
    const { rss } = await server.stats();
    results.memory.push({ server: `${system}:${storage}`, idle_rss_mb: server.idleRss / 2 ** 20, after_suite_rss_mb: rss / 2 ** 20 });
    await server.close();
  }
}

async function runPostgres() {
  const binDir = postgresBinDir();
  if (binDir === null) {
    log('PostgreSQL 15 not installed: skipping it');
    return;
  }
  results.meta.postgres = postgresVersion(binDir);
  for (const { config, transports, modes } of plan.postgres) {
    const cfg = PG_CONFIGS[config];
    const server = await startPostgres(binDir, { fsync: cfg.fsync });
    for (const transport of transports) {
      for (const mode of modes) {
        const target = { id: `postgres:${config}:${transport}:${mode}`, system: 'postgres', storage: config, transport, mode };
        const batch = transport === 'tcp' && plan.batchModes.includes(mode);
        const extras = config === 'fsync-off' ? extrasOn(target, server, pgbenchPath(binDir)) : null;
        await withClient(target, server, { durable: cfg.durable, batch, extras });
      }
    }
    await server.close();
  }
}

async function runStartup() {
  const unbundled = await buildUnbundledCli();
  const cliArgs = ['--port', '0', '--log-level', 'error'];
  const runs = plan.startupRuns;
  // Interleaved, so that machine load drifts affect all three alike.
  const out = { runs, node: [], bundled: [], unbundled: [] };
  const one = async (key, argv, protocol) => out[key].push(await measureStartup(argv, { runs: 1, protocol }));
  for (let i = 0; i < runs; i++) {
    await one('node', NODE_FLOOR_ARGS, false);
    await one('unbundled', [unbundled, ...cliArgs], true);
    await one('bundled', [BUNDLED_CLI, ...cliArgs], true);
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = (list, k) => (list[0][k] === null ? null : { median_ms: med(list.map((r) => r[k].median)), min_ms: Math.min(...list.map((r) => r[k].min)) });
  results.startup = { runs };
  for (const key of ['node', 'unbundled', 'bundled']) {
    results.startup[key] = { accepted: summary(out[key], 'accepted'), ready: summary(out[key], 'ready'), query: summary(out[key], 'query') };
  }
  log(`startup: bundled ${results.startup.bundled.accepted.median_ms.toFixed(0)} ms, unbundled ${results.startup.unbundled.accepted.median_ms.toFixed(0)} ms`);
}

/** The translator over the conformance corpus (bench/translator.js), in this process. */
async function runTranslator() {
  const r = await guarded(() => runTranslatorBench({ quick: plan.name === 'quick', log }));
  results.translator = r;
  log(r.error ? `translator: ${r.error}` : `translator: cold ${r.cold.median_us.toFixed(0)} µs, cached plan ${r.cached.plan_median_us.toFixed(2)} µs`);
}

const t0 = performance.now();
try {
  if (only === null || args.includes('--startup')) await runStartup();
  if (only === null || args.includes('--translator')) await runTranslator();
  await runSqlite();
  await runFloor();
  await runPgsqlite();
  await runPostgres();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
results.meta.seconds = (performance.now() - t0) / 1000;
results.ratios = computeRatios(results.trials);
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `${results.meta.date.slice(0, 10)}-${results.meta.sha}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 1)}\n`);
process.stdout.write(renderReport(results));
log(`wrote ${file} (${results.meta.seconds.toFixed(0)} s)`);
const failed = results.trials.filter((t) => t.error && t.system !== 'floor');
if (failed.length > 0) log(`${failed.length} trials failed or answered wrongly (see the tables)`);
