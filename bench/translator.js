#!/usr/bin/env node
// The translator over the conformance case corpus: `node bench/translator.js [--quick]` (after
// `npm run build`), also run by bench/run.js. Each area's @setup runs on a real in-process
// pgsqlite (inside BEGIN … ROLLBACK, as the conformance runner does); the catalog, search_path
// and settings the session then plans with are captured and reused here, so every statement is
// planned against the tables it names. Then, with tinybench:
//   cold   — a fresh Translator per iteration (empty parse and plan caches): parse + plan, µs per
//            statement (median of its iterations), summarised as median/p99 over the corpus and
//            per area. Statements PostgreSQL rejects are translated too (they throw a PgError);
//            their count is reported.
//   cached — the same Translator asked again for the same text and parameter types: `plan` alone
//            (the plan-cache lookup) and `parse` + `plan` (what a repeated simple query costs),
//            median µs per call, cycling through every statement that planned.
import pg from 'pg';
import { Bench } from 'tinybench';
import { Translator } from '@pgsqlite/translate';
import { loadCorpus } from './lib/corpus.js';
import { benchArgs } from './lib/cli-args.js';

/** The session settings of the conformance runner (test/conformance/lib/case-runner.ts). */
const SESSION_SETUP = "SET TimeZone TO 'UTC'; SET DateStyle TO 'ISO, MDY'; SET IntervalStyle TO 'postgres'";

/** A Translator that remembers the context of the last statement the server planned. */
class CapturingTranslator extends Translator {
  lastContext = null;
  plan(stmt, paramTypes, ctx) {
    this.lastContext = ctx;
    return super.plan(stmt, paramTypes, ctx);
  }
}

/** Runs every distinct (area, setup) on an in-process server; returns setup text → PlanContext (null: setup failed). */
async function captureContexts(cases, log) {
  const translator = new CapturingTranslator();
  const { startPgsqlite } = await import('../dist/index.js');
  const server = await startPgsqlite({ port: 0, translator });
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres' });
  const contexts = new Map();
  try {
    await client.connect();
    await client.query(SESSION_SETUP);
    for (const setup of new Set(cases.map((c) => c.setup))) {
      try {
        await client.query('BEGIN');
        if (setup !== '') await client.query(setup);
        translator.lastContext = null;
        await client.query('SELECT 1');
        contexts.set(setup, translator.lastContext);
      } catch (e) {
        log(`translator: a setup failed (${e.message}); its cases are skipped`);
        contexts.set(setup, null);
      } finally {
        await client.query('ROLLBACK');
      }
    }
  } finally {
    await client.end().catch(() => {});
    await server.close();
  }
  return contexts;
}

function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { statements: sorted.length, median_us: quantile(sorted, 0.5), p99_us: quantile(sorted, 0.99) };
}

function translateOnce(translator, c) {
  try {
    for (const stmt of translator.parse(c.sql)) translator.plan(stmt, [], c.ctx);
    return true;
  } catch {
    return false;
  }
}

/** Cold parse + plan per statement: a fresh Translator before every iteration. */
async function measureCold(cases, iterations) {
  const bench = new Bench({ time: 0, iterations, warmup: true, warmupIterations: 1, warmupTime: 0 });
  let fresh = new Translator();
  for (const c of cases) {
    bench.add(c.id, () => void translateOnce(fresh, c), { beforeEach: () => void (fresh = new Translator()) });
  }
  await bench.run();
  return bench.tasks.map((t) => t.result.latency.p50 * 1000);
}

/** Cached path: one warmed Translator, every call a hit. */
async function measureCached(planned, iterations) {
  // Room for every statement: cycling through more texts than the LRU holds would make every
  // call a miss (the default 2000 is smaller than the corpus).
  const translator = new Translator({ planCacheSize: 2 * planned.length });
  const stmts = planned.map((c) => ({ c, stmts: translator.parse(c.sql) }));
  for (const { c, stmts: list } of stmts) for (const s of list) translator.plan(s, [], c.ctx);
  const before = { ...translator.stats };
  let i = 0;
  let j = 0;
  const bench = new Bench({ time: 0, iterations, warmup: true, warmupIterations: Math.min(iterations, 1000), warmupTime: 0 });
  bench.add('plan', () => {
    const { c, stmts: list } = stmts[i++ % stmts.length];
    translator.plan(list[0], [], c.ctx);
  });
  bench.add('parse+plan', () => {
    const c = planned[j++ % planned.length];
    translator.plan(translator.parse(c.sql)[0], [], c.ctx);
  });
  await bench.run();
  const [plan, parsePlan] = bench.tasks.map((t) => t.result.latency);
  const misses = translator.stats.misses - before.misses;
  // A loop without per-call timers: the mean cost of a hit, for comparison with the sampled median.
  const t0 = performance.now();
  const rounds = Math.max(1, Math.ceil(iterations / stmts.length));
  for (let r = 0; r < rounds; r++) for (const { c, stmts: list } of stmts) translator.plan(list[0], [], c.ctx);
  const loopMean = ((performance.now() - t0) * 1000) / (rounds * stmts.length);
  return {
    plan_median_us: plan.p50 * 1000,
    plan_p99_us: plan.p99 * 1000,
    plan_loop_mean_us: loopMean,
    parse_plan_median_us: parsePlan.p50 * 1000,
    parse_plan_p99_us: parsePlan.p99 * 1000,
    misses,
  };
}

/** The whole translator benchmark; `quick` keeps it to seconds. */
export async function runTranslatorBench({ quick = true, log = () => {} } = {}) {
  const corpus = loadCorpus();
  const contexts = await captureContexts(corpus, log);
  const cases = corpus.filter((c) => contexts.get(c.setup)).map((c) => ({ ...c, ctx: contexts.get(c.setup) }));
  const probe = new Translator();
  const planned = cases.filter((c) => translateOnce(probe, c) && probe.parse(c.sql).length === 1);
  const coldUs = await measureCold(cases, quick ? 3 : 10);
  const perArea = {};
  for (const area of [...new Set(cases.map((c) => c.area))]) {
    perArea[area] = summary(coldUs.filter((_, k) => cases[k].area === area));
  }
  const cached = await measureCached(planned, quick ? 20_000 : 200_000);
  return {
    corpus: corpus.length,
    skipped: corpus.length - cases.length,
    errors: cases.length - planned.length,
    cold: { ...summary(coldUs), per_area: perArea },
    cached: { statements: planned.length, ...cached },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchArgs({ script: 'translator.js', summary: 'The translator alone: cold and cached planning of the statement corpus; prints JSON.', options: { quick: { type: 'boolean', help: 'fewer iterations' } } });
  const r = await runTranslatorBench({ quick: process.argv.includes('--quick'), log: (m) => process.stderr.write(`[bench] ${m}\n`) });
  process.stdout.write(`${JSON.stringify(r, null, 1)}\n`);
}
